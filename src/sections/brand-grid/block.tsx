import type { BrandGridSection } from "../../generated/schema-types.ts";
import type { BlockProps } from "../block-props.ts";
import { SectionFrame } from "../../ui/section-frame.tsx";

export function BrandGrid({ section, site }: BlockProps<BrandGridSection>) {
  const { brands = [] } = site.business;
  // The validator checks that every named group exists.
  const groups = section.groups
    ? section.groups.map((id) => brands.find((group) => group.id === id)!)
    : brands;
  return (
    <SectionFrame id={section.id} heading={section.heading} intro={section.intro}>
      <div className="grid gap-6 md:grid-cols-3">
        {groups.map((group) => (
          <div key={group.id}>
            <h3 className="text-lg font-bold text-slate-900 dark:text-white">{group.label}</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {group.names.map((name) => (
                <li
                  key={name}
                  className="rounded-lg border border-slate-300 px-3 py-2 font-semibold dark:border-slate-600"
                >
                  {name}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </SectionFrame>
  );
}
