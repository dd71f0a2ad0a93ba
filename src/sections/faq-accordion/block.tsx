import type { FaqAccordionSection } from "../../generated/schema-types.ts";
import type { BlockProps } from "../block-props.ts";
import { SectionFrame } from "../../ui/section-frame.tsx";
import { Icon } from "../../ui/icon.tsx";
import { Markdown } from "../../ui/markdown.tsx";

/**
 * The questions as the platform's disclosures: an answer opens with a tap before any code has
 * arrived, one at a time (they share a name), and opening the open one again closes it. The
 * answers stay in the page for search engines and the browser's find, which opens them.
 */
export function FaqAccordion({ section, page }: BlockProps<FaqAccordionSection>) {
  const { faq = [] } = page;
  return (
    <SectionFrame id={section.id} heading={section.heading}>
      <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {faq.map((item) => (
          <details key={item.id} name={`faq-${section.id}`} className="group">
            <summary className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-start">
              <h3 className="text-lg font-semibold">{item.question}</h3>
              <Icon
                name="chevron-down"
                className="size-5 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="px-5 pb-5 text-slate-700 dark:text-slate-300">
              <Markdown text={item.answer} />
            </div>
          </details>
        ))}
      </div>
    </SectionFrame>
  );
}
