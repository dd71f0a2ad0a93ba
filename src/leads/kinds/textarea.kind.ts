// kind: textarea — a few lines of words, such as what went wrong.
import type { FieldKind, KindSchema } from "./field-kind.ts";
import { lengthProblem, wordsSchema } from "./words.ts";

/** Its part of the site schema (schemas/field-kinds.schema.json); the browser never loads it. */
export const schema: KindSchema = {
  help: "textarea shows a box for a few lines, such as what went wrong.",
  maxLength: 2000,
};

export const kind: FieldKind = {
  name: "textarea",
  check: lengthProblem,
  payloadSchema: wordsSchema,
};
