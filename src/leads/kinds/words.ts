// The rules the kinds of field that take words share: how long they may be, and what the outbox
// accepts for them.
import type { FormField } from "../../generated/schema-types.ts";
import { maxLengthOf } from "./field-values.ts";
import type { InEveryLanguage, PropertySchema } from "./field-kind.ts";

/** "tooLong" when words are longer than the field takes. */
export const lengthProblem = (field: FormField, value: string) =>
  value.length > maxLengthOf(field) ? "tooLong" : undefined;

/** What the outbox accepts for words: a string as long as the longest the field takes in any language, not empty when required. */
export function wordsSchema(
  field: FormField,
  { fields, emptyValues }: InEveryLanguage,
): PropertySchema {
  const longest = Math.max(...fields.map(maxLengthOf), ...emptyValues.map((v) => v.length));
  return { type: "string", maxLength: longest, ...(field.required ? { minLength: 1 } : {}) };
}
