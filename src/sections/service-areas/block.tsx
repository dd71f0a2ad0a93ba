import type { ServiceAreasSection } from "../../generated/schema-types.ts";
import type { BlockProps } from "../block-props.ts";
import { recordOf } from "../../context/site-context.tsx";
import { SectionFrame } from "../../ui/section-frame.tsx";
import { Icon } from "../../ui/icon.tsx";

export function ServiceAreas({ section, page }: BlockProps<ServiceAreasSection>) {
  const { location } = recordOf(page, "location", "service-areas");
  return (
    <SectionFrame id={section.id} heading={section.heading} intro={section.intro} tone="muted">
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {location.serviceAreas.map((area) => (
          <li
            key={area}
            className="flex items-center gap-2 rounded-xl bg-white p-4 font-semibold shadow-sm ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-700"
          >
            <Icon name="map-pin" className="size-5 shrink-0 text-brand-600 dark:text-blue-300" />
            {area}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
