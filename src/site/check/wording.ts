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
