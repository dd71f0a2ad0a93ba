import { useId, useState } from "react";
import type { FaqAccordionSection } from "../generated/schema-types.ts";
import { usePage } from "../render/site-context.tsx";
import { SectionFrame } from "../ui/section-frame.tsx";
import { Icon } from "../ui/icon.tsx";
import { Markdown } from "../ui/markdown.tsx";

/** One answer open at a time; opening the open one again closes it. */
export function FaqAccordion({ section }: { section: FaqAccordionSection }) {
  const { faq = [] } = usePage();
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  return (
    <SectionFrame id={section.id} heading={section.heading}>
      <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {faq.map((item) => {
          const isOpen = openId === item.id;
          const panelId = `${baseId}-${item.id}`;
          return (
            <div key={item.id}>
              <h3>
                <button type="button" aria-expanded={isOpen} aria-controls={panelId} onClick={() => setOpenId(isOpen ? null : item.id)} className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-start text-lg font-semibold">
                  {item.question}
                  <Icon name="chevron-down" className={`size-5 shrink-0 transition-transform ${isOpen ? "rotate-180" : ""}`} />
                </button>
              </h3>
              <div id={panelId} hidden={!isOpen} className="px-5 pb-5 text-slate-700 dark:text-slate-300">
                <Markdown>{item.answer}</Markdown>
              </div>
            </div>
          );
        })}
      </div>
    </SectionFrame>
  );
}
