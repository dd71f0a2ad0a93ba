// The section types that run in the browser as React islands, as their schemas declare them
// ("x-island": how each starts and the interface words it draws), generated from the folders of
// src/sections/ (src/site/section-folders.ts). Every other block is HTML only and ships no code.
import type { Section } from "../generated/schema-types.ts";
import { sectionIslands } from "../generated/section-registry.ts";
import type { StartStrategy } from "./strategies.ts";

export const ISLANDS = sectionIslands satisfies Partial<
  Record<Section["type"], { start: StartStrategy; words: readonly string[] }>
>;

export type IslandType = keyof typeof ISLANDS;
export const isIsland = (type: Section["type"]): type is IslandType => type in ISLANDS;
