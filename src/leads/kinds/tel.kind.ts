// kind: tel — a number the visitor may be called back on, sent in ASCII digits whatever digits
// it was typed in.
import { asciiDigits, isPlausiblePhone } from "./field-values.ts";
import type { FieldKind, KindSchema } from "./field-kind.ts";
import { lengthProblem, wordsSchema } from "./words.ts";

/** Its part of the site schema (schemas/field-kinds.schema.json); the browser never loads it. */
export const schema: KindSchema = {
  help: "tel shows a phone number's keypad; the number must be one the business can call back.",
  maxLength: 30,
};

export const kind: FieldKind = {
  name: "tel",
  check: (field, value, { countryCode }) =>
    lengthProblem(field, value) ?? (isPlausiblePhone(value, countryCode) ? undefined : "phone"),
  // The owner gets a number to dial, whatever digits the visitor typed it in.
  sent: asciiDigits,
  payloadSchema: wordsSchema,
};
