// kind: text — a line of words, such as a name.
import type { FieldKind } from "./field-kind.ts";
import { LineInput, lengthProblem, wordsSchema } from "./field-parts.tsx";

export const text: FieldKind = {
  name: "text",
  Field: (props) => <LineInput {...props} type="text" />,
  check: lengthProblem,
  payloadSchema: wordsSchema,
};
