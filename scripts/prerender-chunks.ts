// Which files of the client build a page's code needs: the built chunks of its source modules,
// read from Vite's manifest of the build.
import { ISLAND_CHUNK, islandModules } from "../src/site/load/section-folders.ts";

const root = process.cwd();

export type ViteManifest = Record<
  string,
  { file: string; name?: string; imports?: string[]; isEntry?: boolean }
>;

/** The built chunks of these source modules with everything they import, less what the entry already loads. */
export function chunksFor(
  manifest: ViteManifest,
  modules: string[],
  grouped: string[] = islandModules(root),
): string[] {
  // The islands' modules are all in one chunk (scripts/vite/island-chunk.ts), which the manifest names by its group.
  const islandChunk = Object.keys(manifest).find(
    (key) => key.startsWith("_") && manifest[key].name === ISLAND_CHUNK,
  );
  const keyOf = (module: string) =>
    !manifest[module] && grouped.includes(module) && islandChunk ? islandChunk : module;
  const entryChunks = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`The client build has no chunk for ${key}. Run npm run build again.`);
    if (into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryChunks);
  const chunks = new Set<string>();
  for (const module of modules) collect(keyOf(module), chunks);
  return [...chunks].filter((file) => !entryChunks.has(file));
}
