import type { Section } from "../generated/schema-types.ts";
import { loadedBlock } from "../sections/registry.ts";

function SectionView({ section }: { section: Section }) {
  const Block = loadedBlock(section.type);
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
