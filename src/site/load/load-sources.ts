// Finds every content file of the site and reads it with positions. Knows the folder layout;
// knows nothing about what the files mean.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { readSource, parseYamlSource, type SourceFile } from "./source-file.ts";
import type { RecordKind } from "./schema-set.ts";
import { COLLECTIONS, type Collection } from "./collections.ts";

export const MAX_CONTENT_BYTES = 256 * 1024;

export interface SourceEntry {
  kind: RecordKind;
  source: SourceFile;
  /** Oversized files are not parsed; the validator reports them. */
  size: number;
}

export interface TranslationEntry {
  lang: string;
  source: SourceFile;
}

export interface SiteSources {
  root: string;
  entries: SourceEntry[];
  /** content/translations/<language>/...: checked against their English files, not a schema. */
  translations: TranslationEntry[];
}

function listTree(root: string, dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory()
        ? listTree(root, `${dir}/${entry.name}`)
        : /\.(yaml|md)$/.test(entry.name)
          ? [`${dir}/${entry.name}`]
          : [],
    );
}

function listFiles(root: string, dir: string, ending: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir))
    .filter((name) => name.endsWith(ending) && !/\.[a-z]{2}\.(yaml|md)$/.test(name))
    .sort()
    .map((name) => `${dir}/${name}`);
}

function read(root: string, kind: RecordKind, file: string): SourceEntry {
  const size = statSync(join(root, file)).size;
  if (size > MAX_CONTENT_BYTES) return { kind, size, source: parseYamlSource(file, "") };
  return { kind, size, source: readSource(root, file) };
}

/** A list file a site may leave out (a business without questions or reviews): read as its empty list. */
function readList(root: string, kind: RecordKind, file: string, emptyList: string): SourceEntry {
  return existsSync(join(root, file))
    ? read(root, kind, file)
    : { kind, size: 0, source: parseYamlSource(file, emptyList) };
}

export function loadSources(root: string): SiteSources {
  const entries: SourceEntry[] = [];
  for (const [kind, collection] of Object.entries(COLLECTIONS) as [RecordKind, Collection][]) {
    if (collection.file)
      entries.push(
        collection.emptyList !== undefined
          ? readList(root, kind, collection.file, collection.emptyList)
          : read(root, kind, collection.file),
      );
    else if (collection.dir?.endsWith("/*")) {
      // One folder per language (content/locales/<language>/).
      const parent = collection.dir.slice(0, -2);
      for (const lang of existsSync(join(root, parent))
        ? readdirSync(join(root, parent)).sort()
        : []) {
        for (const file of listFiles(root, `${parent}/${lang}`, collection.ending!))
          entries.push(read(root, kind, file));
      }
    } else
      for (const file of listFiles(root, collection.dir!, collection.ending!))
        entries.push(read(root, kind, file));
  }
  const translations: TranslationEntry[] = [];
  const translationDir = join(root, "content/translations");
  for (const lang of existsSync(translationDir) ? readdirSync(translationDir).sort() : []) {
    for (const file of listTree(root, `content/translations/${lang}`))
      translations.push({ lang, source: read(root, "page", file).source });
  }
  return { root, entries, translations };
}
