// Loads the service-area map's frame (src/sections/service-area-map/block.tsx) once the visitor comes
// within 200 px of it, or presses its button: the page itself never waits for the map.
import { whenNear } from "../../islands/strategies.ts";
import { MAP_ASKED } from "../../islands/marks.ts";

function show(holder: HTMLElement): void {
  const src = holder.dataset.mapSrc;
  if (!src || holder.querySelector("iframe")) return;
  const frame = document.createElement("iframe");
  frame.title = holder.dataset.mapTitle ?? "";
  frame.src = src;
  frame.loading = "lazy";
  frame.referrerPolicy = "no-referrer";
  frame.className = "size-full border-0";
  holder.replaceChildren(frame);
}

export function enhanceMaps(): void {
  const holders = [...document.querySelectorAll<HTMLElement>("[data-map-loader]")];
  for (const holder of holders) {
    holder.querySelector("button")?.addEventListener("click", () => show(holder));
    // Pressed before this code ran (src/islands/loader.ts).
    if (holder.hasAttribute(MAP_ASKED)) show(holder);
  }
  whenNear(holders, show, "200px");
}
