import type { ContactCardSection } from "../../generated/schema-types.ts";
import type { BlockProps } from "../registry.ts";
import { SectionFrame } from "../../ui/section-frame.tsx";
import { CallButton } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { useTranslation } from "react-i18next";

export function ContactCard({ section, site }: BlockProps<ContactCardSection>) {
  const { business } = site;
  const { t } = useTranslation();
  const rows = [
    { icon: "map-pin" as const, label: section.areaLabel, value: business.serviceArea },
    { icon: "clock" as const, label: section.hoursLabel, value: business.hours },
  ];
  return (
    <SectionFrame id={section.id} heading={section.heading}>
      <div className="grid gap-6 rounded-2xl border border-slate-200 p-6 sm:p-8 md:grid-cols-3 dark:border-slate-700">
        <div>
          <p className="text-sm font-semibold text-slate-600 dark:text-slate-400">{section.phoneLabel}</p>
          <CallButton telHref={business.telHref} className="mt-2 animate-pulse-twice">
            <span dir="ltr">{business.phone}</span>
          </CallButton>
        </div>
        {rows.map((row) => (
          <div key={row.label} className="flex gap-3">
            <Icon name={row.icon} className="size-6 shrink-0 text-brand-600 dark:text-blue-300" />
            <div>
              <p className="text-sm font-semibold text-slate-600 dark:text-slate-400">{row.label}</p>
              <p className="mt-1 text-lg">{row.value}</p>
            </div>
          </div>
        ))}
        {section.emailLabel && (
          <p className="md:col-span-3">
            <span className="font-semibold">
              {section.emailLabel}
              {t("common:labelSeparator")}
            </span>
            <a href={`mailto:${business.email}`} className="text-brand-600 underline dark:text-blue-300">
              {business.email}
            </a>
          </p>
        )}
      </div>
    </SectionFrame>
  );
}
