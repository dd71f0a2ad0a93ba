// The drawing of kind: textarea (src/leads/kinds/textarea.kind.ts): a box of a few lines.
import { maxLengthOf } from "../../kinds/field-values.ts";
import type { FieldProps } from "./field-props.ts";
import { controlAttributes, FieldRow, inputClass } from "./field-parts.tsx";

export const Field = (props: FieldProps) => (
  <FieldRow {...props} isWide>
    <textarea
      {...controlAttributes(props)}
      rows={4}
      placeholder={props.field.placeholder}
      value={props.value}
      onChange={props.onChange}
      maxLength={maxLengthOf(props.field)}
      className={inputClass}
    />
  </FieldRow>
);
