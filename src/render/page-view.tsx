import type { Section } from "../generated/schema-types.ts";
import type { PageData, SiteData } from "../site/site-data.ts";
import { isIsland, loadedBlock } from "../sections/registry.ts";
import { useIslandHtml } from "./island-root.tsx";
import { ToastProvider } from "../ui/toast.tsx";

function SectionView({ section, site, page }: { section: Section; site: SiteData; page: PageData }) {
  const islands = useIslandHtml();
  const Block = loadedBlock(section.type);
  if (!isIsland(section.type)) return <Block section={section} site={site} page={page} />;
  // Prerendered: the island's own HTML, drawn in its own root, for the browser to hydrate as it is.
  const html = islands?.get(section.id);
  if (html !== undefined) return <div data-island={section.type} data-island-id={section.id} dangerouslySetInnerHTML={{ __html: html }} />;
  // npm run dev draws the whole page in the browser.
  return (
    <ToastProvider>
      <Block section={section} site={site} page={page} />
    </ToastProvider>
  );
}

/** The page's sections, each drawn by its block from props. */
export function PageView({ site, page }: { site: SiteData; page: PageData }) {
  return (
    <>
      {page.sections.map((section) => (
        <SectionView key={section.id} section={section} site={site} page={page} />
      ))}
    </>
  );
}
