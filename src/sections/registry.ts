// The one map from a section's `type:` to the block that draws it, generated from the folders of
// src/sections/ (src/site/load/section-folders.ts) and checked here by the compiler against the union
// generated from their schemas: a schema without a block, or a block without a schema, fails
// `tsc`. The server draws every block from it; the browser starts only the islands, from its own
// registry (src/generated/browser-registry.ts).
import type { ComponentType } from "react";
import type { Section } from "../generated/schema-types.ts";
import type { BlockProps } from "./block-props.ts";
import { sectionBlocks } from "../generated/section-registry.ts";

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
