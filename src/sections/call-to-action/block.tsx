import type { CallToActionSection } from "../../generated/schema-types.ts";
import type { BlockProps } from "../block-props.ts";
import { ActionButton, type ButtonTone } from "../../ui/button.tsx";
import { Container } from "../../ui/section-frame.tsx";

const BANDS = {
  brand: {
    band: "bg-brand-700 text-white dark:bg-blue-950",
    text: "text-blue-100",
    buttons: ["accent", "light"],
  },
  accent: {
    band: "bg-amber-100 text-slate-900 dark:bg-amber-950 dark:text-amber-50",
    text: "text-slate-700 dark:text-amber-100",
    buttons: ["primary", "outline"],
  },
  plain: {
    band: "bg-slate-50 dark:bg-slate-900",
    text: "text-slate-600 dark:text-slate-300",
    buttons: ["primary", "outline"],
  },
} as const;

export function CallToAction({ section, site }: BlockProps<CallToActionSection>) {
  const tone = BANDS[section.tone ?? "brand"];
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      className={`py-12 sm:py-16 ${tone.band}`}
    >
      <Container className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={`${section.id}-heading`} className="text-2xl font-bold sm:text-3xl">
            {section.heading}
          </h2>
          <p className={`mt-3 text-lg ${tone.text}`}>{section.text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {section.actions.map((action, i) => (
            <ActionButton
              key={action.label}
              telHref={site.business.telHref}
              action={action}
              tone={tone.buttons[Math.min(i, 1)] as ButtonTone}
            />
          ))}
        </div>
      </Container>
    </section>
  );
}
