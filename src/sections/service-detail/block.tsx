import type { ServiceDetailSection } from "../../generated/schema-types.ts";
import type { BlockProps } from "../block-props.ts";
import { recordOf } from "../../context/site-context.tsx";
import { ButtonLink, CallButton } from "../../ui/button.tsx";
import { CheckItem } from "../../ui/check-item.tsx";
import { Container } from "../../ui/section-frame.tsx";
import { Illustration } from "../../ui/illustration.tsx";
import { Markdown } from "../../ui/markdown.tsx";

function ListBlock({ heading, items }: { heading: string; items?: string[] }) {
  if (!items?.length) return null;
  return (
    <div>
      <h2 className="text-2xl font-bold text-slate-900 dark:text-white">{heading}</h2>
      <ul className="mt-4 grid gap-2">
        {items.map((item) => (
          <CheckItem key={item}>{item}</CheckItem>
        ))}
      </ul>
    </div>
  );
}

export function ServiceDetail({ section, site, page }: BlockProps<ServiceDetailSection>) {
  const { service } = recordOf(page, "service", "service-detail");
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="py-12 sm:py-16">
      <Container className="grid gap-10 lg:grid-cols-2">
        <div>
          <h1
            id={`${section.id}-heading`}
            className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white"
          >
            {service.title}
          </h1>
          <Markdown text={service.intro} className="text-lg text-slate-700 dark:text-slate-300" />
          {service.stockNote && (
            <p className="mt-4 rounded-xl bg-amber-100 p-4 font-semibold text-slate-900 dark:bg-amber-950 dark:text-amber-50">
              {service.stockNote}
            </p>
          )}
          <div className="mt-6 flex flex-wrap gap-3">
            {service.kind === "sales" && section.inquiryHref && (
              <ButtonLink href={section.inquiryHref}>{section.inquiryLabel}</ButtonLink>
            )}
            <CallButton
              telHref={site.business.telHref}
              tone={service.kind === "sales" ? "outline" : "primary"}
            >
              {section.callLabel}
            </CallButton>
          </div>
        </div>
        <Illustration
          images={site.images}
          src={service.image}
          alt={service.imageAlt}
          isPriority
          className="rounded-2xl bg-brand-50 dark:bg-slate-900"
        />
      </Container>
      <Container className="mt-12 grid gap-10 md:grid-cols-3">
        <ListBlock heading={section.servicesHeading} items={service.services} />
        <ListBlock heading={section.advantagesHeading} items={service.advantages} />
        <ListBlock heading={section.issuesHeading} items={service.commonIssues} />
        <ListBlock heading={section.highlightsHeading} items={service.highlights} />
      </Container>
    </section>
  );
}
