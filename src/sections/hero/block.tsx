import type { HeroSection, Testimonial } from "../../generated/schema-types.ts";
import type { BlockProps } from "../block-props.ts";
import { CallButton, ButtonLink } from "../../ui/button.tsx";
import { CheckItem } from "../../ui/check-item.tsx";
import { StatList } from "../../ui/stat-list.tsx";
import { Container } from "../../ui/section-frame.tsx";
import { Illustration } from "../../ui/illustration.tsx";
import { AllPlacesItem } from "../../ui/all-places-link.tsx";
import { useTranslation } from "react-i18next";

/** The review the hero names, under its picture, in the review's own language. */
function HeroQuote({ quote }: { quote: Testimonial }) {
  return (
    <figure className="mx-auto -mt-6 max-w-md rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
      <blockquote lang={quote.language} dir="auto" className="text-slate-700 dark:text-slate-200">
        “{quote.text}”
      </blockquote>
      <figcaption className="mt-2 text-sm font-semibold">
        {quote.location ? `${quote.name}, ${quote.location}` : quote.name}
      </figcaption>
    </figure>
  );
}

export function Hero({ section, site, page }: BlockProps<HeroSection>) {
  const { t } = useTranslation();
  const { business, placeLinks } = site;
  const { testimonials = [] } = page;
  const quote = testimonials.find((item) => item.id === section.quote);
  const cities = [...new Set([...business.servedCities, ...placeLinks.shown.map((l) => l.name)])];
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      className="bg-gradient-to-b from-brand-50 to-white py-12 sm:py-20 dark:from-slate-900 dark:to-slate-950"
    >
      <Container className="grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <h1
            id={`${section.id}-heading`}
            className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white"
          >
            {section.heading}
          </h1>
          <p className="mt-5 text-lg text-slate-700 sm:text-xl dark:text-slate-300">
            {section.lead}
          </p>
          <div className="mt-7 flex flex-wrap gap-3">
            <CallButton telHref={business.telHref}>
              <span dir="ltr">{business.phone}</span>
            </CallButton>
            {section.bookHref ? (
              <ButtonLink href={section.bookHref} tone="outline">
                {t("common:bookDiagnosis")}
              </ButtonLink>
            ) : null}
          </div>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {section.checklist.map((item) => (
              <CheckItem key={item}>{item}</CheckItem>
            ))}
          </ul>
        </div>
        <div>
          <Illustration
            images={site.images}
            src={section.image}
            alt={section.imageAlt}
            isPriority
            sizes="(min-width: 768px) 448px, 100vw"
            className="mx-auto max-w-md"
          />
          {quote && <HeroQuote quote={quote} />}
        </div>
      </Container>
      <Container className="mt-12">
        <StatList stats={section.stats} className="grid-cols-3" />
        <p className="mt-8 font-semibold">{section.citiesHeading}</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {cities.map((city) => (
            <li
              key={city}
              className="rounded-full bg-white px-3 py-1 text-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
            >
              {city}
            </li>
          ))}
          <AllPlacesItem href={placeLinks.indexHref} className="text-sm" />
        </ul>
      </Container>
    </section>
  );
}
