// How a language marks what a number is, read from Intl rather than listed by hand: the signs and
// words of a currency, of a percentage and of each unit of time, in every form the language gives
// them. check-facts.ts and fact-literals.ts use them to find a fact written as text.
import { DURATION_UNITS, type FactKind } from "./facts.ts";

/** Text to match as it is, inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Counts whose forms cover every plural category of the languages Intl knows. */
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 21, 22, 25, 100, 101];

/** Words and signs Intl puts beside a number formatted with `options`, in `locale`. */
function partsBeside(locale: string, options: Intl.NumberFormatOptions[], types: string[]) {
  const found = new Set<string>();
  for (const option of options) {
    const format = new Intl.NumberFormat(locale, option);
    for (const count of COUNTS)
      for (const part of format.formatToParts(count))
        if (types.includes(part.type)) found.add(part.value.trim());
  }
  return [...found].filter(Boolean);
}

/**
 * A word's stem, so that its other endings match too (доллар, доллара, долларов): a word of
 * six letters or more loses its last two. A sign (a word without letters) is kept whole.
 */
function stems(words: string[]): string[] {
  return words.flatMap((phrase) =>
    phrase.split(/\s+/).flatMap((word) => {
      if (!/\p{L}/u.test(word)) return [word];
      const letters = [...word];
      if (letters.length < 2) return [];
      return [letters.length >= 6 ? letters.slice(0, -2).join("") : word];
    }),
  );
}

/** The markers of each kind of fact in `locale`; `extraWords` adds the language's own (its money words). */
export function factMarkers(
  locale: string,
  currency = "USD",
  extraWords: Partial<Record<FactKind, string[]>> = {},
): Markers {
  const key = JSON.stringify([locale, currency, extraWords]);
  let markers = readBefore.get(key);
  if (!markers) readBefore.set(key, (markers = markersOf(locale, currency, extraWords)));
  return markers;
}

type Markers = Record<Exclude<FactKind, "count" | "year">, string[]>;
/** Reading Intl's forms costs more than keeping them: each language's, once a process. */
const readBefore = new Map<string, Markers>();

function markersOf(
  locale: string,
  currency: string,
  extraWords: Partial<Record<FactKind, string[]>>,
): Markers {
  const money = partsBeside(
    locale,
    (["symbol", "narrowSymbol", "code", "name"] as const).map((currencyDisplay) => ({
      style: "currency",
      currency,
      currencyDisplay,
    })),
    ["currency"],
  );
  const percent = partsBeside(
    locale,
    (["long", "short"] as const).map((unitDisplay) => ({
      style: "unit",
      unit: "percent",
      unitDisplay,
    })),
    ["unit", "percentSign"],
  );
  const units = Object.fromEntries(
    Object.entries(DURATION_UNITS).map(([kind, unit]) => [
      kind,
      stems(
        partsBeside(
          locale,
          (["long", "short"] as const).map((unitDisplay) => ({ style: "unit", unit, unitDisplay })),
          ["unit"],
        ),
      ),
    ]),
  ) as Record<keyof typeof DURATION_UNITS, string[]>;
  return {
    money: [...new Set([...stems([...money, ...(extraWords.money ?? [])]), "$"])],
    percent: [...new Set([...stems([...percent, ...(extraWords.percent ?? [])]), "%", "٪", "％"])],
    ...units,
  };
}

/** The language's own words in a pattern of its interface words, without the parts the site fills in: "{{value}}달러" gives 달러. */
export const wordsOfPattern = (pattern: string): string[] =>
  pattern
    .replace(/\{\{[^}]*\}\}/g, " ")
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
