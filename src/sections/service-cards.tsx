import { Link } from "react-router-dom";
import type { ServiceCardsSection } from "../generated/schema-types.ts";
import { useSite } from "../render/site-context.tsx";
import { SectionFrame } from "../ui/section-frame.tsx";
import { Illustration } from "../ui/illustration.tsx";

export function ServiceCards({ section }: { section: ServiceCardsSection }) {
  const { services } = useSite();
  const shown = services.filter((s) => section.kind === "all" || s.kind === section.kind);
  const layout = section.mobileCarousel
    ? "flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4 sm:grid sm:grid-cols-2 sm:overflow-visible lg:grid-cols-3"
    : "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";
  return (
    <SectionFrame id={section.id} heading={section.heading} intro={section.intro} tone="muted">
      <ul className={layout}>
        {shown.map((service) => (
          <li key={service.slug} className="w-[80%] shrink-0 snap-start sm:w-auto">
            <Link to={service.href} className="group block h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg dark:border-slate-700 dark:bg-slate-900">
              <Illustration src={service.image} alt={service.imageAlt} width={800} height={600} className="bg-brand-50 dark:bg-slate-800" />
              <div className="p-5">
                <h3 className="text-lg font-bold text-slate-900 group-hover:text-brand-600 dark:text-white dark:group-hover:text-blue-300">{service.title}</h3>
                <p className="mt-2 text-slate-600 dark:text-slate-300">{service.summary}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
