// Hydrates an island of the page: an interactive block takes over its own server-drawn HTML as a
// React root of its own, with the props the page carries for it in #island-data. The rest of the
// page stays HTML. When each island starts is entry-client.tsx's (./island-start.ts).
import { startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import type { ComponentType } from "react";
import { sectionRegistry, type BlockProps, type IslandType } from "../sections/registry.ts";
import type { SiteData } from "../site/site-data.ts";
import { IslandRoot, NO_PAGE, type IslandData } from "./island-root.tsx";
import { translateFrom } from "./words.tsx";
import { rememberFields } from "../leads/early-values.ts";

/**
 * Says when an island has taken over its HTML: its effects (a draft brought back, values typed
 * early) have run and what they changed is drawn. Effects run children first, so this one runs
 * after the block's; the timeout lets the updates they asked for be drawn.
 */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(() => void window.setTimeout(onReady, 0), [onReady]);
  return null;
}

let pageData: { data: IslandData; t: ReturnType<typeof translateFrom> } | undefined;
/** What the page carries for its islands, read once. */
function islandData() {
  if (!pageData) {
    const text = document.getElementById("island-data")?.textContent;
    if (!text) throw new Error("The page has islands but no #island-data.");
    const data = JSON.parse(text) as IslandData;
    pageData = { data, t: translateFrom(data.words, data.site.lang, data.site.numberLocale) };
  }
  return pageData;
}

/** Hydrates one island of the page; resolves once it has taken over its HTML. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const { data, t } = islandData();
  const section = data.sections.find((s) => s.id === element.dataset.islandId);
  if (!section) throw new Error(`The island "${element.dataset.islandId}" has no data in #island-data.`);
  const Block = (await sectionRegistry[section.type as IslandType]()) as ComponentType<BlockProps>;
  // What was typed before now is kept for the form, whatever taking over the page does to the fields.
  rememberFields(element);
  // As a transition, hydration yields to the browser every few milliseconds: a tap is answered meanwhile.
  await new Promise<void>((ready) =>
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandRoot t={t}>
          <Block section={section} site={data.site as SiteData} page={NO_PAGE} />
          <Ready onReady={ready} />
        </IslandRoot>,
      );
    }),
  );
}
