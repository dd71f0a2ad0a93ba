// kind: email — an address to write back to.
import type { FieldKind, KindSchema } from "./field-kind.ts";
import { lengthProblem, wordsSchema } from "./words.ts";

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Its part of the site schema (schemas/field-kinds.schema.json); the browser never loads it. */
export const schema: KindSchema = {
  help: "email takes an e-mail address and checks its shape.",
  maxLength: 254,
};

export const kind: FieldKind = {
  name: "email",
  check: (field, value) => lengthProblem(field, value) ?? (EMAIL.test(value) ? undefined : "email"),
  payloadSchema: wordsSchema,
};
