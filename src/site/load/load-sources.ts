// Finds every content file of the site and reads it with positions. Knows the folder layout;
// knows nothing about what the files mean.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { readSource, parseYamlSource, type SourceFile } from "./source-file.ts";
import type { RecordKind } from "./schema-set.ts";
import { COLLECTION_FOLDERS, COLLECTIONS, inLanguage, type Collection } from "./collections.ts";

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
  /** The language the source files are written in: the name of their folders. */
  sourceLanguage: string;
  entries: SourceEntry[];
  /** Each other language's folders (content/pages/fr/, content/fr/): checked against their source files, not a schema. */
  translations: TranslationEntry[];
  /** Files where the layout before 2026-11-29 kept them, each with where it goes now. */
  misplaced: { file: string; movedTo: string }[];
}

/**
 * The language the content is written in, as site.config.yaml names it (site.defaultLanguage):
 * the folder of the source files. English when the file cannot be read; the validator says why.
 */
export function sourceLanguageOf(root: string): string {
  try {
    const config = parse(readFileSync(join(root, "site.config.yaml"), "utf8")) as {
      site?: { defaultLanguage?: unknown };
    };
    const code = config?.site?.defaultLanguage;
    return typeof code === "string" && /^[A-Za-z]{2,3}(-[A-Za-z0-9]+)*$/.test(code) ? code : "en";
  } catch {
    return "en";
  }
}

const folders = (root: string, dir: string): string[] =>
  existsSync(join(root, dir))
    ? readdirSync(join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];

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

/** Every translation: each other language's folder of every translated collection. */
function translationsOf(root: string, sourceLanguage: string): TranslationEntry[] {
  const translations: TranslationEntry[] = [];
  for (const collection of Object.values(COLLECTIONS) as Collection[]) {
    const path = collection.file ?? collection.dir!;
    if (!path.includes("{lang}")) continue;
    const [parent] = path.split("/{lang}");
    for (const lang of folders(root, parent)) {
      if (lang === sourceLanguage || (parent === "content" && COLLECTION_FOLDERS.includes(lang)))
        continue;
      const files = collection.file
        ? [inLanguage(collection.file, lang)].filter((file) => existsSync(join(root, file)))
        : listFiles(root, inLanguage(collection.dir!, lang), collection.ending!);
      for (const file of files)
        translations.push({ lang, source: read(root, "page", file).source });
    }
  }
  // The translation of site.config.yaml's words, beside each language's questions.
  for (const lang of folders(root, "content"))
    if (!COLLECTION_FOLDERS.includes(lang) && lang !== sourceLanguage) {
      const file = `content/${lang}/site.yaml`;
      if (existsSync(join(root, file)))
        translations.push({ lang, source: read(root, "page", file).source });
    }
  return translations.sort((a, b) => a.source.file.localeCompare(b.source.file));
}

/** Files where the layout before 2026-11-29 kept them: a page beside the language folders, content/translations/fr/... */
function misplacedFiles(root: string, sourceLanguage: string): SiteSources["misplaced"] {
  const misplaced: SiteSources["misplaced"] = [];
  for (const collection of Object.values(COLLECTIONS) as Collection[]) {
    const path = collection.file ?? collection.dir!;
    if (!path.includes("{lang}")) continue;
    if (collection.file) {
      const before = collection.formerly;
      if (before && existsSync(join(root, before)))
        misplaced.push({ file: before, movedTo: inLanguage(path, sourceLanguage) });
    } else
      for (const file of listFiles(root, path.replace("/{lang}", ""), collection.ending!))
        misplaced.push({ file, movedTo: file.replace(/\/([^/]+)$/, `/${sourceLanguage}/$1`) });
  }
  const walk = (dir: string): string[] =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
        )
      : [];
  for (const file of walk("content/translations").sort()) {
    const [, , lang, ...rest] = file.split("/");
    const formerly = (Object.values(COLLECTIONS) as Collection[]).find(
      (c) => c.formerly === `content/${rest.join("/")}`,
    );
    const movedTo = formerly
      ? inLanguage(formerly.file!, lang)
      : rest.length === 1
        ? `content/${lang}/${rest[0]}`
        : `content/${rest[0]}/${lang}/${rest.slice(1).join("/")}`;
    misplaced.push({ file, movedTo });
  }
  return misplaced;
}

export function loadSources(root: string): SiteSources {
  const sourceLanguage = sourceLanguageOf(root);
  const entries: SourceEntry[] = [];
  for (const [kind, collection] of Object.entries(COLLECTIONS) as [RecordKind, Collection][]) {
    if (collection.file) {
      const file = inLanguage(collection.file, sourceLanguage);
      entries.push(
        collection.emptyList !== undefined
          ? readList(root, kind, file, collection.emptyList)
          : read(root, kind, file),
      );
    } else if (collection.dir?.endsWith("/*")) {
      // One folder per language (content/locales/<language>/).
      const parent = collection.dir.slice(0, -2);
      for (const lang of existsSync(join(root, parent))
        ? readdirSync(join(root, parent)).sort()
        : []) {
        for (const file of listFiles(root, `${parent}/${lang}`, collection.ending!))
          entries.push(read(root, kind, file));
      }
    } else
      for (const file of listFiles(
        root,
        inLanguage(collection.dir!, sourceLanguage),
        collection.ending!,
      ))
        entries.push(read(root, kind, file));
  }
  return {
    root,
    sourceLanguage,
    entries,
    translations: translationsOf(root, sourceLanguage),
    misplaced: misplacedFiles(root, sourceLanguage),
  };
}
