// The code of a page's interactive blocks, started by the loader (./loader.ts) when first wanted.
// The page is complete HTML and its shell already works (src/inline/shell.ts); this adds what its
// blocks need: each carousel's script as it comes near the screen, the map's loader, and each
// island by its start strategy (./start.ts), React and the block coming with its first start.
import { CODE_STARTED, INTERACTIVE_MARKS } from "./marks.ts";
import { whenNear } from "./strategies.ts";
import { startIslands } from "./start.ts";
import { addLink, isModulePreloaded } from "./links.ts";

/**
 * The islands' code, fetched before it is imported. A browser may keep a module that once failed to
 * load as failed for the life of the page (Chromium 150 does), so an import made while the visitor
 * is offline would fail again on every later use. The chunks the build listed on the loader script
 * (data-on-use) are fetched first, as plain files (from the cache when the loader prefetched them):
 * offline, that fails and leaves nothing behind, and the next use tries again. Once they are known
 * to be there, a module preload has the browser read and compile them, without running them, so an
 * island's start finds them ready. Begun as soon as the page's code runs, before any island starts.
 */
let islandCode: Promise<void> | undefined;
function fetchIslandCode(): Promise<void> {
  if (islandCode) return islandCode;
  // Those the loader preloaded already, it knew to be in the cache (./loader.ts).
  const chunks = (
    document.querySelector<HTMLElement>("script[data-on-use]")?.dataset.onUse?.split(" ") ?? []
  ).filter((chunk) => !isModulePreloaded(chunk));
  islandCode = Promise.all(
    chunks.map(async (chunk) => {
      const response = await fetch(chunk);
      if (!response.ok) throw new Error(`${chunk} answered ${response.status}.`);
      await response.arrayBuffer();
    }),
  ).then(
    () => chunks.forEach((chunk) => addLink("modulepreload", chunk)),
    (error: unknown) => {
      islandCode = undefined;
      throw error;
    },
  );
  return islandCode;
}

async function loadIslands(): Promise<typeof import("./hydrate.tsx")> {
  await fetchIslandCode();
  return import("./hydrate.tsx");
}

export async function startPageCode(): Promise<void> {
  whenNear(
    document.querySelectorAll<HTMLElement>(`[${INTERACTIVE_MARKS.carousel}]`),
    (carousel) => void import("../ui/carousel-enhance.ts").then((m) => m.enhanceCarousel(carousel)),
  );
  const has = (selector: string) => document.querySelector(selector) !== null;
  const islands = document.querySelectorAll<HTMLElement>(`[${INTERACTIVE_MARKS.island}]`);
  if (islands.length) fetchIslandCode().catch(() => {});
  await Promise.all([
    has(`[${INTERACTIVE_MARKS.map}]`)
      ? import("../sections/service-area-map/map-enhance.ts").then((m) => m.enhanceMaps())
      : undefined,
    startIslands(islands, (island, isUrgent) =>
      loadIslands().then((m) => m.hydrateIsland(island, isUrgent)),
    ),
  ]);
  // Lets the loader, tests and tools know the blocks' code is in place: the map, and each island
  // listening for its start. A carousel says so itself (data-carousel="ready") once it has come
  // near the screen, and an island (data-island-ready) once it has started.
  document.documentElement.setAttribute(CODE_STARTED, "true");
}
