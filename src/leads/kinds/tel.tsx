// kind: tel — a number the visitor may be called back on, sent in ASCII digits whatever digits
// it was typed in.
import { asciiDigits, isPlausiblePhone } from "../field-values.ts";
import type { FieldKind } from "./field-kind.ts";
import { LineInput, lengthProblem, wordsSchema } from "./field-parts.tsx";

export const tel: FieldKind = {
  name: "tel",
  Field: (props) => <LineInput {...props} type="tel" inputMode="tel" />,
  check: (field, value, { countryCode }) =>
    lengthProblem(field, value) ?? (isPlausiblePhone(value, countryCode) ? undefined : "phone"),
  // The owner gets a number to dial, whatever digits the visitor typed it in.
  sent: asciiDigits,
  payloadSchema: wordsSchema,
};
