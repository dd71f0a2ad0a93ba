import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { FormDefinition, FormField } from "../generated/schema-types.ts";
import { useSite } from "../render/site-context.tsx";
import { buttonClass } from "./button.tsx";

const APPLIANCES = ["washer", "dryer", "dishwasher", "stove", "refrigerator", "oven"] as const;
const TIMEFRAMES = ["asap", "week", "month", "browsing"] as const;
const inputClass = "w-full rounded-xl border border-slate-400 bg-white px-3 py-3 text-base dark:border-slate-500 dark:bg-slate-900";

function Field({ field, formId }: { field: FormField; formId: string }) {
  const { t } = useTranslation();
  const id = `${formId}-${field.name}`;
  const common = { id, name: field.name, required: field.required, autoComplete: field.autocomplete, placeholder: field.placeholder };
  const control = (() => {
    switch (field.kind) {
      case "textarea":
        return <textarea {...common} rows={4} className={inputClass} />;
      case "appliance":
        return (
          <select {...common} defaultValue="" className={inputClass}>
            <option value="">{t("common:appliances.placeholder")}</option>
            {APPLIANCES.map((a) => <option key={a} value={a}>{t(`common:appliances.${a}`)}</option>)}
          </select>
        );
      case "timeframe":
        return (
          <select {...common} defaultValue={t("common:timeframes.asap")} className={inputClass}>
            {TIMEFRAMES.map((f) => <option key={f} value={t(`common:timeframes.${f}`)}>{t(`common:timeframes.${f}`)}</option>)}
          </select>
        );
      case "image":
        return <input {...common} type="file" accept="image/*" className="block w-full text-base file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700" />;
      default:
        return <input {...common} type={field.kind} className={inputClass} />;
    }
  })();
  return (
    <div className={field.kind === "textarea" || field.kind === "image" ? "sm:col-span-2" : ""}>
      <label htmlFor={id} className="mb-1.5 block font-semibold">
        {field.label}
        {field.required && <span className="text-red-700 dark:text-red-400" aria-hidden="true"> *</span>}
      </label>
      {control}
    </div>
  );
}

/**
 * The fields of a lead form, drawn from site.config.yaml. Until online delivery is switched on,
 * sending shows the phone number and keeps everything typed.
 */
export function LeadForm({ definition, formId }: { definition: FormDefinition; formId: string }) {
  const { t } = useTranslation();
  const { business } = useSite();
  const [isUnavailableShown, setIsUnavailableShown] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsUnavailableShown(true);
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
      {definition.fields.map((field) => <Field key={field.name} field={field} formId={formId} />)}
      <div className="sm:col-span-2">
        <button type="submit" className={`${buttonClass("primary")} w-full sm:w-auto`}>{definition.submitLabel}</button>
        <p role="status" className="mt-4 text-lg">
          {isUnavailableShown && (
            <>
              {t("common:form.callInstead")} <a href={business.telHref} className="font-bold text-brand-600 underline dark:text-blue-300" dir="ltr">{business.phone}</a>
            </>
          )}
        </p>
      </div>
    </form>
  );
}
