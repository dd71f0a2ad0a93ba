// The site in every language it lists: translations checked against their English files,
// their coverage counted, and laid over the English content to give each language's content.
import type { Diagnostic } from "../check/diagnostics.ts";
import type { TranslationEntry } from "../load/load-sources.ts";
import type { Located, SiteContent } from "../load/site-content.ts";
import { translatableSources } from "./translatable.ts";

export { translatableSources };
import { isFormOfNameIn } from "./name-forms.ts";
import { sourceLanguageName, translationFileFor } from "./translations.ts";
import { fieldsShownInSource, withoutFields } from "./translation-lock.ts";
import { checkTranslatedFile } from "../check/check-translation-file.ts";
import { nameFormsUsed, serviceAreaFormsMissing } from "../check/check-name-forms.ts";
import { interfaceWordProblems } from "../check/check-interface-words.ts";
import {
  findLiteralFact,
  literalFactProblems,
  literalFacts,
  type LiteralFact,
} from "../check/fact-literals.ts";
import { retiredTranslationField } from "../check/check-facts.ts";
import type { JsonPath } from "../load/walk.ts";

export interface LanguageCoverage {
  lang: string;
  fields: number;
  translated: number;
  /** English files shown in English in this language, because they have no translation yet. */
  inSourceLanguage: string[];
}

/**
 * Checks every translation of the given languages (by default, every language the site lists)
 * against the English files; counts what is translated.
 */
export function checkTranslations(
  content: SiteContent,
  translations: TranslationEntry[],
  languages?: string[],
): { diagnostics: Diagnostic[]; coverage: LanguageCoverage[] } {
  const { defaultLanguage } = content.config.value.site;
  const sourceName = sourceLanguageName(content.config.value.site);
  const listedCodes = content.config.value.site.languages.map((l) => l.code);
  const listed = languages ?? listedCodes.filter((code) => code !== defaultLanguage);
  const byFile = new Map(translations.map((t) => [t.source.file, t]));
  const diagnostics: Diagnostic[] = [];
  const coverage: LanguageCoverage[] = [];
  const sources = translatableSources(content);
  const expected = new Set<string>();

  for (const lang of listed) {
    const row: LanguageCoverage = { lang, fields: 0, translated: 0, inSourceLanguage: [] };
    const language = content.config.value.site.languages.find((l) => l.code === lang);
    let facts: LiteralFact[] | undefined;
    const literal = () => (facts ??= language ? literalFacts(content, language) : []);
    const site = byFile.get(translationFileFor("site.config.yaml", lang));
    const check = {
      lang,
      sourceName,
      listedCodes,
      defaultLanguage,
      formsUsed: nameFormsUsed(site),
      retired: (path: JsonPath) => retiredTranslationField(content, path),
      writesValueOf: (text: string, token: string) =>
        findLiteralFact(
          text,
          literal().filter((fact) => fact.token === token),
        ) !== undefined,
    };
    for (const [kind, located] of sources) {
      const file = translationFileFor(located.source.file, lang);
      expected.add(file);
      const found = checkTranslatedFile(check, kind, located, byFile.get(file));
      row.fields += found.fields;
      row.translated += found.translated;
      if (found.waiting) row.inSourceLanguage.push(located.source.file);
      diagnostics.push(...found.diagnostics);
    }
    diagnostics.push(...serviceAreaFormsMissing(translations, lang, site));
    diagnostics.push(...interfaceWordProblems(content, lang, sourceName));
    if (language) diagnostics.push(...literalFactProblems(content, language, literal()));
    coverage.push(row);
  }
  diagnostics.push(...unmatchedTranslations(translations, listed, expected, sourceName));
  return { diagnostics, coverage };
}

/** Translation files of the languages checked that match no file of the content, so are never used. */
function unmatchedTranslations(
  translations: TranslationEntry[],
  listed: string[],
  expected: Set<string>,
  sourceName: string,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const { lang, source } of translations) {
    if (listed.includes(lang) && !expected.has(source.file)) {
      diagnostics.push({
        file: source.file,
        line: 1,
        col: 1,
        path: "",
        message: `No ${sourceName} file matches this translation, so it is never used. Remove it, or give it the path of its English file under content/translations/${lang}/.`,
      });
    }
  }
  return diagnostics;
}

/** The source value with the translation laid over it: translated words where given, the rest as in the source language. */
export function overlay<T>(source: T, translated: unknown): T {
  if (translated === undefined || translated === null || translated === "") return source;
  if (typeof source === "string")
    return (typeof translated === "string" ? translated : source) as T;
  if (Array.isArray(source))
    return source.map((item, i) =>
      overlay(item, Array.isArray(translated) ? translated[i] : undefined),
    ) as T;
  if (source && typeof source === "object") {
    const other =
      typeof translated === "object" && !Array.isArray(translated)
        ? (translated as Record<string, unknown>)
        : {};
    const merged = Object.fromEntries(
      Object.entries(source).map(([key, value]) => [
        key,
        key === "id" ? value : overlay(value, other[key]),
      ]),
    );
    // A language's own form of a name (nameIn, nameOf), which its English file may not have.
    for (const [key, value] of Object.entries(other))
      if (isFormOfNameIn(key, merged) && typeof value === "string" && value && !(key in merged))
        merged[key] = value;
    return merged as T;
  }
  return source;
}

/** The site's content in one language, and which English files it shows untranslated. */
export function contentIn(
  content: SiteContent,
  translations: TranslationEntry[],
  lang: string,
): { content: SiteContent; inSourceLanguage: Set<string> } {
  if (lang === content.config.value.site.defaultLanguage)
    return { content, inSourceLanguage: new Set() };
  const byFile = new Map(
    translations.filter((t) => t.lang === lang).map((t) => [t.source.file, t.source.data]),
  );
  const inSourceLanguage = new Set<string>();
  // A record with a field shown in the source language (staleTranslations: source) is shown whole in it, with the page's note.
  const stale = fieldsShownInSource(content, lang);
  const translate = <T>(located: Located<T>, isRecord = false): Located<T> => {
    let translated = byFile.get(translationFileFor(located.source.file, lang));
    const changed = stale.get(located.source.file);
    if (translated !== undefined && changed)
      translated = isRecord ? undefined : withoutFields(translated, changed);
    if (translated === undefined) inSourceLanguage.add(located.source.file);
    return { source: located.source, value: overlay(located.value, translated) };
  };
  const translateRecord = <T>(located: Located<T>) => translate(located, true);
  return {
    content: {
      ...content,
      config: translate(content.config),
      pages: content.pages.map((page) => translate(page)),
      locations: content.locations.map(translateRecord),
      services: content.services.map(translateRecord),
      advantages: content.advantages.map(translateRecord),
      faq: translate(content.faq),
    },
    inSourceLanguage,
  };
}
