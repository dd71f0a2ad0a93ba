// The carousel's counter, drawn by the page (./carousel.tsx) and kept by its script
// (./carousel-enhance.ts), which runs without React: this module is all they share.
import { formatNumber } from "../site/numbers.ts";

/** Where the carousel is, as its counter shows it: "1 / 4", in the language's digits ("۱ / ۴"). */
export const carouselPosition = (index: number, count: number, locale: string): string => `${formatNumber(index + 1, locale)} / ${formatNumber(count, locale)}`;
