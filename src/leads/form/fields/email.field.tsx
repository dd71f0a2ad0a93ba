// The drawing of kind: email (src/leads/kinds/email.kind.ts): a line with the e-mail keyboard.
import type { FieldProps } from "./field-props.ts";
import { LineInput } from "./field-parts.tsx";

export const Field = (props: FieldProps) => <LineInput {...props} type="email" inputMode="email" />;
