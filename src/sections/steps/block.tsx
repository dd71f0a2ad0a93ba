import type { StepsSection } from "../../generated/schema-types.ts";
import type { BlockProps } from "../block-props.ts";
import { SectionFrame } from "../../ui/section-frame.tsx";
import { formatNumber } from "../../site/shared/numbers.ts";

/** Numbered steps, in a column on a phone and a row on a wide screen; numbers in the page's own digits. */
export function Steps({ section, site }: BlockProps<StepsSection>) {
  return (
    <SectionFrame id={section.id} heading={section.heading} intro={section.intro}>
      <ol className="grid gap-4 md:grid-flow-col md:auto-cols-fr">
        {section.steps.map((step, index) => (
          <li
            key={step.title}
            className="flex gap-4 rounded-2xl border border-slate-200 p-5 md:flex-col dark:border-slate-700"
          >
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white dark:bg-blue-500 dark:text-slate-950"
            >
              {formatNumber(index + 1, site.numberLocale)}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{step.title}</h3>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
