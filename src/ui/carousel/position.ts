// The carousel's counter, drawn by the page (./carousel.tsx) and kept by its script
// (./script.ts), which runs without React: this module is all they share. It formats with
// Intl itself rather than through src/site/shared/numbers.ts: the build puts that module in the islands'
// chunk, and importing it here would make a carousel fetch React.

const formats = new Map<string, Intl.NumberFormat>();

/** Where the carousel is, as its counter shows it: "1 / 4", in the language's digits ("۱ / ۴"). */
export function carouselPosition(index: number, count: number, locale: string): string {
  let format = formats.get(locale);
  if (!format)
    formats.set(locale, (format = new Intl.NumberFormat(locale, { useGrouping: false })));
  return `${format.format(index + 1)} / ${format.format(count)}`;
}
