// The section types that run in the browser as React islands, as their schemas declare them
// ("x-island": how each starts and the interface words it draws), from the browser's registry that
// npm run generate writes (src/site/load/browser-registry.ts). Every other block is HTML only and ships
// no code, or runs a script of its own without React (the registry's blockScripts).
import type { Section } from "../generated/schema-types.ts";
import { islands } from "../generated/browser-registry.ts";
import type { StartStrategy } from "../browser/strategies.ts";

export const ISLANDS = islands satisfies Partial<
  Record<Section["type"], { start: StartStrategy; words: readonly string[] }>
>;

export type IslandType = keyof typeof ISLANDS;
export const isIsland = (type: Section["type"]): type is IslandType => type in ISLANDS;
