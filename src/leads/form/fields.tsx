// One component per kind of form field, each drawn the same on the server and in the browser:
// the label, the control and, when the field has one, its problem beside it.
import type { ChangeEvent, ReactNode, Ref } from "react";
import type { FormField } from "../../generated/schema-types.ts";
import { useTranslation } from "react-i18next";
import { formatFileSize, formatNumber } from "../../site/numbers.ts";
import { CONSENT_GIVEN, maxLengthOf, optionValue, type FieldProblem } from "../rules.ts";
import { RATING_VALUES } from "../../site/rating.ts";
import { HONEYPOT_FIELD } from "../honeypot.ts";
import type { PhotoProblem as ShrinkProblem } from "../submit.ts";

export type Problem = FieldProblem | "notImage" | ShrinkProblem;
type Change = (
  event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
) => void;

export const inputClass =
  "w-full rounded-xl border bg-white px-3 py-3 text-base dark:bg-slate-900 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700 dark:aria-[invalid=true]:border-red-400 dark:aria-[invalid=true]:ring-red-400 border-slate-400 dark:border-slate-500";

export interface FieldProps {
  field: FormField;
  id: string;
  value: string;
  problem?: Problem;
  onChange: Change;
  /** The locale the page writes numbers in (a rating's stars), with its digits. */
  numberLocale: string;
}

/** The attributes every control shares: its name, id, autocomplete and, with a problem, the link to its message. */
function controlAttributes({ field, id, problem }: Pick<FieldProps, "field" | "id" | "problem">) {
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
function ProblemText({ field, id, problem }: Pick<FieldProps, "field" | "id" | "problem">) {
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

/** A field's label, its control and its problem in words. */
function FieldRow({
  field,
  id,
  problem,
  children,
}: Pick<FieldProps, "field" | "id" | "problem"> & { children: ReactNode }) {
  const isWide = field.kind === "textarea" || field.kind === "image";
  return (
    <div className={isWide ? "sm:col-span-2" : ""}>
      <label htmlFor={id} className="mb-1.5 block font-semibold">
        {field.label}
        {field.required && (
          <span className="text-red-700 dark:text-red-400" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {children}
      <ProblemText field={field} id={id} problem={problem} />
    </div>
  );
}

export function TextField(props: FieldProps) {
  const { field, value, onChange } = props;
  const inputMode = field.kind === "tel" ? "tel" : field.kind === "email" ? "email" : undefined;
  return (
    <FieldRow {...props}>
      <input
        {...controlAttributes(props)}
        type={field.kind}
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

export function TextareaField(props: FieldProps) {
  const { field, value, onChange } = props;
  return (
    <FieldRow {...props}>
      <textarea
        {...controlAttributes(props)}
        rows={4}
        placeholder={field.placeholder}
        value={value}
        onChange={onChange}
        maxLength={maxLengthOf(field)}
        className={inputClass}
      />
    </FieldRow>
  );
}

/** A select shows its placeholder as its empty first choice, not as an attribute. */
export function SelectField(props: FieldProps) {
  const { field, value, onChange } = props;
  return (
    <FieldRow {...props}>
      <select
        {...controlAttributes(props)}
        value={value}
        onChange={onChange}
        className={inputClass}
      >
        {field.placeholder !== undefined ? <option value="">{field.placeholder}</option> : null}
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={optionValue(field, option)}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldRow>
  );
}

/** Five stars as radio buttons: a fieldset whose legend is the field's label. */
export function RatingField(props: FieldProps) {
  const { t } = useTranslation();
  const { field, id, value, problem, onChange, numberLocale } = props;
  return (
    <fieldset className="sm:col-span-2" aria-describedby={problem ? `${id}-error` : undefined}>
      <legend className="mb-1.5 font-semibold">{field.label}</legend>
      <div className="flex gap-2">
        {RATING_VALUES.map((stars) => (
          <label
            key={stars}
            className="flex size-12 cursor-pointer items-center justify-center rounded-xl border-2 border-slate-300 font-bold has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 dark:border-slate-600 dark:has-[:checked]:border-blue-300 dark:has-[:checked]:bg-slate-800 dark:has-[:checked]:text-blue-200"
          >
            <input
              type="radio"
              id={stars === value ? id : undefined}
              name={field.name}
              value={stars}
              checked={stars === value}
              onChange={onChange}
              className="sr-only"
            />
            <span aria-hidden="true">{formatNumber(Number(stars), numberLocale)}★</span>
            <span className="sr-only">{t("common:review.stars", { count: Number(stars) })}</span>
          </label>
        ))}
      </div>
      <ProblemText field={field} id={id} problem={problem} />
    </fieldset>
  );
}

/** A box to tick, such as the permission to publish a review; ticked, it sends CONSENT_GIVEN (the form reads a box's value only while it is ticked). */
export function ConsentField(props: FieldProps) {
  const { field, id, value, problem, onChange } = props;
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="flex items-start gap-3 font-semibold">
        <input
          {...controlAttributes(props)}
          type="checkbox"
          value={CONSENT_GIVEN}
          checked={value === CONSENT_GIVEN}
          onChange={onChange}
          className="mt-1 size-5 shrink-0 accent-brand-600"
        />
        <span>
          {field.label}
          {field.required && (
            <span className="text-red-700 dark:text-red-400" aria-hidden="true">
              {" "}
              *
            </span>
          )}
        </span>
      </label>
      <ProblemText field={field} id={id} problem={problem} />
    </div>
  );
}

export interface PhotoFieldProps extends Omit<FieldProps, "value" | "onChange"> {
  photo: File | null;
  inputRef: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: () => void;
}

export function PhotoField(props: PhotoFieldProps) {
  const { t } = useTranslation();
  const { photo, numberLocale, inputRef, onChange, onRemove } = props;
  return (
    <FieldRow {...props}>
      <input
        {...controlAttributes(props)}
        ref={inputRef}
        type="file"
        accept="image/*"
        onChange={onChange}
        className="block w-full text-base file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700"
      />
      {photo ? (
        <p className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          <span>
            {t("common:form.photoChosen", {
              name: photo.name,
              size: formatFileSize(photo.size, numberLocale),
            })}
          </span>
          <button
            type="button"
            onClick={onRemove}
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-400 px-4 font-semibold hover:bg-slate-100 dark:border-slate-500 dark:hover:bg-slate-800"
          >
            {t("common:form.remove")}
          </button>
        </p>
      ) : null}
    </FieldRow>
  );
}

/** Off screen and out of the tab order: people never see it, form-filling robots do. */
export function HoneypotField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("common:form.honeypot")}</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
