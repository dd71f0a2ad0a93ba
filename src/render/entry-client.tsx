// The page's code, started by the loader once the page is painted (CODE_LOADER in
// scripts/prerender.ts). The page is complete HTML; this adds what HTML cannot do, and only
// what the page has: the shell's conveniences always (a few kB), the carousel script once a
// carousel comes near the screen, the map's loader where there is a map, and Preact only on a
// page with an island (a form).
import { enhanceShell } from "../shell/enhance.ts";
import { INTERACTIVE_MARKS } from "./interactive-marks.ts";
import { whenNear } from "../ui/when-near.ts";
import "../styles.css";

async function start(): Promise<void> {
  // npm run dev draws the whole page in the browser, with hot reload of content.
  if (import.meta.env.DEV) {
    await (await import("./dev-app.tsx")).startDevApp();
    return void requestAnimationFrame(() => enhanceShell());
  }
  enhanceShell();
  // Each carousel is taken over as it comes near the screen: its script (Embla) is fetched then.
  whenNear(
    document.querySelectorAll<HTMLElement>(`[${INTERACTIVE_MARKS.carousel}]`),
    (carousel) => void import("../ui/carousel-enhance.ts").then((m) => m.enhanceCarousel(carousel)),
  );
  const has = (selector: string) => document.querySelector(selector) !== null;
  await Promise.all([
    has(`[${INTERACTIVE_MARKS.map}]`) ? import("../sections/service-area-map/map-enhance.ts").then((m) => m.enhanceMaps()) : undefined,
    has(`[${INTERACTIVE_MARKS.island}]`) ? import("./islands.tsx").then((m) => m.hydrateIslands()) : undefined,
  ]);
  // Lets tests and tools know the page is interactive: the shell, the map and the islands. A
  // carousel says so itself (data-carousel="ready") once it has come near the screen.
  document.documentElement.setAttribute("data-hydrated", "true");
}

void start();
