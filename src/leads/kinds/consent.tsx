// kind: consent — a box to tick, such as the permission to publish a review. Ticked, it sends
// CONSENT_GIVEN; the page reads a box's value only while it is ticked.
import { CONSENT_GIVEN } from "../field-values.ts";
import type { FieldKind } from "./field-kind.ts";
import { controlAttributes, ProblemText, RequiredMark } from "./field-parts.tsx";

export const consent: FieldKind = {
  name: "consent",
  Field: (props) => (
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
  ),
  missing: "consent",
  check: (_field, value) => (value === CONSENT_GIVEN ? undefined : "consent"),
  // Ticked, or (when the box may be left alone) not.
  payloadSchema: (field) => ({ enum: field.required ? [CONSENT_GIVEN] : [CONSENT_GIVEN, ""] }),
};
