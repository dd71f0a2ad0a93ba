import type { Section } from "../generated/schema-types.ts";
import { isIsland, loadedBlock } from "../sections/registry.ts";
import { useIslandHtml } from "./island-root.tsx";
import { ToastProvider } from "../ui/toast.tsx";

function SectionView({ section }: { section: Section }) {
  const islands = useIslandHtml();
  const Block = loadedBlock(section.type);
  if (!isIsland(section.type)) return <Block section={section} />;
  // Prerendered: the island's own HTML, drawn in its own root, for the browser to hydrate as it is.
  const html = islands?.get(section.id);
  if (html !== undefined) return <div data-island={section.type} data-island-id={section.id} dangerouslySetInnerHTML={{ __html: html }} />;
  // npm run dev draws the whole page in the browser.
  return (
    <ToastProvider>
      <Block section={section} />
    </ToastProvider>
  );
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
