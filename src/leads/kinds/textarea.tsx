// kind: textarea — a few lines of words, such as what went wrong.
import { maxLengthOf } from "../field-values.ts";
import type { FieldKind } from "./field-kind.ts";
import {
  controlAttributes,
  FieldRow,
  inputClass,
  lengthProblem,
  wordsSchema,
} from "./field-parts.tsx";

export const textarea: FieldKind = {
  name: "textarea",
  Field: (props) => (
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
  ),
  check: lengthProblem,
  payloadSchema: wordsSchema,
};
