// The drawing of kind: text (src/leads/kinds/text.kind.ts): a line of words.
import type { FieldProps } from "./field-props.ts";
import { LineInput } from "./field-parts.tsx";

export const Field = (props: FieldProps) => <LineInput {...props} type="text" />;
