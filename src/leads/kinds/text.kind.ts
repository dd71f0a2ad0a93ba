// kind: text — a line of words, such as a name.
import type { FieldKind, KindSchema } from "./field-kind.ts";
import { lengthProblem, wordsSchema } from "./words.ts";

/** Its part of the site schema (schemas/field-kinds.schema.json); the browser never loads it. */
export const schema: KindSchema = {
  help: "text shows one line for words, such as a name.",
  maxLength: 200,
};

export const kind: FieldKind = {
  name: "text",
  check: lengthProblem,
  payloadSchema: wordsSchema,
};
