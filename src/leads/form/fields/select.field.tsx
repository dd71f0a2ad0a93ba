// The drawing of kind: select (src/leads/kinds/select.kind.ts): a list to choose from. It shows
// its placeholder as its empty first choice, not as an attribute.
import { optionValue } from "../../kinds/field-values.ts";
import type { FieldProps } from "./field-props.ts";
import { controlAttributes, FieldRow, inputClass } from "./field-parts.tsx";

export const Field = (props: FieldProps) => (
  <FieldRow {...props}>
    <select
      {...controlAttributes(props)}
      value={props.value}
      onChange={props.onChange}
      className={inputClass}
    >
      {props.field.placeholder !== undefined ? (
        <option value="">{props.field.placeholder}</option>
      ) : null}
      {(props.field.options ?? []).map((option) => (
        <option key={option.value} value={optionValue(props.field, option)}>
          {option.label}
        </option>
      ))}
    </select>
  </FieldRow>
);
