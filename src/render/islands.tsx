// Hydrates the page's islands, and nothing else: each interactive block takes over its own
// server-drawn HTML as a React root of its own, with the props the page carries for it in
// #island-data. The rest of the page stays HTML.
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

/** Hydrates every island of the page; resolves once all of them have taken over. */
export async function hydrateIslands(): Promise<void> {
  const text = document.getElementById("island-data")?.textContent;
  if (!text) return;
  const data = JSON.parse(text) as IslandData;
  const t = translateFrom(data.words, data.site.lang, data.site.numberLocale);
  await Promise.all(
    [...document.querySelectorAll<HTMLElement>("[data-island]")].map(async (element) => {
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
    }),
  );
}
