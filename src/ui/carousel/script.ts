// Brings the prerendered carousels (src/ui/carousel/carousel.tsx) to life with Embla's own core, without
// React: swipe, the previous and next buttons, the position, a random start, and play and pause.
import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";
import { carouselPosition } from "./position.ts";
import { announceSlide, CAROUSEL_PRESSED, setOff, slideInView, slidesOf, WIDE } from "./row.ts";

/**
 * The slide a visitor reached before the script came, or -1 when the row is still at its start:
 * the slide holding the keyboard's focus, else the one the row was swiped or stepped to (it
 * scrolls by itself until then). Read before Embla takes the row over, which puts it back at its
 * start.
 */
function slideReached(viewport: HTMLElement): number {
  const slides = slidesOf(viewport);
  const focused = slides.findIndex((slide) => slide.contains(document.activeElement));
  if (focused >= 0 || viewport.scrollLeft === 0) return focused;
  return slideInView(viewport);
}

/**
 * The keyboard's focus on a slide, or on what is in it, brings that slide in sight at once. A
 * slide focused by a tap or a drag (not :focus-visible) is where the visitor left it.
 */
function followKeyboard(viewport: HTMLElement, api: EmblaCarouselType): void {
  const slides = slidesOf(viewport);
  viewport.addEventListener("focusin", (event) => {
    const index = slides.findIndex((slide) => slide.contains(event.target as Node));
    if (index < 0 || !(event.target as Element).matches(":focus-visible")) return;
    viewport.scrollLeft = 0;
    api.scrollTo(Math.min(index, api.scrollSnapList().length - 1), true);
  });
}

/** Embla, moving the row's slides itself (the row stops scrolling on its own) and following the keyboard. */
function startEmbla(carousel: HTMLElement, viewport: HTMLElement): EmblaCarouselType {
  viewport.scrollLeft = 0;
  viewport.classList.remove("overflow-x-auto", "snap-x", "snap-mandatory");
  viewport.classList.add("overflow-hidden");
  const api = EmblaCarousel(viewport, {
    loop: carousel.hasAttribute("data-loop"),
    align: "start",
    direction: viewport.dir === "rtl" ? "rtl" : "ltr",
    // Embla follows the focus only when it comes within 10 ms of a Tab key, which a busy phone
    // misses: the focused slide then stays out of sight. followKeyboard does it instead.
    watchFocus: false,
    ...(carousel.hasAttribute("data-wide-grid")
      ? { breakpoints: { [WIDE]: { active: false } } }
      : {}),
  });
  followKeyboard(viewport, api);
  return api;
}

/** Takes one carousel over, once it comes near the screen (./script.json); it says so with data-carousel="ready". */
export function run(carousel: HTMLElement): void {
  const viewport = carousel.querySelector<HTMLElement>("[data-carousel-viewport]")!;
  const position = carousel.querySelector<HTMLElement>("[data-carousel-position]");
  const prev = carousel.querySelector<HTMLButtonElement>("[data-carousel-prev]");
  const next = carousel.querySelector<HTMLButtonElement>("[data-carousel-next]");
  const play = carousel.querySelector<HTMLButtonElement>("[data-carousel-play]");
  const autoplayMs = Number(carousel.dataset.autoplayMs ?? 0);
  const locale = carousel.dataset.numberLocale ?? document.documentElement.lang;
  // In a grid (from 768 px, where the carousel has one) every slide is in sight already.
  const isGrid = carousel.hasAttribute("data-wide-grid") && window.matchMedia(WIDE).matches;
  const reached = isGrid ? -1 : slideReached(viewport);
  // Swiped, or its buttons pressed (src/islands/loader.ts).
  const wasMoved =
    !isGrid && (viewport.scrollLeft !== 0 || viewport.hasAttribute(CAROUSEL_PRESSED));
  const api = startEmbla(carousel, viewport);

  let isPlaying = false;
  // Held from the start when the keyboard's focus came before the script.
  let isHeld = carousel.contains(document.activeElement);
  let timer: number | undefined;
  const schedule = () => {
    window.clearInterval(timer);
    if (autoplayMs && isPlaying && !isHeld)
      timer = window.setInterval(() => api.scrollNext(), autoplayMs);
  };
  const setPlaying = (playing: boolean) => {
    isPlaying = playing;
    play?.setAttribute("data-carousel-play", playing ? "playing" : "paused");
    schedule();
  };
  const sync = () => {
    if (position)
      position.textContent = carouselPosition(
        api.selectedScrollSnap(),
        api.scrollSnapList().length,
        locale,
      );
    setOff(prev, !api.canScrollPrev());
    setOff(next, !api.canScrollNext());
  };
  // A press of a button says where it brought the row; moving on by itself says nothing.
  const announce = () => announceSlide(carousel, slidesOf(viewport)[api.selectedScrollSnap()]);
  api.on("select", sync).on("reInit", sync);
  // A visitor who drags the slides has taken over: stop moving on by itself.
  api.on("pointerDown", () => setPlaying(false));
  prev?.addEventListener("click", () => (setPlaying(false), api.scrollPrev(), announce()));
  next?.addEventListener("click", () => (setPlaying(false), api.scrollNext(), announce()));
  play?.addEventListener("click", () => setPlaying(!isPlaying));
  // Held still while the pointer or keyboard focus is on it.
  carousel.addEventListener("pointerenter", () => ((isHeld = true), schedule()));
  carousel.addEventListener("pointerleave", () => ((isHeld = false), schedule()));
  carousel.addEventListener("focusin", () => ((isHeld = true), schedule()));
  carousel.addEventListener("focusout", (event) => {
    if (carousel.contains(event.relatedTarget as Node | null)) return;
    isHeld = false;
    schedule();
  });
  // A visitor who reached a slide before the script came, or moved the row back to its start,
  // stays there: no jump to a random slide. (The last slides of a row that does not loop share
  // its last stop.)
  const stops = api.scrollSnapList().length;
  if (reached >= 0) api.scrollTo(Math.min(reached, stops - 1), true);
  else if (!wasMoved && carousel.hasAttribute("data-random-start"))
    api.scrollTo(Math.floor(Math.random() * stops), true);
  sync();
  // Nor does it move on by itself for one who swiped it or pressed its buttons, as after a drag or
  // a press once it runs.
  if (autoplayMs && !wasMoved && !window.matchMedia("(prefers-reduced-motion: reduce)").matches)
    setPlaying(true);
  carousel.dataset.carousel = "ready";
}
