// The one map from a section's `type:` to the block that draws it, generated from the folders of
// src/sections/ (src/site/section-folders.ts) and checked here by the compiler against the union
// generated from their schemas: a schema without a block, or a block without a schema, fails
// `tsc`. Each block is its own chunk, so a page downloads only the blocks it shows: the carousel
// library comes with carousels, the e-mail provider with the forms.
import type { ComponentType } from "react";
import type { Section } from "../generated/schema-types.ts";
import type { PageData, SiteData } from "../site/site-data.ts";
import { sectionBlocks, sectionIslands } from "../generated/section-registry.ts";

/**
 * What every block is drawn from, as props: its section, the site in the page's language, and
 * the page (its records, reviews, FAQ and Markdown). Blocks read no context for their data.
 */
export interface BlockProps<S extends Section = Section> {
  section: S;
  site: SiteData;
  page: PageData;
}

type Block<T extends Section["type"]> = ComponentType<BlockProps<Extract<Section, { type: T }>>>;

export const sectionRegistry = sectionBlocks satisfies { [T in Section["type"]]: () => Promise<Block<T>> };

/**
 * The section types that run in the browser as islands (their schema's "x-island"): each is
 * hydrated as its own React root, with its section, the site's facts it needs and the interface
 * words under these keys as its props. Every other block is HTML only and ships no code; the
 * carousels and the map loader are brought to life by small DOM scripts
 * (src/ui/carousel-enhance.ts, src/sections/service-area-map/map-enhance.ts) rather than by
 * React. A type that is not a section type fails `tsc`.
 */
export const ISLANDS = sectionIslands satisfies Partial<Record<Section["type"], readonly string[]>>;

export type IslandType = keyof typeof ISLANDS;
export const isIsland = (type: Section["type"]): type is IslandType => type in ISLANDS;

const loaded = new Map<Section["type"], ComponentType<BlockProps>>();

/** Loads the blocks of these sections; drawing a page waits for this first. */
export async function loadBlocks(sections: Pick<Section, "type">[]): Promise<void> {
  const types = [...new Set(sections.map((section) => section.type))].filter((type) => !loaded.has(type));
  await Promise.all(
    types.map(async (type) => {
      const load = sectionRegistry[type] as (() => Promise<ComponentType<BlockProps>>) | undefined;
      // Validation stops unknown types before the build; reaching here means the registry and data disagree.
      if (!load) throw new Error(`No block is registered for the section type "${type}".`);
      loaded.set(type, await load());
    }),
  );
}

/** A block loadBlocks() has loaded. */
export function loadedBlock(type: Section["type"]): ComponentType<BlockProps> {
  const block = loaded.get(type);
  if (!block) throw new Error(`The block for "${type}" is drawn before loadBlocks() loaded it.`);
  return block;
}

/** Where each block's code lives, for preloading a page's chunks (the folder is named after the type). */
export const blockModule = (type: Section["type"]) => `src/sections/${type}/block.tsx`;
