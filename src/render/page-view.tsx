import type { Section } from "../generated/schema-types.ts";
import { sectionRegistry } from "../sections/registry.ts";
import type { ComponentType } from "react";

function SectionView({ section }: { section: Section }) {
  const Block = sectionRegistry[section.type] as ComponentType<{ section: Section }> | undefined;
  // Validation stops unknown types before the build; reaching here means the registry and data disagree.
  if (!Block) throw new Error(`No block is registered for the section type "${section.type}".`);
  return <Block section={section} />;
}

export function PageView({ sections }: { sections: Section[] }) {
  return (
    <>
      {sections.map((section) => (
        <SectionView key={section.id} section={section} />
      ))}
    </>
  );
}
