// The patterns a fact's value matches when a text writes it out (fact-literals.ts): its numbers
// in Latin or the language's digits, grouped or not, beside the signs and words of its kind
// (fact-markers.ts); the times of the opening hours on any clock and as the language writes them.
import type { OpeningHours } from "../../generated/schema-types.ts";
import { escapeRegExp as escape } from "../resolve/fact-markers.ts";
import { factValue, type Fact } from "../resolve/facts.ts";

/** A pattern compiled at its first use: most meet no text they could match. */
export interface Pattern {
  exec: (text: string) => RegExpExecArray | null;
  test: (text: string) => boolean;
}
function lazy(source: string, flags: string): Pattern {
  let compiled: RegExp | undefined;
  const pattern = () => (compiled ??= new RegExp(source, flags));
  return { exec: (text) => pattern().exec(text), test: (text) => pattern().test(text) };
}

const GAP = "[\\s\\u00a0\\u202f-]{0,2}";
/**
 * A number stands on its own: no digit (of the sets a text may use) or decimal mark before it, no
 * digit after. The sets are named rather than every digit Unicode has (\p{Nd}), which makes each
 * pattern many times slower to compile.
 */
const alone = (digits: string[]) => {
  const digit = `[${digits.join("")}]`;
  return { before: `(?<![${digits.join("")}.,٫٬])`, after: `(?!${digit}|[.,٫٬]${digit})` };
};

/** The language's ten digits, and Latin ones. */
export function digitSets(locale: string): string[] {
  const format = new Intl.NumberFormat(locale, { useGrouping: false });
  const own = Array.from({ length: 10 }, (_, d) => format.format(d)).join("");
  return [...new Set(["0123456789", own])];
}

/** A number as any text may write it: in Latin or the language's digits, its thousands grouped or not. */
function numberPattern(value: number, digits: string[]): string {
  const [whole, fraction] = String(value).split(".");
  const groupings = whole.length > 3 ? ["", ",", ".", " ", "\u00a0", "\u202f", "٬", "'"] : [""];
  const written = digits.flatMap((set) => {
    const inSet = (text: string) => text.replace(/\d/g, (d) => set[Number(d)]);
    return groupings.flatMap((separator) => {
      const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
      return fraction
        ? [".", ",", "٫"].map((mark) => inSet(`${grouped}${mark}${fraction}`))
        : [inSet(grouped)];
    });
  });
  const { before, after } = alone(digits);
  return `${before}(?:${[...new Set(written)].map(escape).join("|")})${after}`;
}

/** The signs and words of a kind, longest first; a word's stem is enough (dolla for dollars, доллар for доллара). */
const markerPattern = (markers: string[]) =>
  `(?:${[...new Set(markers)]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|")})`;

export function factPattern(fact: Fact, digits: string[], markers: Record<string, string[]>) {
  const { kind, value } = factValue(fact);
  if (kind === "year") return { find: lazy(numberPattern(value as number, digits), "u") };
  if (kind === "count") {
    const [n] = [value].flat();
    const plain = numberPattern(n, digits);
    // A small count is only itself with its "+": 15 alone says too little to be this fact.
    return { find: lazy(n >= 1000 ? plain : `${plain}\\s?\\+`, "u") };
  }
  const marker = markerPattern(markers[kind]);
  if (Array.isArray(value)) {
    const [from, to] = value.map((n) => numberPattern(n, digits));
    return {
      find: lazy(
        `(?:${marker}${GAP})?${from}[^${digits.join("")}\\n]{1,16}?${to}(?:${GAP}${marker})?`,
        "u",
      ),
      marker: lazy(marker, "u"),
    };
  }
  const number = numberPattern(value, digits);
  return { find: lazy(`${number}${GAP}${marker}|${marker}${GAP}${number}`, "u") };
}

/** The times of the opening hours as a text may write them: 8:00, 20:00, 8 a.m., 8am, and as the language writes them. */
export function timePatterns(
  hours: OpeningHours[],
  digits: string[],
  ownTime: (time: string) => string,
) {
  return hours.flatMap(({ opens, closes }) =>
    [opens, closes].map((time) => {
      const [hour, minute] = time.split(":").map(Number);
      const h12 = hour % 12 === 0 ? 12 : hour % 12;
      const mm = String(minute).padStart(2, "0");
      const inDigits = (text: string) =>
        digits.map((set) => text.replace(/\d/g, (d) => set[Number(d)]));
      const clocks = [`${hour}:${mm}`, `${String(hour).padStart(2, "0")}:${mm}`].flatMap(inDigits);
      const ampm = `${h12}${minute ? `:${mm}` : ""}\\s?(?:${hour < 12 ? "am|a\\.m\\." : "pm|p\\.m\\."})`;
      const own = inDigits(ownTime(time)).map(escape);
      return lazy(
        `${alone(digits).before}(?:${[...clocks.map(escape), ampm, ...own].join("|")})(?![${digits.join("")}]|\\p{L})`,
        "iu",
      );
    }),
  );
}
