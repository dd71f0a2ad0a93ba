// The drawing of kind: consent (src/leads/kinds/consent.kind.ts): a box to tick, its label beside it.
import { CONSENT_GIVEN } from "../../kinds/field-values.ts";
import type { FieldProps } from "./field-props.ts";
import { controlAttributes, ProblemText, RequiredMark } from "./field-parts.tsx";

export const Field = (props: FieldProps) => (
  <div className="sm:col-span-2">
    <label htmlFor={props.id} className="flex items-start gap-3 font-semibold">
      <input
        {...controlAttributes(props)}
        type="checkbox"
        value={CONSENT_GIVEN}
        checked={props.value === CONSENT_GIVEN}
        onChange={props.onChange}
        className="mt-1 size-5 shrink-0 accent-brand-600"
      />
      <span>
        {props.field.label}
        <RequiredMark field={props.field} />
      </span>
    </label>
    <ProblemText field={props.field} id={props.id} problem={props.problem} />
  </div>
);
