// The code of the page's interactive blocks, started by the loader on a page that has one, when
// first wanted (src/inline/code-loader.ts). The page is complete HTML, and its shell already
// works (src/inline/shell.ts); this adds only what the page's blocks need: the carousel script
// once a carousel comes near the screen, the map's loader where there is a map, and Preact with
// an island's block (a form) once the visitor first uses that island (./island-start.ts).
// npm run dev draws the whole page here instead, shell included.
import { enhanceShell } from "../shell/enhance.ts";
import { CODE_STARTED, INTERACTIVE_MARKS } from "./interactive-marks.ts";
import { whenNear } from "../ui/when-near.ts";
import { startIslands } from "./island-start.ts";
import "../styles.css";

/**
 * The islands' code, fetched before it is imported. A browser may keep a module that once failed to
 * load as failed for the life of the page (Chromium 150 does), so an import made while the visitor
 * is offline would fail again on every later use. The chunks the build listed on the loader script
 * (data-on-use, scripts/prerender.ts) are fetched first, as plain files: offline, that fails and
 * leaves nothing behind, and the next use tries again. Once they have all arrived, the import reads
 * them from the browser's cache.
 */
async function loadIslands(): Promise<typeof import("./islands.tsx")> {
  const chunks = document.querySelector<HTMLElement>("script[data-on-use]")?.dataset.onUse?.split(" ") ?? [];
  await Promise.all(
    chunks.map(async (chunk) => {
      const response = await fetch(chunk);
      if (!response.ok) throw new Error(`${chunk} answered ${response.status}.`);
      await response.arrayBuffer();
    }),
  );
  return import("./islands.tsx");
}

async function start(): Promise<void> {
  // npm run dev draws the whole page in the browser, with hot reload of content.
  if (import.meta.env.DEV) {
    await (await import("./dev-app.tsx")).startDevApp();
    return void requestAnimationFrame(() => enhanceShell());
  }
  // Each carousel is taken over as it comes near the screen: its script (Embla) is fetched then.
  whenNear(
    document.querySelectorAll<HTMLElement>(`[${INTERACTIVE_MARKS.carousel}]`),
    (carousel) => void import("../ui/carousel-enhance.ts").then((m) => m.enhanceCarousel(carousel)),
  );
  const has = (selector: string) => document.querySelector(selector) !== null;
  const islands = document.querySelectorAll<HTMLElement>(`[${INTERACTIVE_MARKS.island}]`);
  await Promise.all([
    has(`[${INTERACTIVE_MARKS.map}]`) ? import("../sections/service-area-map/map-enhance.ts").then((m) => m.enhanceMaps()) : undefined,
    startIslands(islands, (island) => loadIslands().then((m) => m.hydrateIsland(island))),
  ]);
  // Lets the loader, tests and tools know the blocks' code is in place: the map, and each island
  // ready to start on first use. A carousel says so itself (data-carousel="ready") once it has
  // come near the screen, and an island (data-island-ready) once it has started.
  document.documentElement.setAttribute(CODE_STARTED, "true");
}

void start();
