// How messages write what they quote: a value in quotes, a list of names, and a "Did you mean"
// for a word close to one of the names allowed.
import { nearest } from "./did-you-mean.ts";

export const quote = (value: unknown) =>
  typeof value === "string" ? `"${value}"` : JSON.stringify(value);
export const list = (names: readonly string[]) => names.join(", ");
export const suggestion = (word: string, candidates: readonly string[]) => {
  const best = nearest(word, candidates);
  return best ? ` Did you mean "${best}"?` : "";
};

/** What the validator says of text left empty; the content editor says the same (src/editor/main.tsx). */
export const EMPTY_TEXT =
  "This is empty. Write the text, or remove the line if the field is optional.";
