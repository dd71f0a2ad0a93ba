import type { ContactCardSection } from "../../generated/schema-types.ts";
import type { BlockProps } from "../block-props.ts";
import { SectionFrame } from "../../ui/section-frame.tsx";
import { CallButton } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { useTranslation } from "react-i18next";
import { asLine } from "../../site/shared/as-line.ts";

export function ContactCard({ section, site }: BlockProps<ContactCardSection>) {
  const { business } = site;
  const { t } = useTranslation();
  const rows = [
    { icon: "map-pin" as const, label: section.areaLabel, value: business.serviceArea },
    { icon: "clock" as const, label: section.hoursLabel, value: business.hours },
  ];
  return (
    <SectionFrame id={section.id} heading={section.heading}>
      {/* Label and value pairs, as a description list: the phone, the area, the hours, the e-mail. */}
      <dl className="grid gap-6 rounded-2xl border border-slate-200 p-6 sm:p-8 md:grid-cols-3 dark:border-slate-700">
        <div>
          <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">
            {section.phoneLabel}
          </dt>
          <dd className="mt-2">
            <CallButton telHref={business.telHref} className="animate-pulse-twice">
              <span dir="ltr">{business.phone}</span>
            </CallButton>
          </dd>
        </div>
        {rows.map((row) => (
          <div key={row.label} className="relative ps-9">
            <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">
              <Icon
                name={row.icon}
                className="absolute start-0 top-0 size-6 text-brand-600 dark:text-blue-300"
              />
              {row.label}
            </dt>
            <dd className="mt-1 text-lg">{asLine(row.value, site.lang)}</dd>
          </div>
        ))}
        {section.emailLabel && (
          <div className="flex flex-wrap gap-x-1 md:col-span-3">
            <dt className="font-semibold">
              {section.emailLabel}
              {t("common:labelSeparator")}
            </dt>
            <dd>
              <a
                href={`mailto:${business.email}`}
                className="text-brand-600 underline dark:text-blue-300"
              >
                {business.email}
              </a>
            </dd>
          </div>
        )}
      </dl>
    </SectionFrame>
  );
}
