// Loads the service-area map's frame (src/sections/service-area-map.tsx) once the visitor comes
// within 200 px of it, or presses its button: the page itself never waits for the map.
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
  for (const holder of document.querySelectorAll<HTMLElement>("[data-map-loader]")) {
    holder.querySelector("button")?.addEventListener("click", () => show(holder));
    if (!("IntersectionObserver" in window)) continue;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        show(holder);
      },
      { rootMargin: "200px" },
    );
    observer.observe(holder);
  }
}
