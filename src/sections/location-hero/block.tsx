import type { LocationHeroSection } from "../../generated/schema-types.ts";
import type { BlockProps } from "../block-props.ts";
import { recordOf } from "../../context/site-context.tsx";
import { ButtonLink, CallButton } from "../../ui/button.tsx";
import { Container } from "../../ui/section-frame.tsx";
import { Illustration } from "../../ui/illustration.tsx";

export function LocationHero({ section, site, page }: BlockProps<LocationHeroSection>) {
  const { location } = recordOf(page, "location", "location-hero");
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      className="bg-gradient-to-b from-brand-50 to-white py-12 sm:py-16 dark:from-slate-900 dark:to-slate-950"
    >
      <Container className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          {location.region ? (
            <p className="font-semibold text-brand-600 dark:text-blue-300">{location.region}</p>
          ) : null}
          <h1
            id={`${section.id}-heading`}
            className={`${location.region ? "mt-2 " : ""}text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white`}
          >
            {section.heading}
          </h1>
          <p className="mt-5 text-lg text-slate-700 dark:text-slate-300">{location.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <CallButton telHref={site.business.telHref}>{section.callLabel}</CallButton>
            <ButtonLink href={section.estimateHref} tone="outline">
              {section.estimateLabel}
            </ButtonLink>
          </div>
        </div>
        {location.heroImage ? (
          <Illustration
            images={site.images}
            src={location.heroImage}
            alt={location.heroImageAlt ?? ""}
            isPriority
            className="rounded-2xl"
          />
        ) : (
          <Illustration
            images={site.images}
            src={section.image}
            alt={section.imageAlt}
            isPriority
            className="rounded-2xl"
          />
        )}
      </Container>
    </section>
  );
}
