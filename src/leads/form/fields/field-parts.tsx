// What the drawings of fields share: the row of label, control and problem, the control's
// attributes, and a one-line input.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { maxLengthOf } from "../../kinds/field-values.ts";
import type { FieldProps } from "./field-props.ts";

export const inputClass =
  "w-full rounded-xl border bg-white px-3 py-3 text-base dark:bg-slate-900 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700 dark:aria-[invalid=true]:border-red-400 dark:aria-[invalid=true]:ring-red-400 border-slate-400 dark:border-slate-500";

type Labelled = Pick<FieldProps, "field" | "id" | "problem">;

/** The attributes every control shares: its name, id, autocomplete and, with a problem, the link to its message. */
export function controlAttributes({ field, id, problem }: Labelled) {
  return {
    id,
    name: field.name,
    required: field.required,
    autoComplete: field.autocomplete,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": problem ? `${id}-error` : undefined,
  } as const;
}

/** A field's problem in words, tied to its control by aria-describedby (controlAttributes). */
export function ProblemText({ field, id, problem }: Labelled) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <p id={`${id}-error`} className="mt-1.5 text-sm font-semibold text-red-700 dark:text-red-400">
      {t(`common:form.problems.${problem}`, {
        label: field.label.replace(/\s*\(optional\)\s*$/i, ""),
        // Only a field that takes words has a length; a photo has its own problems.
        ...(problem === "tooLong" ? { max: maxLengthOf(field) } : {}),
      })}
    </p>
  );
}

/** The star after a required field's label, read by sight only (the control says required). */
export function RequiredMark({ field }: Pick<FieldProps, "field">) {
  return field.required ? (
    <span className="text-red-700 dark:text-red-400" aria-hidden="true">
      {" "}
      *
    </span>
  ) : null;
}

/** A field's label, its control and its problem in words. */
export function FieldRow({
  field,
  id,
  problem,
  isWide = false,
  children,
}: Labelled & { isWide?: boolean; children: ReactNode }) {
  return (
    <div className={isWide ? "sm:col-span-2" : ""}>
      <label htmlFor={id} className="mb-1.5 block font-semibold">
        {field.label}
        <RequiredMark field={field} />
      </label>
      {children}
      <ProblemText field={field} id={id} problem={problem} />
    </div>
  );
}

/** A one-line input of the given type (text, tel, email...), as long as the field allows. */
export function LineInput({
  type,
  inputMode,
  ...props
}: FieldProps & { type: string; inputMode?: "tel" | "email" }) {
  const { field, value, onChange } = props;
  return (
    <FieldRow {...props}>
      <input
        {...controlAttributes(props)}
        type={type}
        inputMode={inputMode}
        placeholder={field.placeholder}
        value={value}
        onChange={onChange}
        maxLength={maxLengthOf(field)}
        className={inputClass}
      />
    </FieldRow>
  );
}
