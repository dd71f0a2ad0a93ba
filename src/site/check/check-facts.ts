// The facts of site.config.yaml: each names one kind and its number (a range from the smaller
// number up), money has a currency, a claim that writes a number in its words is a fact written
// as text (the way sites wrote them before facts had kinds), and no text writes a fact's value
// instead of its token. Each message says how to write it.
import { diagnosticAt } from "./diagnostic-at.ts";
import { escapeRegExp, factMarkers } from "../resolve/fact-markers.ts";
import { literalFactProblems } from "./fact-literals.ts";
import {
  DURATION_UNITS,
  FACT_KINDS,
  factsAmong,
  isFact,
  kindsOf,
  type Fact,
} from "../resolve/facts.ts";
import { numberLocale } from "../shared/numbers.ts";
import type { CheckContext } from "./reference-context.ts";
import type { SiteContent } from "../load/site-content.ts";
import type { JsonPath } from "../load/walk.ts";
import { list } from "./wording.ts";

const KIND_WORDS: Record<string, string> = {
  money: "an amount of money",
  percent: "a percentage",
  count: "a count",
  year: "a year",
};
/** Names as a sentence lists them: a, b and c. */
const andList = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names.join("");
const kindWords = (kind: string) => KIND_WORDS[kind] ?? `a length of time in ${kind}`;

function shapeProblems(name: string, fact: Fact): [JsonPath, string][] {
  const at: JsonPath = ["claims", name];
  const kinds = kindsOf(fact);
  if (kinds.length === 0)
    return [
      [
        at,
        `This fact names no kind. Write its kind and its number, for example { months: 4 } or { money: 25 }. The kinds are ${list(FACT_KINDS)}.`,
      ],
    ];
  if (kinds.length > 1)
    return [
      [
        at,
        `This fact names ${kinds.length} kinds, ${andList(kinds)}. A fact is one number, or one range, of one kind: keep one of them.`,
      ],
    ];
  const [kind] = kinds;
  const value = fact[kind]!;
  const problems: [JsonPath, string][] = [];
  if (fact.orMore && kind !== "count")
    problems.push([
      [...at, "orMore"],
      `orMore goes with a count, as in { count: 8000, orMore: true }, written 8,000+. Remove it from ${kindWords(kind)}.`,
    ]);
  if (fact.orMore && Array.isArray(value))
    problems.push([
      [...at, "orMore"],
      "A range already says how far it goes. Remove orMore, or write one number.",
    ]);
  if (Array.isArray(value) && value[0] >= value[1])
    problems.push([
      [...at, kind],
      value[0] === value[1]
        ? `Both ends of this range are ${value[0]}. Write the one number: ${kind}: ${value[0]}.`
        : `A range goes from the smaller number to the larger. Write [${value[1]}, ${value[0]}].`,
    ]);
  return problems;
}

