import type { ChecklistSection } from "../../generated/schema-types.ts";
import type { BlockProps } from "../block-props.ts";
import { CheckItem } from "../../ui/check-item.tsx";
import { SectionFrame } from "../../ui/section-frame.tsx";

export function Checklist({ section }: BlockProps<ChecklistSection>) {
  return (
    <SectionFrame id={section.id} heading={section.heading}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {section.items.map((item) => (
          <CheckItem
            key={item}
            className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
          >
            {item}
          </CheckItem>
        ))}
      </ul>
    </SectionFrame>
  );
}
