// Facts are written once in site.config.yaml and referred to elsewhere as {business.phone},
// {claims.warranty} or, inside templates, {record.name}. This fills them in.
import type { SiteConfig } from "../generated/schema-types.ts";
import { withNameForms } from "./name-forms.ts";

export const TOKEN = /\{((?:business|claims|record)\.[A-Za-z]+)\}/g;

export type Facts = Record<string, string>;

export function factsOf(config: SiteConfig, record?: Record<string, unknown>): Facts {
  const facts: Facts = {};
  // The service area's forms (serviceAreaIn, serviceAreaOf) fall back to it, as a place's name forms do.
  for (const [key, value] of Object.entries(withNameForms(config.business)))
    if (typeof value === "string") facts[`business.${key}`] = value;
  for (const [key, value] of Object.entries(config.claims ?? {})) facts[`claims.${key}`] = value;
  for (const [key, value] of Object.entries(record ? withNameForms(record) : {}))
    if (typeof value === "string") facts[`record.${key}`] = value;
  return facts;
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

export const knownTokens = (config: SiteConfig) => Object.keys(factsOf(config));

export function interpolate(text: string, facts: Facts): string {
  // Most texts name no fact: returned as they are, without running the pattern.
  if (!text.includes("{")) return text;
  return text.replace(TOKEN, (whole, token: string) => {
    if (!(token in facts))
      throw new Error(`"${whole}" is not declared; run npm run validate for details.`);
    return facts[token];
  });
}
