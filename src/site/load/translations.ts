// Where the translation of a content file lives, and how it lines up with its source file.
import type { JsonPath } from "./walk.ts";
import { isFormOfNameIn } from "./name-forms.ts";

/** The name of the language the content is written in, as site.languages lists it (English), or its code. */
export function sourceLanguageName(site: {
  defaultLanguage: string;
  languages: { code: string; name: string }[];
}): string {
  return site.languages.find((l) => l.code === site.defaultLanguage)?.name ?? site.defaultLanguage;
}

/**
 * Where the translation into `lang` of a source file lives: in the language's folder beside the
 * source language's. site.config.yaml -> content/fr/site.yaml; content/faq/en/questions.yaml ->
 * content/faq/fr/questions.yaml; content/pages/en/home.yaml -> content/pages/fr/home.yaml.
 */
export function translationFileFor(sourceFile: string, lang: string): string {
  if (sourceFile === "site.config.yaml") return `content/${lang}/site.yaml`;
  const parts = sourceFile.split("/");
  // content/<language>/<file>, or content/<collection>/<language>/<file>
  parts[parts.length - 2] = lang;
  return parts.join("/");
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A translation without what it copies unchanged from its source beyond the words: a section's
 * type, an address, an icon. The content editor writes those into each language's file (its
 * translation of a list item is the whole item); a translation holds only words, so they are set
 * aside before it is compared with its source. `part` is the translatable part of `source`.
 */
export function withoutCopies(source: unknown, part: unknown, translated: unknown): unknown {
  if (Array.isArray(translated) && Array.isArray(source))
    return translated.map((item, i) =>
      withoutCopies(source[i], Array.isArray(part) ? part[i] : undefined, item),
    );
  if (!translated || typeof translated !== "object" || !source || typeof source !== "object")
    return translated;
  const sourceObject = source as Record<string, unknown>;
  const partObject = (part && typeof part === "object" ? part : {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(translated as Record<string, unknown>).flatMap(([key, value]) =>
      !(key in partObject) && key in sourceObject && sameValue(value, sourceObject[key])
        ? []
        : [[key, withoutCopies(sourceObject[key], partObject[key], value)]],
    ),
  );
}

export interface ShapeProblem {
  path: JsonPath;
  message: string;
}

const describe = (value: unknown) =>
  Array.isArray(value)
    ? "a list"
    : value === null
      ? "nothing"
      : typeof value === "object"
        ? "a group of fields"
        : `the text "${String(value).slice(0, 40)}"`;

/**
 * Compares a translation with the translatable part of its source file. Returns what does not
 * line up (unknown fields, lists of another length, ids out of order, words where a group is
 * expected) and which source words have no translation yet.
 */
/** `sourceName` is the name of the language the content is written in, as site.languages lists it (English). */
export function compareWithSource(
  source: unknown,
  translated: unknown,
  path: JsonPath = [],
  sourceName = "English",
): { problems: ShapeProblem[]; missing: JsonPath[] } {
  const problems: ShapeProblem[] = [];
  const missing: JsonPath[] = [];
  const walk = (en: unknown, tr: unknown, at: JsonPath) => {
    if (en === undefined || en === null) {
      if (tr !== undefined && tr !== null)
        problems.push({
          path: at,
          message: `The ${sourceName} file has nothing to translate here. Remove this line.`,
        });
      return;
    }
    if (tr === undefined || tr === null || tr === "") {
      if (typeof en === "string") missing.push(at);
      else walk(en, Array.isArray(en) ? [] : {}, at);
      return;
    }
    if (typeof en === "string") {
      if (typeof tr !== "string")
        problems.push({
          path: at,
          message: `Expected words here, as in ${sourceName}, found ${describe(tr)}.`,
        });
      return;
    }
    if (Array.isArray(en)) {
      if (!Array.isArray(tr))
        return void problems.push({
          path: at,
          message: `Expected a list of ${en.length} item(s), as in ${sourceName}, found ${describe(tr)}.`,
        });
      if (tr.length > 0 && tr.length !== en.length)
        problems.push({
          path: at,
          message: `This list has ${tr.length} item(s) but the ${sourceName} one has ${en.length}. Translate each ${sourceName} item, in the same order.`,
        });
      en.forEach((item, i) => walk(item, tr[i], [...at, i]));
      return;
    }
    if (typeof tr !== "object" || Array.isArray(tr))
      return void problems.push({
        path: at,
        message: `Expected a group of fields, as in ${sourceName}, found ${describe(tr)}.`,
      });
    const enObject = en as Record<string, unknown>;
    const trObject = tr as Record<string, unknown>;
    if ("id" in enObject && "id" in trObject && trObject.id !== enObject.id)
      problems.push({
        path: [...at, "id"],
        message: `This item has the id "${String(trObject.id)}" but the ${sourceName} item here is "${String(enObject.id)}". Keep the items in the ${sourceName} order and their ids as they are.`,
      });
    for (const key of Object.keys(trObject)) {
      // A language's own form of a name (nameIn, serviceAreaIn...) needs no source one, beside that name.
      if (
        key !== "id" &&
        !(key in enObject) &&
        !(isFormOfNameIn(key, enObject) && typeof trObject[key] === "string")
      )
        problems.push({
          path: [...at, key],
          message: `"${key}" is not a field with words in the ${sourceName} file here. Remove it, or check its spelling.`,
        });
    }
    for (const [key, value] of Object.entries(enObject))
      if (key !== "id") walk(value, trObject[key], [...at, key]);
  };
  walk(source, translated, path);
  return { problems, missing };
}

/** Text that reads the same in every language: only {tokens}, numbers, signs and spaces. */
export const isLanguageNeutral = (text: string) =>
  /^[\s\d{}.$€£¥₹%+/:,–-]*$/.test(text.replace(/\{[a-zA-Z.]+\}/g, ""));
