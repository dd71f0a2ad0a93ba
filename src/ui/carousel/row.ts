// Where a prerendered carousel's row stands, read from the page alone, and a step of its buttons
// taken without its script: the row scrolls by itself until the script takes it over. Shared by the
// pages' code loader, which answers a press on the buttons before the script has come
// (src/islands/loader.ts), and by the script (./script.ts), which starts where the row
// stands. It stays small: the loader is carried inline in every page with a carousel.
import { carouselPosition } from "./position.ts";

/**
 * Set on the row of a carousel whose previous or next button was pressed before its script came:
 * the slide pressed to, and where the row then stood ("4 1256"). A row that shows several slides
 * stops short of bringing the last ones to its start, so where it stands does not tell them apart.
 */
export const CAROUSEL_PRESSED = "data-carousel-pressed";

/** The slides of a carousel's row. */
export const slidesOf = (viewport: HTMLElement) => [...viewport.firstElementChild!.children];

/**
 * How far the row has to scroll (scrollLeft, negative leftwards) to bring a slide's start edge to
 * its own: the left edges, or the right ones in a row that reads right to left.
 */
function offsetOf(viewport: HTMLElement, slide: Element): number {
  const row = viewport.getBoundingClientRect();
  const box = slide.getBoundingClientRect();
  return getComputedStyle(viewport).direction === "rtl"
    ? box.right - row.right
    : box.left - row.left;
}

/**
 * The slide the row stands at: the one a press moved it to, while it has not moved since; else
 * the one whose start edge is nearest its own (the one it snapped to).
 */
export function slideInView(viewport: HTMLElement): number {
  const [pressed, at] = viewport.getAttribute(CAROUSEL_PRESSED)?.split(" ") ?? [];
  if (pressed && Number(at) === viewport.scrollLeft) return Number(pressed);
  const slides = slidesOf(viewport);
  const gap = (slide: Element) => Math.abs(offsetOf(viewport, slide));
  return slides.reduce((nearest, slide, i) => (gap(slide) < gap(slides[nearest]) ? i : nearest), 0);
}

/**
 * A press on the previous (-1) or next (1) button of a carousel its script has not taken over yet:
 * the row moves one slide at once (round, when the carousel loops), its position shows the slide,
 * and the previous button, off at the first slide of a row that does not loop, comes on. The
 * script starts from there.
 */
export function stepRow(carousel: HTMLElement, step: 1 | -1): void {
  const viewport = carousel.querySelector<HTMLElement>("[data-carousel-viewport]")!;
  const slides = slidesOf(viewport);
  const to = slideInView(viewport) + step;
  const target = carousel.hasAttribute("data-loop")
    ? (to + slides.length) % slides.length
    : Math.min(Math.max(to, 0), slides.length - 1);
  viewport.scrollBy({ left: offsetOf(viewport, slides[target]), behavior: "instant" });
  viewport.setAttribute(CAROUSEL_PRESSED, `${target} ${viewport.scrollLeft}`);
  const position = carousel.querySelector("[data-carousel-position]");
  if (position)
    position.textContent = carouselPosition(
      target,
      slides.length,
      carousel.dataset.numberLocale ?? document.documentElement.lang,
    );
  const prev = carousel.querySelector<HTMLButtonElement>("[data-carousel-prev]");
  if (prev) prev.disabled = false;
}
