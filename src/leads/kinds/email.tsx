// kind: email — an address to write back to.
import type { FieldKind } from "./field-kind.ts";
import { LineInput, lengthProblem, wordsSchema } from "./field-parts.tsx";

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const email: FieldKind = {
  name: "email",
  Field: (props) => <LineInput {...props} type="email" inputMode="email" />,
  check: (field, value) => lengthProblem(field, value) ?? (EMAIL.test(value) ? undefined : "email"),
  payloadSchema: wordsSchema,
};
