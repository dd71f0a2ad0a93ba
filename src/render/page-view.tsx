import { createContext, useContext } from "react";
import type { Section } from "../generated/schema-types.ts";
import type { PageData, SiteData } from "../site/resolve/site-data.ts";
import { loadedBlock } from "../sections/registry.ts";
import { ISLANDS, isIsland } from "../islands/registry.ts";
import { INTERACTIVE_MARKS, ISLAND_ID, ISLAND_START } from "../browser/marks.ts";

/** The islands' HTML, drawn by the server in roots of their own before the page around them (by section id). */
export const IslandHtml = createContext<Map<string, string>>(new Map());

function SectionView({
  section,
  site,
  page,
}: {
  section: Section;
  site: SiteData;
  page: PageData;
}) {
  const islands = useContext(IslandHtml);
  if (!isIsland(section.type)) {
    const Block = loadedBlock(section.type);
    return <Block section={section} site={site} page={page} />;
  }
  // The island's own HTML, drawn in its own root, for React in the browser to hydrate as it is.
  const html = islands.get(section.id);
  if (html === undefined)
    throw new Error(
      `The island "${section.id}" was not drawn before its page (render/entry-server.tsx).`,
    );
  const marks = {
    [INTERACTIVE_MARKS.island]: section.type,
    [ISLAND_ID]: section.id,
    [ISLAND_START]: ISLANDS[section.type].start,
  };
  return <div {...marks} dangerouslySetInnerHTML={{ __html: html }} />;
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
