import type { StatsSection } from "../../generated/schema-types.ts";
import type { BlockProps } from "../block-props.ts";
import { StatList } from "../../ui/stat-list.tsx";
import { SectionFrame } from "../../ui/section-frame.tsx";

export function Stats({ section }: BlockProps<StatsSection>) {
  return (
    <SectionFrame id={section.id} heading={section.heading}>
      <StatList stats={section.items} className="grid-cols-2 md:grid-cols-4" />
    </SectionFrame>
  );
}