/** How a fact is written, as an editor types it: { money: [100, 350] }, { count: 8000, orMore: true }. */
const written = (fact: Record<string, unknown>) =>
  `{ ${Object.entries(fact)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? `[${value.join(", ")}]` : value}`)
    .join(", ")} }`;

const NUMBER = "(\\d[\\d,]*(?:\\.\\d+)?)";
const TO = "\\s*(?:to|-|–|—|~)\\s*";
const toNumber = (text: string) => Number(text.replace(/,/g, ""));
const amount = (from: string, to?: string) =>
  to === undefined ? toNumber(from) : [toNumber(from), toNumber(to)];

/**
 * A claim's words that write a number of a kind, as sites wrote facts before they had kinds:
 * what the fact is, and the rest of the words. Reads English and the signs of any language,
 * and the units of time of the site's language.
 */
export function readTextFact(
  text: string,
  locale = "en",
): { fact: Record<string, unknown>; rest: string } | undefined {
  const markers = factMarkers(locale);
  const unitWords = (kind: string) =>
    [...new Set([kind.replace(/s$/, ""), ...(markers as Record<string, string[]>)[kind]])]
      .map(escapeRegExp)
      .join("|");
  const readers: [RegExp, (m: RegExpExecArray) => Record<string, unknown>][] = [
    [
      new RegExp(`[$€£¥₹]\\s?${NUMBER}(?:${TO}[$€£¥₹]?\\s?${NUMBER})?`),
      (m) => ({ money: amount(m[1], m[2]) }),
    ],
    [
      new RegExp(`${NUMBER}(?:\\s?%)?(?:${TO}${NUMBER})?\\s?(?:%|${unitWords("percent")})`, "i"),
      (m) => ({ percent: amount(m[1], m[2]) }),
    ],
    ...Object.keys(DURATION_UNITS).map(
      (kind): [RegExp, (m: RegExpExecArray) => Record<string, unknown>] => [
        new RegExp(`${NUMBER}(?:${TO}${NUMBER})?[\\s-]*(?:${unitWords(kind)})[\\p{L}]*`, "iu"),
        (m) => ({ [kind]: amount(m[1], m[2]) }),
      ],
    ),
    [new RegExp(`^${NUMBER}\\s?\\+$`), (m) => ({ count: toNumber(m[1]), orMore: true })],
    [/^((?:1[89]|2\d)\d\d)$/, (m) => ({ year: Number(m[1]) })],
  ];
  for (const [pattern, fact] of readers) {
    const found = pattern.exec(text);
    if (found)
      return {
        fact: fact(found),
        rest: (text.slice(0, found.index) + text.slice(found.index + found[0].length))
          .replace(/\s+/g, " ")
          .trim(),
      };
  }
  return undefined;
}

/** A claim written as words that holds a number: now a fact, with the way to write it. */
function textFactMessage(name: string, read: NonNullable<ReturnType<typeof readTextFact>>) {
  const kind = Object.keys(read.fact)[0];
  const rest = read.rest
    ? ` The words around the number ("${read.rest}") go into the texts that write {claims.${name}}, in each language.`
    : "";
  return `\`${name}\` is now ${kindWords(kind)}, written once with its number and written out by each language itself: write \`${name}: ${written(read.fact)}\` (see CHANGELOG.md).${rest}`;
}

/** Every fact of site.config.yaml: written right, with a currency for money, and never as words. */
export function checkFacts(ctx: CheckContext, content: SiteContent): void {
  const { source, value: config } = content.config;
  const report = (path: JsonPath, message: string) =>
    ctx.out.push(diagnosticAt(source, path, message));
  const sourceLanguage = config.site.languages.find((l) => l.code === config.site.defaultLanguage);
  const locale = sourceLanguage ? numberLocale(sourceLanguage) : "en";
  let wellWritten = true;
  for (const [name, claim] of Object.entries(config.claims ?? {})) {
    if (isFact(claim)) continue;
    const read = readTextFact(claim, locale);
    if (read) report(["claims", name], textFactMessage(name, read));
    if (read) wellWritten = false;
  }
  for (const [name, fact] of factsAmong(config.claims))
    for (const [path, message] of shapeProblems(name, fact)) {
      report(path, message);
      wellWritten = false;
    }
  const money = factsAmong(config.claims).filter(([, fact]) => fact.money !== undefined);
  if (money.length && !config.business.currency) {
    report(
      ["business"],
      `${andList(money.map(([name]) => name))} ${money.length === 1 ? "is" : "are"} money, and the business names no currency. Add a line currency: under business:, with the currency's three-letter code, for example currency: CAD for Canadian dollars.`,
    );
    wellWritten = false;
  }
  // The texts of the source language; each translation's are checked with it (translate-content.ts).
  if (wellWritten && sourceLanguage) ctx.out.push(...literalFactProblems(content, sourceLanguage));
}

/** A field a translation's site.yaml had before facts had kinds, now written once for every language. */
export function retiredTranslationField(content: SiteContent, path: JsonPath): string | undefined {
  const [group, name] = path;
  if (path.length !== 2) return undefined;
  if (group === "business" && name === "hours")
    return "The opening hours are no longer translated: each language writes them from openingHours in site.config.yaml, with the words of the facts group of its common.yaml. Delete this line.";
  const claim = group === "claims" ? content.config.value.claims?.[String(name)] : undefined;
  if (isFact(claim))
    return `\`${String(name)}\` is now a fact, written once in site.config.yaml and written out by each language itself, with the words of the facts group of its common.yaml. Delete this line, and write the words that went with the number in the texts that write {claims.${String(name)}}.`;
  return undefined;
}
