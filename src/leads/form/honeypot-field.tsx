// The hidden field of every lead form (see ../honeypot.ts).
import { useTranslation } from "react-i18next";
import { HONEYPOT_FIELD } from "../honeypot.ts";

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
