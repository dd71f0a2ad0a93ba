// A fact written out as text ("25 $" on a page, beside a coupon of 25) no longer follows
// site.config.yaml: the owner changes the coupon, and that text still says 25, in one language or
// in all. This finds a fact's current value written in a text of a language, in its digits and
// with its own signs and words for what the number is, to name the token to write instead.
import type { Language } from "../../generated/schema-types.ts";
import type { Diagnostic } from "./diagnostics.ts";
import { diagnosticInText } from "./diagnostic-at.ts";
import { factMarkers, wordsOfPattern } from "../resolve/fact-markers.ts";
import { digitSets, factPattern, timePatterns, type Pattern } from "./fact-patterns.ts";
import { factsAmong, numbersOf } from "../resolve/facts.ts";
import { languageFactFormat } from "../resolve/language-facts.ts";
import { numberLocale } from "../shared/numbers.ts";
import type { SiteContent } from "../load/site-content.ts";
import { translatableLeaves, translatableSources } from "../load/translatable.ts";
import { translationFileFor } from "../load/translations.ts";
import { valueAt } from "../load/walk.ts";

/** One fact's value as a text may write it, and the token to write instead. */
export interface LiteralFact {
  token: string;
  /** The value as the language writes it, for the message. */
  written: string;
  find: Pattern;
  /** What a match must hold besides the number, when the pattern alone cannot say (a range's sign or unit). */
  marker?: Pattern;
  /** Digits any text that writes the value holds (its last ones, in each set), to pass the others by at once. */
  digits: string[];
}

/** Each fact of the site as a text in `language` could write it literally. */
export function literalFacts(content: SiteContent, language: Language): LiteralFact[] {
  const config = content.config.value;
  const words = content.locales[language.code]?.common?.value.facts;
  // The same facts in the same words make the same patterns: npm run dev checks the site again at
  // every save, mostly of files that change neither.
  const key = JSON.stringify([
    language,
    config.claims,
    config.business.openingHours,
    config.business.currency,
    words,
  ]);
  let found = madeBefore.get(key);
  if (!found) madeBefore.set(key, (found = literalFactsOf(content, language)));
  return found;
}

const madeBefore = new Map<string, LiteralFact[]>();

function literalFactsOf(content: SiteContent, language: Language): LiteralFact[] {
  const config = content.config.value;
  const locale = numberLocale(language);
  const digits = digitSets(locale);
  const words = content.locales[language.code]?.common?.value.facts;
  const moneyWords = Object.entries(words && typeof words === "object" ? words : {})
    .filter(([key, pattern]) => /^money(_|$)/.test(key) && typeof pattern === "string")
    .flatMap(([, pattern]) => wordsOfPattern(pattern as string));
  const markers = factMarkers(locale, config.business.currency, { money: moneyWords });
  const format = languageFactFormat(content, language);
  // The last two digits of a number, in each set: "25", "۲۵"; "00" for 8,000.
  const lastDigits = (numbers: number[]) =>
    numbers.flatMap((n) =>
      digits.map((set) =>
        String(n)
          .slice(-2)
          .replace(/\d/g, (d) => set[Number(d)]),
      ),
    );
  const found: LiteralFact[] = factsAmong(config.claims).map(([name, fact]) => ({
    token: `{claims.${name}}`,
    written: format.fact(fact),
    digits: lastDigits(numbersOf(fact).slice(-1)),
    ...factPattern(fact, digits, markers),
  }));
  const { openingHours } = config.business;
  const hours = openingHours.flatMap(({ opens, closes }) =>
    [opens, closes].map((time) => Number(time.slice(0, 2))),
  );
  for (const find of timePatterns(openingHours, digits, format.time))
    found.push({
      token: "{business.hours}",
      written: format.hours(openingHours),
      digits: lastDigits([...hours, ...hours.map((hour) => hour % 12 || 12)]),
      find,
    });
  return found;
}

/**
 * The first value of a fact that `text` writes literally, with where, and every fact of that
 * value (100% may be two claims). Tokens ({claims.coupon}) are not literal.
 */
export function findLiteralFact(
  text: string,
  facts: LiteralFact[],
): { facts: LiteralFact[]; index: number } | undefined {
  // Most texts write no number at all: nothing to look for.
  if (!/\p{Nd}/u.test(text)) return undefined;
  const words = text.replace(/\{[A-Za-z.]+\}/g, (token) => " ".repeat(token.length));
  const hits = facts.flatMap((fact) => {
    if (!fact.digits.some((digits) => words.includes(digits))) return [];
    const match = fact.find.exec(words);
    return match && (!fact.marker || fact.marker.test(match[0]))
      ? [{ fact, index: match.index }]
      : [];
  });
  if (!hits.length) return undefined;
  const index = Math.min(...hits.map((hit) => hit.index));
  const first = hits.filter((hit) => hit.index === index).map((hit) => hit.fact);
  return {
    facts: first.filter((f, i) => first.findIndex((o) => o.token === f.token) === i),
    index,
  };
}

export function literalFactMessage(facts: LiteralFact[]): string {
  const [{ token, written }] = facts;
  if (token === "{business.hours}")
    return `This text writes a time of the opening hours, which each language writes from openingHours in site.config.yaml (here: ${written}). Write ${token} in place of the hours, so that they change with site.config.yaml.`;
  const tokens = facts.map((f) => f.token).join(" or ");
  return `This text writes the value of ${tokens} (here: ${written}) as words, so it would stay the same when the fact changes in site.config.yaml. Write ${tokens} in its place.`;
}

/**
 * Every text of the site in `language`, the source language's or a translation's, that writes a
 * fact's value literally: any fact in the source language, and in a translation those its source
 * text writes as a token.
 */
export function literalFactProblems(
  content: SiteContent,
  language: Language,
  facts = literalFacts(content, language),
): Diagnostic[] {
  if (!facts.length) return [];
  const isSource = language.code === content.config.value.site.defaultLanguage;
  const translations = new Map(
    content.translations
      .filter((t) => t.lang === language.code)
      .map((t) => [t.source.file, t.source]),
  );
  const problems: Diagnostic[] = [];
  for (const [kind, located] of translatableSources(content)) {
    const file = isSource
      ? located.source
      : translations.get(translationFileFor(located.source.file, language.code));
    if (!file || file.data === undefined) continue;
    for (const { path, text } of translatableLeaves(kind, located.value)) {
      const mine = isSource ? text : valueAt(file.data, path);
      if (typeof mine !== "string") continue;
      // A translation is held to the facts its source text names: its own idioms ("24시간" for 24/7)
      // are not the reply promise's 24 hours.
      const named = isSource ? facts : facts.filter((fact) => text.includes(fact.token));
      const hit = findLiteralFact(mine, named);
      if (hit)
        problems.push(diagnosticInText(file, path, mine, hit.index, literalFactMessage(hit.facts)));
    }
  }
  return problems;
}
