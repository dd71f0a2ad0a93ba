import type { FeatureCardsSection } from "../generated/schema-types.ts";
import { SectionFrame } from "../ui/section-frame.tsx";
import { Icon } from "../ui/icon.tsx";

export function FeatureCards({ section }: { section: FeatureCardsSection }) {
  const layout = section.mobileCarousel
    ? "flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4 md:grid md:grid-cols-2 md:overflow-visible lg:grid-cols-4"
    : "grid gap-4 sm:grid-cols-2 lg:grid-cols-4";
  return (
    <SectionFrame id={section.id} heading={section.heading} intro={section.intro}>
      <ul className={layout}>
        {section.cards.map((card) => (
          <li key={card.title} className="w-[80%] shrink-0 snap-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:w-auto dark:border-slate-700 dark:bg-slate-900">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-slate-800 dark:text-blue-300">
              <Icon name={card.icon} />
            </span>
            <h3 className="mt-4 text-lg font-bold text-slate-900 dark:text-white">{card.title}</h3>
            <p className="mt-2 text-slate-600 dark:text-slate-300">{card.text}</p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
