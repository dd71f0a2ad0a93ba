// What each translation was made from. Per language, content/<lang>/translated-from.lock
// records the source-language words of every translated field when it was translated or last
// checked (as gettext keeps a fuzzy entry's previous msgid, and Lingo.dev an i18n.lock). When the
// owner changes those words, the field is stale: npm run validate warns at its line in the
// translation, with the words then and now, until a translator updates it and marks it done
// (npm run translations -- done fr content/faq/en/questions.yaml). Moving items of a list, or adding a record,
// changes no field's words: list items are known by their id where they have one.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { formatPath, type Diagnostic } from "../load/diagnostic.ts";
import { locate } from "../load/source-file.ts";
import type { SiteContent } from "../load/site-content.ts";
import { translatableLeaves, translatableSources } from "../load/translatable.ts";
import { translationFileFor } from "../load/translations.ts";
import { valueAt, type JsonPath } from "../load/walk.ts";
import { describeWordChanges } from "./word-changes.ts";

export const LOCK_NAME = "translated-from.lock";
export const lockFileFor = (lang: string) => `content/${lang}/${LOCK_NAME}`;

/** Per source file, per field (fieldKey), the source-language words its translation was made from. */
export type TranslationLock = Record<string, Record<string, string>>;

/** A field's name in the lock: its path, with each list item named by its id where it has one (questions[id=warranty].answer). */
export function fieldKey(value: unknown, path: JsonPath): string {
  let key = "";
  let at: unknown = value;
  for (const segment of path) {
    if (typeof segment === "number") {
      const id = (at as Record<string, unknown>[] | undefined)?.[segment]?.id;
      key += typeof id === "string" ? `[id=${id}]` : `[${segment}]`;
    } else key += key ? `.${segment}` : segment;
    at = (at as Record<string | number, unknown> | undefined)?.[segment];
  }
  return key;
}

/** The translated fields of each source file, with their words as the source files say them now. */
function currentFields(
  content: SiteContent,
): Map<string, { key: string; path: JsonPath; text: string }[]> {
  const fields = new Map<string, { key: string; path: JsonPath; text: string }[]>();
  for (const [kind, { source, value }] of translatableSources(content))
    fields.set(
      source.file,
      translatableLeaves(kind, value).map(({ path, text }) => ({
        key: fieldKey(value, path),
        path,
        text,
      })),
    );
  return fields;
}

export function readLock(root: string, lang: string): TranslationLock {
  const file = join(root, lockFileFor(lang));
  if (!existsSync(file)) return {};
  const parsed = parse(readFileSync(file, "utf8")) as unknown;
  return parsed && typeof parsed === "object" && !Array.isArray(parsed)
    ? (parsed as TranslationLock)
    : {};
}

/**
 * The lock with the given source files (every one the language has a translation of, when none
 * is named) recorded as they are now: their translations are taken to be up to date.
 */
export function lockedNow(
  content: SiteContent,
  lang: string,
  previous: TranslationLock,
  files?: string[],
): TranslationLock {
  const translated = new Set(
    content.translations.filter((t) => t.lang === lang).map((t) => t.source.file),
  );
  const lock: TranslationLock = { ...previous };
  for (const [file, fields] of currentFields(content)) {
    if (!translated.has(translationFileFor(file, lang))) continue;
    if (files && !files.includes(file)) continue;
    lock[file] = Object.fromEntries(fields.map(({ key, text }) => [key, text]));
  }
  return Object.fromEntries(Object.entries(lock).sort(([a], [b]) => a.localeCompare(b)));
}

export function writeLock(root: string, lang: string, lock: TranslationLock): void {
  const header = [
    `# What each ${lang} translation was made from: the source-language words of every translated field`,
    "# when it was translated or last checked. Written by npm run new:translation and by",
    `# npm run translations -- done ${lang} FILE; npm run validate warns where the words have changed since.`,
  ];
  writeFileSync(
    join(root, lockFileFor(lang)),
    `${header.join("\n")}\n${stringify(lock, { lineWidth: 0 })}`,
  );
}

export interface StaleField {
  lang: string;
  /** The source file, and the translation of it. */
  sourceFile: string;
  file: string;
  path: JsonPath;
  then: string;
  now: string;
}

/** The translated fields whose source words changed since the lock recorded them. A field the lock never saw is not stale. */
export function staleFields(
  content: SiteContent,
  lang: string,
  lock: TranslationLock,
): StaleField[] {
  const translations = new Map(
    content.translations.filter((t) => t.lang === lang).map((t) => [t.source.file, t.source.data]),
  );
  const stale: StaleField[] = [];
  for (const [sourceFile, fields] of currentFields(content)) {
    const file = translationFileFor(sourceFile, lang);
    const translated = translations.get(file);
    const locked = lock[sourceFile];
    if (translated === undefined || !locked) continue;
    for (const { key, path, text } of fields) {
      const then = locked[key];
      if (then === undefined || then === text) continue;
      const mine = valueAt(translated, path);
      if (typeof mine !== "string" || !mine) continue;
      stale.push({ lang, sourceFile, file, path, then, now: text });
    }
  }
  return stale;
}

/**
 * Per source file, its fields whose translation is shown in the source language instead: the
 * stale ones, when the site says so (staleTranslations: source); none by default.
 */
export function fieldsShownInSource(content: SiteContent, lang: string): Map<string, JsonPath[]> {
  const shown = new Map<string, JsonPath[]>();
  if (content.config.value.site.staleTranslations !== "source") return shown;
  for (const field of staleFields(content, lang, content.translatedFrom[lang] ?? {}))
    shown.set(field.sourceFile, [...(shown.get(field.sourceFile) ?? []), field.path]);
  return shown;
}

/** A translation without the fields at `paths`, so that the source words show there. */
export function withoutFields(translated: unknown, paths: JsonPath[]): unknown {
  const copy = structuredClone(translated);
  for (const path of paths) {
    const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown> | undefined;
    if (parent && typeof parent === "object") delete parent[path.at(-1)!];
  }
  return copy;
}

/** A stale field as a warning at its line in the translation. */
export function staleWarning(
  content: SiteContent,
  field: StaleField,
  sourceName: string,
): Diagnostic {
  const translation = content.translations.find((t) => t.source.file === field.file)!;
  return {
    file: field.file,
    ...locate(translation.source, field.path),
    path: formatPath(field.path),
    message: `The ${sourceName} words of this field changed since it was translated. ${describeWordChanges(field.then, field.now)} Update the translation, then run npm run translations -- done ${field.lang} ${field.sourceFile}.`,
  };
}
