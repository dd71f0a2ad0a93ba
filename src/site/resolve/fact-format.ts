// Each language writes the facts of site.config.yaml itself: Intl gives the numbers, units,
// currencies, day names and times in the language's own way and digits, and the language's
// interface words give the words around them (fact-words.ts): "$100 to $350", "100 à 350 $",
// "4개월", "۴ ماه", "de 8 h à 20 h", "오전 8시~오후 6시".
import type { OpeningHours } from "../../generated/schema-types.ts";
import { factWords, withoutMarks, type FactLanguage, type Words } from "./fact-words.ts";
import { DURATION_UNITS, factValue, isDuration, type Fact } from "./facts.ts";
import { hoursWords, timeWords } from "./hours-format.ts";
import { numberFormat } from "./intl-formats.ts";

export type { FactLanguage, FactWords } from "./fact-words.ts";

export interface FactFormat {
  fact: (fact: Fact) => string;
  hours: (hours: OpeningHours[]) => string;
  /** One time of day, "20:00", as the language writes it. */
  time: (time: string) => string;
}

type Value = number | [number, number];

/** Intl's range, with the language's words between its two ends and the words they share kept around them: "2 to 24 hours". */
function rangeWords(words: Words, format: Intl.NumberFormat, [from, to]: [number, number]) {
  const parts = format.formatRangeToParts(from, to);
  const first = parts.findIndex((part) => part.source === "startRange");
  const last = parts.findLastIndex((part) => part.source === "endRange");
  const text = (list: typeof parts) => list.map((part) => part.value).join("");
  const end = (source: string) => text(parts.filter((part) => part.source === source));
  return withoutMarks(
    text(parts.slice(0, first)) +
      words.say("range", { from: end("startRange"), to: end("endRange") }) +
      text(parts.slice(last + 1)),
  );
}

/** An amount of money, or a range that shares its sign or word where the language does (100–350 $, 100~350달러). */
function moneyWords({ locale, currency }: FactLanguage, words: Words, value: Value): string {
  const number = numberFormat(locale);
  const money = (amount: number) =>
    words.say("money", { count: amount, value: number.format(amount), amount });
  if (!Array.isArray(value)) return money(value);
  const [from, to] = value;
  const pattern = words.moneyPattern(to).trim();
  if (/^\{\{\s*amount\s*,\s*money\s*\}\}/.test(pattern)) {
    const sign = {
      style: "currency",
      currency: currency ?? "USD",
      currencyDisplay: "narrowSymbol",
    };
    return rangeWords(
      words,
      numberFormat(locale, {
        ...sign,
        maximumFractionDigits: 0,
      } as Intl.NumberFormatOptions),
      value,
    );
  }
  // A word after the number is said once, after the range: "100 to 350 dollars".
  if (pattern.startsWith("{{value}}"))
    return words.say("range", { from: number.format(from), to: money(to) });
  return words.say("range", { from: money(from), to: money(to) });
}

/** The writer of one language's facts. */
export function factFormat(language: FactLanguage): FactFormat {
  const words = factWords(language);
  const { locale } = language;
  const number = numberFormat(locale);
  const eachOrRange = (format: Intl.NumberFormat, value: Value) =>
    Array.isArray(value) ? rangeWords(words, format, value) : withoutMarks(format.format(value));
  const writers: Record<string, (value: Value, fact: Fact) => string> = {
    money: (value) => moneyWords(language, words, value),
    percent: (value) =>
      eachOrRange(
        numberFormat(locale, { style: "percent", maximumFractionDigits: 1 }),
        Array.isArray(value) ? [value[0] / 100, value[1] / 100] : value / 100,
      ),
    count: (value, fact) => {
      const written = eachOrRange(number, value);
      return fact.orMore ? words.say("orMore", { value: written }) : written;
    },
    year: (value) => numberFormat(locale, { useGrouping: false }).format(value as number),
  };
  return {
    fact: (fact) => {
      const { kind, value } = factValue(fact);
      if (!isDuration(kind)) return writers[kind](value, fact);
      const unit = { style: "unit", unit: DURATION_UNITS[kind], unitDisplay: "long" } as const;
      return eachOrRange(numberFormat(locale, unit), value);
    },
    hours: (hours) => hoursWords(language, words, hours),
    time: (time) => timeWords(language, words, time),
  };
}
