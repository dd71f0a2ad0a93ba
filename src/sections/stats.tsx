import type { StatsSection } from "../generated/schema-types.ts";
import { SectionFrame } from "../ui/section-frame.tsx";

export function Stats({ section }: { section: StatsSection }) {
  return (
    <SectionFrame id={section.id} heading={section.heading}>
      <dl className="grid grid-cols-2 gap-4 text-center md:grid-cols-4">
        {section.items.map((stat) => (
          <div key={stat.label} className="flex flex-col rounded-2xl bg-brand-50 p-6 dark:bg-slate-900">
            <dt className="text-slate-700 dark:text-slate-300">{stat.label}</dt>
            <dd className="order-first text-3xl font-extrabold text-brand-600 sm:text-4xl dark:text-blue-300">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </SectionFrame>
  );
}
