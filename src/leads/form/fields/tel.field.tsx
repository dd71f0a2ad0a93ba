// The drawing of kind: tel (src/leads/kinds/tel.kind.ts): a line with the phone's keypad.
import type { FieldProps } from "./field-props.ts";
import { LineInput } from "./field-parts.tsx";

export const Field = (props: FieldProps) => <LineInput {...props} type="tel" inputMode="tel" />;
