// Every translation checked against its source-language file, language by language: its fields,
// its names' forms, its interface words, facts written out as text, and fields no longer
// translated; and what share of each language is translated.
import type { Diagnostic } from "./diagnostics.ts";
import type { TranslationEntry } from "../load/load-sources.ts";
import type { SiteContent } from "../load/site-content.ts";
import { translatableSources } from "../load/translatable.ts";
import { sourceLanguageName, translationFileFor } from "../load/translations.ts";
import { checkTranslatedFile } from "./check-translation-file.ts";
import { nameFormsUsed, serviceAreaFormsMissing } from "./check-name-forms.ts";
import { interfaceWordProblems } from "./check-interface-words.ts";
import {
  findLiteralFact,
  literalFactProblems,
  literalFacts,
  type LiteralFact,
} from "./fact-literals.ts";
import { retiredTranslationField } from "./check-facts.ts";
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
        message: `No ${sourceName} file matches this translation, so it is never used. Remove it, or give it the path of its ${sourceName} file, with the folder named ${lang} in place of the ${sourceName} one.`,
      });
    }
  }
  return diagnostics;
}
