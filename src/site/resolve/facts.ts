// A fact is a claim with a number in it, written once in site.config.yaml as its kind and value
// ({ months: 4 }, { money: [100, 350] }) rather than as words, so that each language writes it out
// itself (fact-format.ts) and a change reaches every language at once.
import type { Claim } from "../../generated/schema-types.ts";

export type Fact = Exclude<Claim, string>;

/** A length of time, each the unit Intl.NumberFormat names in the singular. */
export const DURATION_UNITS = {
  minutes: "minute",
  hours: "hour",
  days: "day",
  weeks: "week",
  months: "month",
  years: "year",
} as const;
export type DurationKind = keyof typeof DURATION_UNITS;

export const FACT_KINDS = ["money", "percent", "count", "year", ...Object.keys(DURATION_UNITS)] as [
  "money",
  "percent",
  "count",
  "year",
  ...DurationKind[],
];
export type FactKind = (typeof FACT_KINDS)[number];

export const isFact = (claim: Claim | undefined): claim is Fact =>
  typeof claim === "object" && claim !== null;

export const isDuration = (kind: FactKind): kind is DurationKind => kind in DURATION_UNITS;

/** The kinds a fact names: exactly one when it is written right (check-facts.ts says so otherwise). */
export const kindsOf = (fact: Fact): FactKind[] =>
  FACT_KINDS.filter((kind) => fact[kind] !== undefined);

/** A fact's kind and its number, or the two ends of its range. */
export function factValue(fact: Fact): { kind: FactKind; value: number | [number, number] } {
  const [kind] = kindsOf(fact);
  if (!kind) throw new Error("A fact names no kind; run npm run validate for details.");
  const value = fact[kind]!;
  return { kind, value: Array.isArray(value) ? [value[0], value[1]] : value };
}

/** Every number a fact holds: one, or both ends of its range. */
export const numbersOf = (fact: Fact): number[] => [factValue(fact).value].flat();

/** The facts among a site's claims, by name. */
export const factsAmong = (claims: Record<string, Claim> | undefined): [string, Fact][] =>
  Object.entries(claims ?? {}).filter((entry): entry is [string, Fact] => isFact(entry[1]));
