// The drawing of kind: rating (src/leads/kinds/rating.kind.ts): one to five stars, as radio
// buttons in a fieldset whose legend is the label.
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../site/shared/numbers.ts";
import { RATING_VALUES } from "../../../site/shared/rating.ts";
import type { FieldProps } from "./field-props.ts";
import { ProblemText } from "./field-parts.tsx";

export function Field(props: FieldProps) {
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
