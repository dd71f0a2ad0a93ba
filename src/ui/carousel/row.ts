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

/** The spec's mobile breakpoint: from 768 px, a carousel with a grid there shows its slides in it. */
export const WIDE = "(min-width: 768px)";

/** A previous or next button marked as doing nothing now, or able to again; it keeps the focus either way. */
export function setOff(button: Element | null, isOff: boolean): void {
  if (isOff) button?.setAttribute("aria-disabled", "true");
  else button?.removeAttribute("aria-disabled");
}

/** Says which slide a press of a button brought: its own name, "Slide 2 of 4" in the page's language. */
export function announceSlide(carousel: HTMLElement, slide: Element | undefined): void {
  const live = carousel.querySelector("[data-carousel-announce]");
  if (live && slide) live.textContent = slide.getAttribute("aria-label");
}

/**
 * The slides of words alone take the keyboard's focus only where their row scrolls: under 768 px,
 * or at every width for a carousel with no grid. Run by the page's loader at once and as the
 * width crosses 768 px; with scripts off every such slide keeps its tab stop.
 */
export function keepSlideStops(page: Document): void {
  const wide = window.matchMedia(WIDE);
  const apply = () => {
    for (const slide of page.querySelectorAll("[data-wide-grid] [data-slide-stop]"))
      if (wide.matches) slide.removeAttribute("tabindex");
      else slide.setAttribute("tabindex", "0");
  };
  wide.addEventListener("change", apply);
  apply();
}

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
 * the row moves one slide at once (round, when the carousel loops), its position shows the slide
 * and is said, and in a row that does not loop each button is off at its end. The script starts
 * from there.
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
  if (!carousel.hasAttribute("data-loop")) {
    setOff(carousel.querySelector("[data-carousel-prev]"), target === 0);
    setOff(carousel.querySelector("[data-carousel-next]"), target === slides.length - 1);
  }
  announceSlide(carousel, slides[target]);
}
