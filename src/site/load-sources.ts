// Finds every content file of the site and reads it with positions. Knows the folder layout;
// knows nothing about what the files mean.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { readSource, parseYamlSource, type SourceFile } from "./source-file.ts";
import type { RecordKind } from "./schema-set.ts";

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
    .flatMap((entry) => (entry.isDirectory() ? listTree(root, `${dir}/${entry.name}`) : /\.(yaml|md)$/.test(entry.name) ? [`${dir}/${entry.name}`] : []));
}

const COLLECTIONS: [RecordKind, string, string][] = [
  ["page", "content/pages", ".yaml"],
  ["location", "content/locations", ".yaml"],
  ["service", "content/services", ".yaml"],
  ["advantage", "content/advantages", ".md"],
];

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
  return existsSync(join(root, file)) ? read(root, kind, file) : { kind, size: 0, source: parseYamlSource(file, emptyList) };
}

export function loadSources(root: string): SiteSources {
  const entries: SourceEntry[] = [read(root, "site", "site.config.yaml")];
  for (const [kind, dir, ending] of COLLECTIONS) {
    for (const file of listFiles(root, dir, ending)) entries.push(read(root, kind, file));
  }
  entries.push(readList(root, "faq", "content/faq.yaml", "questions: []\n"), readList(root, "testimonials", "content/testimonials.yaml", "testimonials: []\n"));
  const localeDir = join(root, "content/locales");
  for (const lang of existsSync(localeDir) ? readdirSync(localeDir).sort() : []) {
    for (const file of listFiles(root, `content/locales/${lang}`, ".yaml")) entries.push(read(root, "locale", file));
  }
  const translations: TranslationEntry[] = [];
  const translationDir = join(root, "content/translations");
  for (const lang of existsSync(translationDir) ? readdirSync(translationDir).sort() : []) {
    for (const file of listTree(root, `content/translations/${lang}`)) translations.push({ lang, source: read(root, "page", file).source });
  }
  return { root, entries, translations };
}
