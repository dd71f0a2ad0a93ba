// The one map from a section's `type:` to the block that draws it, generated from the folders of
// src/sections/ (src/site/section-folders.ts) and checked here by the compiler against the union
// generated from their schemas: a schema without a block, or a block without a schema, fails
// `tsc`. Each block is its own chunk, so a page downloads only the blocks it shows: the carousel
// library comes with carousels, the e-mail provider with the forms.
import type { ComponentType } from "react";
import type { Section } from "../generated/schema-types.ts";
import type { IslandSite, PageData, SiteData } from "../site/site-data.ts";
import { sectionBlocks } from "../generated/section-registry.ts";

/**
 * What every block is drawn from, as props: its section, the site in the page's language, and
 * the page (its records, reviews, FAQ and Markdown). Blocks read no context for their data.
 */
export interface BlockProps<S extends Section = Section> {
  section: S;
  site: SiteData;
  page: PageData;
}

/**
 * What an island's block is drawn from (src/islands/): its section and the site's facts the page
 * carries for it. It reads no page, so what it draws in the browser is what it drew on the server.
 */
export interface IslandProps<S extends Section = Section> {
  section: S;
  site: IslandSite;
}

type Block<T extends Section["type"]> = ComponentType<BlockProps<Extract<Section, { type: T }>>>;

export const sectionRegistry = sectionBlocks satisfies {
  [T in Section["type"]]: () => Promise<Block<T>>;
};

const loaded = new Map<Section["type"], ComponentType<BlockProps>>();

/** Loads the blocks of these sections; drawing a page waits for this first. */
export async function loadBlocks(sections: Pick<Section, "type">[]): Promise<void> {
  const types = [...new Set(sections.map((section) => section.type))].filter(
    (type) => !loaded.has(type),
  );
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
