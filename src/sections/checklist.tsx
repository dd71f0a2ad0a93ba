import type { ChecklistSection } from "../generated/schema-types.ts";
import { SectionFrame } from "../ui/section-frame.tsx";
import { Icon } from "../ui/icon.tsx";

export function Checklist({ section }: { section: ChecklistSection }) {
  return (
    <SectionFrame id={section.id} heading={section.heading}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {section.items.map((item) => (
          <li key={item} className="flex gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <Icon name="check" className="size-6 shrink-0 text-green-700 dark:text-green-400" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
