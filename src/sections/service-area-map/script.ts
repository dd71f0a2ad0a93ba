// Loads the service-area map's frame (./block.tsx). Started, as ./script.json says, once the map
// comes near the screen; its button, pressed sooner, starts it at once (src/islands/loader.ts).
// The page itself never waits for the map.

/** Shows the map's frame in its holder, once. */
export function run(holder: HTMLElement): void {
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
