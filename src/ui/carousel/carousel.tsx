import { Children, isValidElement, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { SiteData } from "../../site/resolve/site-data.ts";
import { Icon } from "../icon.tsx";
import { carouselPosition } from "./position.ts";

export interface CarouselProps {
  /** The accessible name of the carousel, usually the section heading. */
  label: string;
  children: ReactNode;
  /** Width of one slide, as Tailwind classes (for example "basis-[85%] sm:basis-1/2"). */
  slideClassName: string;
  /** Slide only under 768 px; from 768 px the slides sit in this grid instead (Tailwind classes, md: prefixed). */
  wideGridClassName?: string;
  loop?: boolean;
  /** Start at a random slide once the page is running (the prerendered page starts at the first). */
  isRandomStart?: boolean;
  /** Move on by itself every so many ms, with a visible pause button. Never under reduced motion. */
  autoplayMs?: number;
  /** The page's writing direction: the slides move the way it reads. */
  dir: SiteData["dir"];
  /** The locale the page writes numbers in: the position, 1 / 4, in the language's digits. */
  numberLocale: SiteData["numberLocale"];
  /** Each slide holds a link, which takes the keyboard's focus; otherwise each slide takes it itself. */
  slidesHoldLinks?: boolean;
}

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-100 aria-disabled:cursor-default aria-disabled:opacity-40 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";

/** Play and pause in one button: the script marks it playing or paused, and it offers the other. */
function PlayButton() {
  const { t } = useTranslation();
  return (
    <button type="button" className={`group/play ${controlClass}`} data-carousel-play="paused">
      <Icon name="play" className="size-5 group-data-[carousel-play=playing]/play:hidden" />
      <Icon name="pause" className="hidden size-5 group-data-[carousel-play=playing]/play:block" />
      <span className="sr-only group-data-[carousel-play=playing]/play:hidden">
        {t("common:carousel.play")}
      </span>
      <span className="sr-only hidden group-data-[carousel-play=playing]/play:inline">
        {t("common:carousel.pause")}
      </span>
    </button>
  );
}

/**
 * The carousel's buttons and position, hidden with scripts off (the row scrolls by itself then),
 * and from 768 px on when the slides sit in a grid there. The script marks the previous and next
 * buttons off and on as the row moves (aria-disabled), keeps the position, and says it when a
 * button moved the row.
 */
function Controls({
  count,
  loop,
  autoplayMs,
  numberLocale,
  isNarrowOnly,
}: Pick<CarouselProps, "loop" | "autoplayMs" | "numberLocale"> & {
  count: number;
  isNarrowOnly: boolean;
}) {
  const { t } = useTranslation();
  const narrowOnly = isNarrowOnly ? "md:hidden" : "";
  return (
    <div
      className={`flex items-center justify-end gap-2 [@media(scripting:none)]:hidden ${narrowOnly}`}
    >
      {autoplayMs ? <PlayButton /> : null}
      <span
        className="min-w-14 text-center text-sm font-semibold tabular-nums text-slate-600 dark:text-slate-300"
        aria-hidden="true"
        data-carousel-position=""
      >
        {carouselPosition(0, count, numberLocale)}
      </span>
      {/* Where a press of the buttons moved the row, said politely; never as it moves by itself. */}
      <span className="sr-only" aria-live="polite" data-carousel-announce="" />
      {/* At an end a button stays in the tab order, saying it does nothing now: disabled, it
          would drop the keyboard's focus to the page. */}
      <button
        type="button"
        aria-disabled={loop ? undefined : true}
        className={controlClass}
        data-carousel-prev=""
      >
        <Icon name="chevron-start" className="size-5 rtl:rotate-180" />
        <span className="sr-only">{t("common:carousel.previous")}</span>
      </button>
      <button
        type="button"
        aria-disabled={count < 2 ? true : undefined}
        className={controlClass}
        data-carousel-next=""
      >
        <Icon name="chevron-end" className="size-5 rtl:rotate-180" />
        <span className="sr-only">{t("common:carousel.next")}</span>
      </button>
    </div>
  );
}

/**
 * A row of slides, a region named as a carousel. Drawn as HTML only: before its script arrives
 * (and with scripts off) the row scrolls sideways with snapping, and before it arrives its buttons
 * step the row already (./row.ts, run by the page's loader); ./script.ts then
 * moves it with Embla, by swipe, buttons or keyboard focus, and plays it when asked. What it needs
 * is in the data- attributes. Only its buttons and its slides (or their links) take the keyboard's
 * focus, the same before and after the script starts, so a script starting never takes it away.
 */
export function Carousel({
  label,
  children,
  slideClassName,
  wideGridClassName,
  loop = false,
  isRandomStart = false,
  autoplayMs,
  dir,
  numberLocale,
  slidesHoldLinks = false,
}: CarouselProps) {
  const { t } = useTranslation();
  const slides = Children.toArray(children);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("common:carousel.label", { name: label })}
      data-carousel=""
      data-loop={loop ? "" : undefined}
      data-random-start={isRandomStart ? "" : undefined}
      data-autoplay-ms={autoplayMs}
      data-wide-grid={wideGridClassName ? "" : undefined}
      data-number-locale={numberLocale}
    >
      <Controls
        count={slides.length}
        loop={loop}
        autoplayMs={autoplayMs}
        numberLocale={numberLocale}
        isNarrowOnly={!!wideGridClassName}
      />
      {/* Scrolls by itself until the script takes it over (it swaps overflow-x-auto for overflow-hidden).
          Tab moves through the slides, which scrolls the row to each (axe's scrollable-region-focusable). */}
      <div
        dir={dir}
        data-carousel-viewport=""
        className={`mt-4 snap-x snap-mandatory overflow-x-auto ${wideGridClassName ? "md:mt-0 md:overflow-visible" : ""}`}
      >
        <div
          className={`-ms-4 flex touch-pan-y ${wideGridClassName ? `md:ms-0 md:grid md:gap-4 ${wideGridClassName}` : ""}`}
        >
          {slides.map((slide, index) => (
            <div
              key={isValidElement(slide) && slide.key !== null ? slide.key : index}
              role="group"
              aria-roledescription="slide"
              aria-label={t("common:carousel.slide", { index: index + 1, count: slides.length })}
              // A slide of words alone takes the focus itself, so the keyboard reaches and scrolls to
              // it; where its row is a grid instead, the page's loader takes it out (./row.ts).
              tabIndex={slidesHoldLinks ? undefined : 0}
              data-slide-stop={slidesHoldLinks ? undefined : ""}
              className={`min-w-0 focus-visible:-outline-offset-2 shrink-0 grow-0 snap-start ps-4 ${slideClassName} ${wideGridClassName ? "md:basis-auto md:ps-0" : ""}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
