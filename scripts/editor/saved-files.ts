// What the content editor's save writes, and what it means for the translations. Decap CMS sends
// every language's file of an entry on each save; only those whose content changed are written,
// a language with no words yet gets no file, and a translation a person changed is recorded in its
// language's lock as made from the source words as they are now (as npm run translations -- done
// does), so its stale-translation warning is gone once its translator saves it.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { validateSite } from "../../src/site/check/validate-site.ts";
import { sourceLanguageOf } from "../../src/site/load/load-sources.ts";
import { lockedNow, readLock, writeLock } from "../../src/site/translate/translation-lock.ts";

export interface DataFile {
  path: string;
  raw: string;
  newPath?: string;
}

/** A file's fields, read as YAML or as Markdown with a front matter; undefined when unreadable. */
function fieldsOf(path: string, raw: string): unknown {
  try {
    if (!path.endsWith(".md")) return parse(raw) ?? {};
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(raw);
    if (!match) return undefined;
    const body = match[2].trim();
    return { ...(parse(match[1]) ?? {}), ...(body ? { body } : {}) };
  } catch {
    return undefined;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether a value holds words: a string anywhere but an id or a kind of section. */
function hasWords(value: unknown, key = ""): boolean {
  if (typeof value === "string") return key !== "id" && key !== "type" && value.trim() !== "";
  if (Array.isArray(value)) return value.some((item) => hasWords(item));
  if (value && typeof value === "object")
    return Object.entries(value).some(([name, item]) => hasWords(item, name));
  return false;
}

/** The language folder a file of a translated collection is in (content/pages/fr/home.yaml: fr). */
export const languageOf = (path: string) => path.split("/").at(-2) ?? "";

/** The files of a save worth writing: changed ones, and no new translation without words. */
export function filesToWrite(root: string, files: DataFile[]): DataFile[] {
  const source = sourceLanguageOf(root);
  return files.filter((file) => {
    if (file.newPath && file.newPath !== file.path) return true;
    const full = join(root, file.path);
    const now = fieldsOf(file.path, file.raw);
    if (!existsSync(full)) return languageOf(file.path) === source || hasWords(now);
    return now === undefined || !same(fieldsOf(file.path, readFileSync(full, "utf8")), now);
  });
}

/** Records the translations among `written` as made from their source's words as they are now. */
export function markTranslated(root: string, written: DataFile[]): string[] {
  const source = sourceLanguageOf(root);
  const translations = written.filter((file) => {
    const lang = languageOf(file.path);
    return lang !== source && file.path.startsWith("content/");
  });
  if (!translations.length) return [];
  const { content } = validateSite(root, { checkTranslations: false });
  if (!content) return [];
  const languages = content.config.value.site.languages.map((l) => l.code);
  const marked: string[] = [];
  for (const file of translations) {
    const lang = languageOf(file.path);
    if (!languages.includes(lang)) continue;
    const parts = file.path.split("/");
    parts[parts.length - 2] = source;
    const sourceFile = parts.join("/");
    writeLock(root, lang, lockedNow(content, lang, readLock(root, lang), [sourceFile]));
    marked.push(file.path);
  }
  return marked;
}
