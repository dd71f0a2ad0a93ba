import { Link } from "react-router-dom";
import type { ServiceCardsSection } from "../../generated/schema-types.ts";
import type { ServiceSummary, SiteData } from "../../site/resolve/site-data.ts";
import type { BlockProps } from "../block-props.ts";
import { SectionFrame } from "../../ui/section-frame.tsx";
import { Illustration } from "../../ui/illustration.tsx";
import { Carousel } from "../../ui/carousel/carousel.tsx";

/**
 * The whole card leads to the service's page, through one link named by the service's title alone
 * (a screen reader lists it by that name): the link's box is stretched over the card.
 */
function ServiceCard({ service, images }: { service: ServiceSummary; images: SiteData["images"] }) {
  return (
    <div
      lang={service.inSource?.lang}
      dir={service.inSource?.dir}
      className="group relative h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm hover:shadow-lg has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:has-[a:focus-visible]:outline-amber-300"
    >
      <Illustration
        images={images}
        src={service.image}
        alt={service.imageAlt}
        sizes="(min-width: 1280px) 300px, (min-width: 768px) 50vw, 85vw"
        className="bg-brand-50 dark:bg-slate-800"
      />
      <div className="p-5">
        <h3 className="text-lg font-bold text-slate-900 group-hover:text-brand-600 dark:text-white dark:group-hover:text-blue-300">
          <Link
            to={service.href}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {service.title}
          </Link>
        </h3>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{service.summary}</p>
      </div>
    </div>
  );
}

export function ServiceCards({ section, site }: BlockProps<ServiceCardsSection>) {
  const { services } = site;
  const shown = services.filter((s) => section.kind === "all" || s.kind === section.kind);
  return (
    <SectionFrame id={section.id} heading={section.heading} intro={section.intro} tone="muted">
      {section.mobileCarousel ? (
        <Carousel
          dir={site.dir}
          numberLocale={site.numberLocale}
          label={section.heading}
          slideClassName="basis-[85%] sm:basis-1/2"
          wideGridClassName="md:grid-cols-2 lg:grid-cols-3"
          slidesHoldLinks
        >
          {shown.map((service) => (
            <ServiceCard key={service.slug} service={service} images={site.images} />
          ))}
        </Carousel>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((service) => (
            <li key={service.slug}>
              <ServiceCard service={service} images={site.images} />
            </li>
          ))}
        </ul>
      )}
    </SectionFrame>
  );
}
