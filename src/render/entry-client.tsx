// The page's code, started by the loader once the page is painted (CODE_LOADER in
// scripts/prerender.ts). The page is complete HTML; this adds what HTML cannot do, and only
// what the page has: the shell's conveniences always (a few kB), the carousel and map scripts
// where there is a carousel or a map, and React only on a page with an island (a form).
import { enhanceShell } from "../shell/enhance.ts";
import { INTERACTIVE_MARKS } from "./interactive-marks.ts";
import "../styles.css";

async function start(): Promise<void> {
  // npm run dev draws the whole page in the browser, with hot reload of content.
  if (import.meta.env.DEV) {
    await (await import("./dev-app.tsx")).startDevApp();
    return void requestAnimationFrame(() => enhanceShell());
  }
  enhanceShell();
  const has = (selector: string) => document.querySelector(selector) !== null;
  await Promise.all([
    has(`[${INTERACTIVE_MARKS.carousel}]`) ? import("../ui/carousel-enhance.ts").then((m) => m.enhanceCarousels()) : undefined,
    has(`[${INTERACTIVE_MARKS.map}]`) ? import("../sections/map-enhance.ts").then((m) => m.enhanceMaps()) : undefined,
    has(`[${INTERACTIVE_MARKS.island}]`) ? import("./islands.tsx").then((m) => m.hydrateIslands()) : undefined,
  ]);
  // Lets tests and tools know the page is interactive.
  document.documentElement.setAttribute("data-hydrated", "true");
}

void start();
