// Hydrates an island: its block, with React, takes over its own server-drawn HTML as a root of its
// own, with the props and words the page carries for it in #island-data. The rest of the page
// stays HTML. When it starts is ./start.ts's.
import { startTransition, useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import type { IslandProps } from "../sections/block-props.ts";
import { createI18n } from "../context/i18n.ts";
import { IslandRoot, type IslandData } from "./island-root.tsx";
import { ISLAND_ID } from "../browser/marks.ts";
import { keepForms } from "../leads/form/kept.ts";
import { ISLANDS, type IslandType } from "./registry.ts";

/**
 * Says when an island has taken over its HTML: its effects (a draft brought back, values given
 * early) have run and what they changed is drawn. Effects run children first, so this one runs
 * after the block's; the timeout lets the updates they asked for be drawn.
 */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(() => void window.setTimeout(onReady, 0), [onReady]);
  return null;
}

let pageData: { data: IslandData; i18n: ReturnType<typeof createI18n> } | undefined;
/** What the page carries for its islands, read once. */
function islandData() {
  if (!pageData) {
    const text = document.getElementById("island-data")?.textContent;
    if (!text) throw new Error("The page has islands but no #island-data.");
    const data = JSON.parse(text) as IslandData;
    pageData = { data, i18n: createI18n(data.site, data.words) };
  }
  return pageData;
}

/**
 * Hydrates one island of the page; resolves once it has taken over its HTML. As a transition,
 * hydration yields to the browser every few milliseconds, so a tap is answered meanwhile; when
 * `isUrgent()` (a send is waiting for it, asked once the code is here) it is drawn in one
 * go, which is sooner.
 */
export async function hydrateIsland(
  element: HTMLElement,
  isUrgent: () => boolean = () => false,
): Promise<void> {
  const { data, i18n } = islandData();
  const id = element.getAttribute(ISLAND_ID);
  const section = data.sections.find((s) => s.id === id);
  if (!section) throw new Error(`The island "${id}" has no data in #island-data.`);
  const island = ISLANDS[section.type as IslandType];
  if (!island) throw new Error(`The section type "${section.type}" is not an island.`);
  const Block = (await island.block()) as ComponentType<IslandProps>;
  // What was given before now is kept for the form, whatever taking over the page does to the fields.
  keepForms(element);
  await new Promise<void>((ready) => {
    const hydrate = () =>
      void hydrateRoot(
        element,
        <IslandRoot i18n={i18n}>
          <Block section={section} site={data.site} />
          <Ready onReady={ready} />
        </IslandRoot>,
      );
    if (isUrgent()) hydrate();
    else startTransition(hydrate);
  });
}
