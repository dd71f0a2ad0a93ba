import type { PageHeaderSection } from "../../generated/schema-types.ts";
import type { BlockProps } from "../block-props.ts";
import { ActionButton } from "../../ui/button.tsx";
import { Container } from "../../ui/section-frame.tsx";

export function PageHeader({ section, site }: BlockProps<PageHeaderSection>) {
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      className="bg-gradient-to-b from-brand-50 to-white pt-12 pb-4 sm:pt-16 sm:pb-6 dark:from-slate-900 dark:to-slate-950"
    >
      <Container>
        <h1
          id={`${section.id}-heading`}
          className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white"
        >
          {section.heading}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700 sm:text-xl dark:text-slate-300">
          {section.lead}
        </p>
        {section.actions && (
          <div className="mt-8 flex flex-wrap gap-3">
            {section.actions.map((action, i) => (
              <ActionButton
                key={action.label}
                telHref={site.business.telHref}
                action={action}
                tone={i === 0 ? "primary" : "outline"}
              />
            ))}
          </div>
        )}
      </Container>
    </section>
  );
}
