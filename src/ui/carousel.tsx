import { Children, isValidElement, useCallback, useEffect, useState, type FocusEvent, type ReactNode } from "react";
import useEmblaCarousel from "embla-carousel-react";
import type { EmblaOptionsType } from "embla-carousel";
import { useTranslation } from "react-i18next";
import { useSite } from "../render/site-context.tsx";
import { Icon } from "./icon.tsx";

/** The spec's mobile breakpoint: under 768 px is a phone. */
const WIDE = "(min-width: 768px)";

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
}

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-100 disabled:opacity-40 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";

/** A row of slides moved by swipe, buttons or keyboard focus, built on Embla. */
export function Carousel({ label, children, slideClassName, wideGridClassName, loop = false, isRandomStart = false, autoplayMs }: CarouselProps) {
  const { t } = useTranslation();
  const { dir } = useSite();
  const slides = Children.toArray(children);
  const options: EmblaOptionsType = { loop, align: "start", direction: dir, ...(wideGridClassName ? { breakpoints: { [WIDE]: { active: false } } } : {}) };
  const [viewport, api] = useEmblaCarousel(options);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(slides.length);
  const [canPrev, setCanPrev] = useState(loop);
  const [canNext, setCanNext] = useState(slides.length > 1);
  const [isPlaying, setIsPlaying] = useState(false);
  const [isHeld, setIsHeld] = useState(false);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    // A visitor who drags the slides has taken over: stop moving on by itself.
    const stop = () => setIsPlaying(false);
    sync();
    api.on("select", sync).on("reInit", sync).on("pointerDown", stop);
    return () => {
      api.off("select", sync).off("reInit", sync).off("pointerDown", stop);
    };
  }, [api]);

  useEffect(() => {
    if (!api || !isRandomStart) return;
    api.scrollTo(Math.floor(Math.random() * api.scrollSnapList().length), true);
  }, [api, isRandomStart]);

  useEffect(() => {
    if (autoplayMs && !window.matchMedia("(prefers-reduced-motion: reduce)").matches) setIsPlaying(true);
  }, [autoplayMs]);

  useEffect(() => {
    if (!api || !autoplayMs || !isPlaying || isHeld) return;
    const timer = window.setInterval(() => api.scrollNext(), autoplayMs);
    return () => window.clearInterval(timer);
  }, [api, autoplayMs, isPlaying, isHeld]);

  const go = useCallback(
    (where: "prev" | "next") => {
      setIsPlaying(false);
      if (where === "prev") api?.scrollPrev();
      else api?.scrollNext();
    },
    [api],
  );
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsHeld(false);
  };

  const narrowOnly = wideGridClassName ? "md:hidden" : "";
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("common:carousel.label", { name: label })}
      data-carousel=""
      onPointerEnter={() => setIsHeld(true)}
      onPointerLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
      onBlur={onBlur}
    >
      <div className={`flex items-center justify-end gap-2 ${narrowOnly}`}>
        {autoplayMs ? (
          <button type="button" onClick={() => setIsPlaying((playing) => !playing)} className={controlClass} data-carousel-play={isPlaying ? "playing" : "paused"}>
            <Icon name={isPlaying ? "pause" : "play"} className="size-5" />
            <span className="sr-only">{t(isPlaying ? "common:carousel.pause" : "common:carousel.play")}</span>
          </button>
        ) : null}
        <span className="min-w-14 text-center text-sm font-semibold tabular-nums text-slate-600 dark:text-slate-300" aria-hidden="true" data-carousel-position="">
          {selected + 1} / {snapCount}
        </span>
        <button type="button" onClick={() => go("prev")} disabled={!canPrev} className={controlClass}>
          <Icon name="chevron-start" className="size-5 rtl:rotate-180" />
          <span className="sr-only">{t("common:carousel.previous")}</span>
        </button>
        <button type="button" onClick={() => go("next")} disabled={!canNext} className={controlClass}>
          <Icon name="chevron-end" className="size-5 rtl:rotate-180" />
          <span className="sr-only">{t("common:carousel.next")}</span>
        </button>
      </div>
      <div ref={viewport} dir={dir} className={`mt-4 overflow-hidden ${wideGridClassName ? "md:mt-0 md:overflow-visible" : ""}`}>
        <div className={`-ms-4 flex touch-pan-y ${wideGridClassName ? `md:ms-0 md:grid md:gap-4 ${wideGridClassName}` : ""}`}>
          {slides.map((slide, index) => (
            <div
              key={isValidElement(slide) && slide.key !== null ? slide.key : index}
              role="group"
              aria-roledescription="slide"
              aria-label={t("common:carousel.slide", { index: index + 1, count: slides.length })}
              className={`min-w-0 shrink-0 grow-0 ps-4 ${slideClassName} ${wideGridClassName ? "md:basis-auto md:ps-0" : ""}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
