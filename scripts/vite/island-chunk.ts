// The plugin that puts the islands' code in three files of the client build, compiled eagerly, and
// names each block script's file after its folder.
import type { Plugin } from "vite";
import type { ChunkingContext, PreRenderedChunk } from "rolldown";
import { basename, dirname, resolve } from "node:path";
import { ISLAND_CHUNK, islandModules } from "../../src/site/load/section-folders.ts";

/** V8's magic comment, as the file's first line, asking it to compile every function of the file eagerly. */
const COMPILE_ALL_HINT = "//# allFunctionsCalledOnLoad";

/**
 * The islands' code, which the page's loader prefetches while the browser is idle, as three files
 * the page's code runs one per task (src/islands/page-code.ts): React, the words (i18next), and
 * the hydrator with the island blocks and what else they import (the form). Three, not a dozen:
 * every file fetched costs the page's main thread a little, and a phone a round trip at the first
 * use; and not one, since running it all in one task held a phone's main thread 100-180 ms.
 */
const GROUPS: [RegExp, string][] = [
  [/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, `${ISLAND_CHUNK}-react`],
  [
    /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
    `${ISLAND_CHUNK}-words`,
  ],
];

/** A block script's file is named after its folder (carousel-script-<hash>.js), not after script.ts. */
const chunkFileNames = (chunk: PreRenderedChunk) =>
  chunk.facadeModuleId?.endsWith("/script.ts")
    ? `assets/${basename(dirname(chunk.facadeModuleId))}-script-[hash].js`
    : "assets/[name]-[hash].js";

export function islandChunk(): Plugin {
  return {
    name: "island-chunk",
    apply: "build",
    config(_config, { isSsrBuild }) {
      if (isSsrBuild) return;
      const islands = new Set(islandModules(process.cwd()).map((file) => resolve(file)));
      /** The modules a module is imported by, statically, up to the entry or an island: what it is there for. */
      const reasons = (
        id: string,
        ctx: ChunkingContext,
        seen = new Set<string>(),
      ): { entry: boolean; island: boolean } => {
        const info = ctx.getModuleInfo(id);
        if (!info || seen.has(id)) return { entry: false, island: false };
        seen.add(id);
        if (islands.has(id)) return { entry: false, island: true };
        if (info.isEntry) return { entry: true, island: false };
        const found = info.importers.map((importer) => reasons(importer, ctx, seen));
        return { entry: found.some((f) => f.entry), island: found.some((f) => f.island) };
      };
      // Only what the islands need and the page's code does not: the page's code must never wait for this file.
      const name = (id: string, ctx: ChunkingContext) => {
        const why = reasons(id, ctx);
        if (!why.island || why.entry) return null;
        return GROUPS.find(([pattern]) => pattern.test(id))?.[1] ?? ISLAND_CHUNK;
      };
      return {
        build: {
          rolldownOptions: {
            output: {
              chunkFileNames,
              codeSplitting: {
                groups: [{ name, debugName: ISLAND_CHUNK, includeDependenciesRecursively: false }],
              },
            },
          },
        },
      };
    },
    generateBundle(_options, bundle) {
      // Nearly every function in the file runs at the island's first start, when a visitor has
      // pressed something and waits. This hint (V8's explicit compile hints) has Chromium compile
      // them all while the file is read, off the page's main thread, instead of one by one as
      // hydration first calls them. With the CPU slowed 4x, the form's hydration went from
      // 130-220 ms to 50-80 ms.
      for (const file of Object.values(bundle))
        if (file.type === "chunk" && file.name.startsWith(ISLAND_CHUNK))
          file.code = `${COMPILE_ALL_HINT}\n${file.code}`;
    },
  };
}
