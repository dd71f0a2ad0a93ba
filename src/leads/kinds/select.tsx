// kind: select — a choice from a list (options:), such as the appliance. It sends the chosen
// option's value, or its label in the visitor's language (sendLabel).
import type { FormField } from "../../generated/schema-types.ts";
import { optionValue } from "../field-values.ts";
import type { FieldKind } from "./field-kind.ts";
import { controlAttributes, FieldRow, inputClass, wordsSchema } from "./field-parts.tsx";

const choicesOf = (field: FormField) =>
  (field.options ?? []).map((option) => optionValue(field, option));

export const select: FieldKind = {
  name: "select",
  // A select shows its placeholder as its empty first choice, not as an attribute.
  Field: (props) => (
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
  ),
  initial: (field) => {
    const chosen = field.options?.find((option) => option.value === field.default);
    return chosen ? optionValue(field, chosen) : "";
  },
  check: (field, value) => (choicesOf(field).includes(value) ? undefined : "option"),
  payloadSchema: (field, everywhere) => {
    if (!field.options?.length) return wordsSchema(field, everywhere);
    const choices = everywhere.fields.flatMap(choicesOf);
    // A required list must be chosen from; an optional one may also be left on its placeholder.
    const empty = field.required ? [] : [""];
    return { enum: [...new Set([...choices, ...everywhere.emptyValues, ...empty])] };
  },
};
