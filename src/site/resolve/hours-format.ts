// The opening hours as a language writes them: its words for every day, a run of days and the
// times (fact-words.ts), with Intl's names of days, its words for the parts of the day, and the
// language's digits: "Monday to Sunday, 8 a.m. to 8 p.m.", "7 jours sur 7, de 8 h à 20 h".
import type { OpeningHours } from "../../generated/schema-types.ts";
import type { FactLanguage, Words } from "./fact-words.ts";
import { dateFormat, numberFormat } from "./intl-formats.ts";

/** The week from Monday, as openingHours names its days. */
const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const dayDate = (day: string) => new Date(Date.UTC(2024, 0, 1 + WEEK.indexOf(day)));

/** One time of day, "20:00", in the language's words and digits. */
export function timeWords({ locale }: FactLanguage, words: Words, time: string): string {
  const [hour, minute] = time.split(":").map(Number);
  const at = new Date(Date.UTC(2024, 0, 1, hour, minute));
  const plain = numberFormat(locale, { useGrouping: false });
  const partOf = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: "UTC",
      hour: "numeric",
      hourCycle: "h12",
      ...options,
    })
      .formatToParts(at)
      .find((part) => part.type === "dayPeriod")?.value ?? "";
  const ampm = hour < 12 ? "am" : "pm";
  return words.say(minute === 0 ? "time" : "timeWithMinutes", {
    hour: plain.format(hour),
    hour12: plain.format(hour % 12 === 0 ? 12 : hour % 12),
    minute: numberFormat(locale, { minimumIntegerDigits: 2 }).format(minute),
    ampm: words.has(ampm) ? words.say(ampm) : partOf({}),
    dayPeriod: partOf({ dayPeriod: "narrow" }),
    clock: dateFormat(locale, { timeZone: "UTC", timeStyle: "short" }).format(at),
  });
}

/** The days of one group of hours: every day, runs of three days or more as a range, the rest by name. */
function daysWords({ locale }: FactLanguage, words: Words, days: string[]): string {
  const sorted = WEEK.filter((day) => days.includes(day));
  const name = (day: string, weekday: "long" | "short") =>
    dateFormat(locale, { timeZone: "UTC", weekday }).format(dayDate(day));
  const runOf = (first: string, last: string) =>
    words.say("dayRange", {
      from: name(first, "long"),
      to: name(last, "long"),
      fromShort: name(first, "short"),
      toShort: name(last, "short"),
    });
  if (sorted.length === 7 && words.has("everyDay")) return words.say("everyDay");
  const runs: string[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && WEEK.indexOf(day) === WEEK.indexOf(run.at(-1)!) + 1) run.push(day);
    else runs.push([day]);
  }
  const parts = runs.flatMap((run) =>
    run.length >= 3 ? [runOf(run[0], run.at(-1)!)] : run.map((day) => name(day, "long")),
  );
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(parts);
}

/** Every group of days with its times, as one sentence of the language. */
export function hoursWords(language: FactLanguage, words: Words, hours: OpeningHours[]): string {
  const time = (at: string) => timeWords(language, words, at);
  return new Intl.ListFormat(language.locale, { type: "conjunction" }).format(
    hours.map(({ days, opens, closes }) =>
      words.say("hours", {
        days: daysWords(language, words, days),
        times: words.say("times", { opens: time(opens), closes: time(closes) }),
      }),
    ),
  );
}
