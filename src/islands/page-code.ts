// The code of a page's interactive blocks, started by the loader (./loader.ts) when first wanted.
// The page is complete HTML and its shell already works (src/inline/shell.ts); this adds what its
// blocks need, as the browser's registry lists them (src/generated/browser-registry.ts): each
// block script (a carousel, the map) by the start its script.json names, and each island by its
// start strategy (./start.ts), React and the block coming with its first start.
import { CODE_STARTED, INTERACTIVE_MARKS, SCRIPT_ASKED } from "../browser/marks.ts";
import { START_STRATEGIES } from "../browser/strategies.ts";
import { blockScripts, scriptCode } from "../generated/browser-registry.ts";
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
/** A task of its own for what follows, so the browser may draw and answer a tap in between. */
const nextTask = () => new Promise<void>((done) => setTimeout(done, 0));

/** Fetches the file whole, or fails. */
async function fetchWhole(chunk: string): Promise<void> {
  const response = await fetch(chunk);
  if (!response.ok) throw new Error(`${chunk} answered ${response.status}.`);
  await response.arrayBuffer();
}

function fetchIslandCode(): Promise<void> {
  if (islandCode) return islandCode;
  // Those the loader preloaded already, it knew to be in the cache (./loader.ts).
  const chunks = (
    document.querySelector<HTMLElement>("script[data-on-use]")?.dataset.onUse?.split(" ") ?? []
  ).filter((chunk) => !isModulePreloaded(chunk));
  // Each asked for in a task of its own, and each preloaded so: on a slow phone a request or a
  // preload costs the main thread a few milliseconds, and together they made one long task.
  const fetched = (async () => {
    const arriving: Promise<void>[] = [];
    for (const chunk of chunks) {
      arriving.push(fetchWhole(chunk));
      await nextTask();
    }
    await Promise.all(arriving);
  })();
  islandCode = fetched.then(
    async () => {
      for (const chunk of chunks) {
        addLink("modulepreload", chunk);
        await nextTask();
      }
    },
    (error: unknown) => {
      islandCode = undefined;
      throw error;
    },
  );
  return islandCode;
}

/**
 * The islands' code, run one part per task: React (its own chunk, scripts/vite/island-chunk.ts),
 * then the words (i18next), then the hydrator with the blocks. Evaluated at once, the three took
 * one task of 100-180 ms on a phone slowed 4x; in parts, none is over 50 ms.
 */
async function loadIslands(): Promise<typeof import("./hydrate.tsx")> {
  await fetchIslandCode();
  await import("react-dom/client");
  await nextTask();
  await import("react-i18next");
  await nextTask();
  return import("./hydrate.tsx");
}

/**
 * Starts each block script on each element with its mark, by the start its script.json names, or
 * at once at a press in the element (the map's button), before the code ran (the loader marked
 * it) or since.
 */
function startBlockScripts(): void {
  for (const script of blockScripts)
    for (const element of document.querySelectorAll<HTMLElement>(`[${script.mark}]`)) {
      let isStarted = false;
      const start = () => {
        if (isStarted) return;
        isStarted = true;
        void scriptCode[script.module]().then((run) => run(element));
      };
      if (element.hasAttribute(SCRIPT_ASKED)) start();
      START_STRATEGIES[script.start](element, start);
      element.addEventListener("click", start, { once: true });
    }
}

export async function startPageCode(): Promise<void> {
  startBlockScripts();
  const islands = document.querySelectorAll<HTMLElement>(`[${INTERACTIVE_MARKS.island}]`);
  // In a task after this one: the page's code runs in a task of its own too.
  if (islands.length) void nextTask().then(() => fetchIslandCode().catch(() => {}));
  await startIslands(islands, (island, isUrgent) =>
    loadIslands().then((m) => m.hydrateIsland(island, isUrgent)),
  );
  // Lets the loader, tests and tools know the blocks' code is in place: each block script and
  // island listening for its start. A carousel says so itself (data-carousel="ready") once it has
  // come near the screen, and an island (data-island-ready) once it has started.
  document.documentElement.setAttribute(CODE_STARTED, "true");
}
