// Facts are written once in site.config.yaml and referred to elsewhere as {business.phone},
// {claims.warranty} or, inside templates, {record.name}. This fills them in.
import type { SiteConfig } from "../generated/schema-types.ts";

export const TOKEN = /\{((?:business|claims|record)\.[A-Za-z]+)\}/g;

/** Fields of each record kind that templates may refer to as {record.<field>}. */
export const RECORD_FIELDS = {
  location: ["slug", "name", "region", "description"],
  service: ["slug", "title", "appliance", "summary"],
  advantage: ["slug", "title", "summary"],
} as const;

export type Facts = Record<string, string>;

export function factsOf(config: SiteConfig, record?: Record<string, unknown>): Facts {
  const facts: Facts = {};
  for (const [key, value] of Object.entries(config.business)) if (typeof value === "string") facts[`business.${key}`] = value;
  for (const [key, value] of Object.entries(config.claims)) facts[`claims.${key}`] = value;
  for (const [key, value] of Object.entries(record ?? {})) if (typeof value === "string") facts[`record.${key}`] = value;
  return facts;
}

export const knownTokens = (config: SiteConfig) => Object.keys(factsOf(config));

export function interpolate(text: string, facts: Facts): string {
  return text.replace(TOKEN, (whole, token: string) => {
    if (!(token in facts)) throw new Error(`"${whole}" is not declared; run npm run validate for details.`);
    return facts[token];
  });
}
