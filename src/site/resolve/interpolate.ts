// Facts are written once in site.config.yaml and referred to elsewhere as {business.phone},
// {claims.warranty} or, inside templates, {record.name}. This fills them in.
import type { SiteConfig } from "../../generated/schema-types.ts";
import { factFormat, type FactFormat } from "./fact-format.ts";
import { isFact } from "./facts.ts";
import { withNameForms } from "../load/name-forms.ts";
import { numberLocale } from "../shared/numbers.ts";

export const TOKEN = /\{((?:business|claims|record)\.[A-Za-z]+)\}/g;

export type Facts = Record<string, string>;

/**
 * The site's facts as one language writes them, by token: its words as they are, and its typed
 * facts (claims written as { months: 4 }, the opening hours) written out by `format`, by default
 * as the site's default language writes them with no words of its own.
 */
export function siteFacts(config: SiteConfig, format?: FactFormat): Facts {
  const facts: Facts = {};
  const writer = () => (format ??= defaultFormat(config));
  // The service area's forms (serviceAreaIn, serviceAreaOf) fall back to it, as a place's name forms do.
  for (const [key, value] of Object.entries(withNameForms(config.business)))
    if (typeof value === "string") facts[`business.${key}`] = value;
  if (config.business.openingHours)
    facts["business.hours"] = writer().hours(config.business.openingHours);
  for (const [key, value] of Object.entries(config.claims ?? {}))
    facts[`claims.${key}`] = isFact(value) ? writer().fact(value) : value;
  return facts;
}

/** A record's fields as facts of a template's pages: {record.name}, with its name forms. */
export function recordFacts(record: Record<string, unknown>): Facts {
  const facts: Facts = {};
  for (const [key, value] of Object.entries(withNameForms(record)))
    if (typeof value === "string") facts[`record.${key}`] = value;
  return facts;
}

export const factsOf = (config: SiteConfig, record?: Record<string, unknown>): Facts => ({
  ...siteFacts(config),
  ...(record ? recordFacts(record) : {}),
});

function defaultFormat(config: SiteConfig): FactFormat {
  const source = config.site?.languages.find((l) => l.code === config.site.defaultLanguage);
  return factFormat({
    lang: source?.code ?? "en",
    locale: source ? numberLocale(source) : "en",
    currency: config.business.currency,
  });
}

/** Facts that must read left to right even inside right-to-left text: wrapped in a left-to-right isolate. */
const LEFT_TO_RIGHT_FACTS = ["business.phone", "business.email"];

/** The facts as right-to-left text needs them: the phone and e-mail kept whole and in order. */
export function factsForDirection(facts: Facts, dir: "ltr" | "rtl"): Facts {
  if (dir === "ltr") return facts;
  // No line break inside them either: a no-break space for spaces, a word joiner after hyphens.
  const whole = (text: string) => text.replace(/ /g, "\u00a0").replace(/-/g, "-\u2060");
  return {
    ...facts,
    ...Object.fromEntries(
      LEFT_TO_RIGHT_FACTS.filter((key) => key in facts).map((key) => [
        key,
        `\u2066${whole(facts[key])}\u2069`,
      ]),
    ),
  };
}

/** Every {business.…} and {claims.…} token a text may use. */
export const knownTokens = (config: SiteConfig) => [
  ...Object.entries(withNameForms(config.business))
    .filter(([, value]) => typeof value === "string")
    .map(([key]) => `business.${key}`),
  ...(config.business.openingHours ? ["business.hours"] : []),
  ...Object.keys(config.claims ?? {}).map((key) => `claims.${key}`),
];

export function interpolate(text: string, facts: Facts): string {
  // Most texts name no fact: returned as they are, without running the pattern.
  if (!text.includes("{")) return text;
  return text.replace(TOKEN, (whole, token: string, at: number) => {
    if (!(token in facts))
      throw new Error(`"${whole}" is not declared; run npm run validate for details.`);
    const fact = facts[token];
    // A fact that ends with its own full stop (8 a.m. to 8 p.m.) ends a sentence with it: one stop, not two.
    return fact.endsWith(".") && text[at + whole.length] === "." ? fact.slice(0, -1) : fact;
  });
}
