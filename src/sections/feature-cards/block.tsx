import type { FeatureCardsSection } from "../../generated/schema-types.ts";
import type { BlockProps } from "../block-props.ts";
import { SectionFrame } from "../../ui/section-frame.tsx";
import { Icon } from "../../ui/icon.tsx";
import { Carousel } from "../../ui/carousel/carousel.tsx";

type Card = FeatureCardsSection["cards"][number];

function FeatureCard({ card }: { card: Card }) {
  return (
    <div className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-slate-800 dark:text-blue-300">
        <Icon name={card.icon} />
      </span>
      <h3 className="mt-4 text-lg font-bold text-slate-900 dark:text-white">{card.title}</h3>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{card.text}</p>
    </div>
  );
}

/** Cards with an icon; with mobileCarousel they slide under 768 px and sit in a grid above. */
export function FeatureCards({ section, site }: BlockProps<FeatureCardsSection>) {
  return (
    <SectionFrame id={section.id} heading={section.heading} intro={section.intro}>
      {section.mobileCarousel ? (
        <Carousel
          dir={site.dir}
          numberLocale={site.numberLocale}
          label={section.heading}
          slideClassName="basis-[85%] sm:basis-1/2"
          wideGridClassName="md:grid-cols-2 lg:grid-cols-4"
        >
          {section.cards.map((card) => (
            <FeatureCard key={card.title} card={card} />
          ))}
        </Carousel>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {section.cards.map((card) => (
            <li key={card.title}>
              <FeatureCard card={card} />
            </li>
          ))}
        </ul>
      )}
    </SectionFrame>
  );
}
