// The site in every language it lists: translations checked against their English files,
// their coverage counted, and laid over the English content to give each language's content.
import type { Diagnostic } from "./diagnostics.ts";
import { formatPath, messages } from "./diagnostics.ts";
import { locate, type SourceFile } from "./source-file.ts";
import type { TranslationEntry } from "./load-sources.ts";
import type { Located, SiteContent } from "./site-content.ts";
import {
  translatableLeaves,
  translatablePart,
  translatableSources,
  type TranslatableKind,
} from "./translatable.ts";

export { translatableSources };
import { isFormOfNameIn, isNameForm, NAME_FORMS } from "./name-forms.ts";
import { compareWithSource, sourceLanguageName, translationFileFor } from "./translations.ts";
import { valueAt, walkStrings, type JsonPath } from "./walk.ts";
import { fieldsShownInSource, withoutFields } from "./translation-lock.ts";
import { MARKDOWN_LINK } from "./check-references.ts";
import { unlocalizedPath } from "./localized-path.ts";

/** Records may wait for their translation: they are shown in English under the language's prefix. */
const MAY_WAIT: TranslatableKind[] = ["location", "service", "advantage"];
const TOKEN = /\{[a-zA-Z]+\.[a-zA-Z]+\}/g;

export interface LanguageCoverage {
  lang: string;
  fields: number;
  translated: number;
  /** English files shown in English in this language, because they have no translation yet. */
  inSourceLanguage: string[];
}

/** The forms a language gives a counted word, as i18next picks them: key_one, key_few, key_other... */
const PLURAL_FORMS = ["zero", "one", "two", "few", "many", "other"] as const;
const PLURAL_KEY = new RegExp(`^(.+)_(${PLURAL_FORMS.join("|")})$`);

interface PluralGroup {
  /** Where the forms sit, and the key they share: review.stars for review.stars_one, review.stars_other. */
  path: JsonPath;
  base: string;
  translated: Record<string, unknown>;
}

/**
 * Takes the counted words (a key with an _other form in the source language) out of both trees,
 * since each language has its own forms of them; compareWithSource checks the rest.
 */
function withoutPluralForms(
  source: unknown,
  translated: unknown,
): { source: unknown; translated: unknown; groups: PluralGroup[] } {
  const groups: PluralGroup[] = [];
  const walk = (src: unknown, tr: unknown, path: JsonPath): [unknown, unknown] => {
    if (!src || typeof src !== "object" || Array.isArray(src)) return [src, tr];
    const srcObject = src as Record<string, unknown>;
    const trObject =
      tr && typeof tr === "object" && !Array.isArray(tr)
        ? (tr as Record<string, unknown>)
        : undefined;
    const bases = new Set(
      Object.keys(srcObject).flatMap((key) =>
        key.endsWith("_other") ? [key.slice(0, -"_other".length)] : [],
      ),
    );
    const isForm = (key: string) => bases.has(PLURAL_KEY.exec(key)?.[1] ?? "\u0000");
    const keptSource: Record<string, unknown> = {};
    const keptTranslated: Record<string, unknown> = {};
    for (const base of bases)
      groups.push({
        path,
        base,
        translated: Object.fromEntries(
          Object.entries(trObject ?? {}).filter(([key]) => PLURAL_KEY.exec(key)?.[1] === base),
        ),
      });
    for (const [key, value] of Object.entries(srcObject)) {
      if (isForm(key)) continue;
      const [s, t] = walk(value, trObject?.[key], [...path, key]);
      keptSource[key] = s;
      if (trObject && key in trObject) keptTranslated[key] = t;
    }
    for (const [key, value] of Object.entries(trObject ?? {}))
      if (!isForm(key) && !(key in srcObject)) keptTranslated[key] = value;
    return [keptSource, trObject ? keptTranslated : tr];
  };
  const [kept, keptTranslated] = walk(source, translated, []);
  return { source: kept, translated: keptTranslated, groups };
}

/** Each counted word has every form the language uses for a number (Intl.PluralRules), and no other. */
function pluralFormProblems(
  groups: PluralGroup[],
  lang: string,
  sourceName: string,
): { path: JsonPath; message: string }[] {
  const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
  const problems: { path: JsonPath; message: string }[] = [];
  for (const { path, base, translated } of groups) {
    const written = Object.keys(translated).map((key) => key.slice(base.length + 1));
    const name = formatPath([...path, base]);
    for (const form of written) {
      if (!needed.includes(form))
        problems.push({
          path: [...path, `${base}_${form}`],
          message: `"${lang}" has no "${form}" form for a count, so ${name}_${form} is never shown. Its forms are: ${needed.join(", ")}. Remove this line.`,
        });
    }
    const lacking = needed.filter((form) => !written.includes(form));
    // At the forms already written, or at their group when there are none.
    if (lacking.length)
      problems.push({
        path: written.length ? [...path, `${base}_${written.at(-1)}`] : path,
        message: `${name} is a count, which "${lang}" writes in the forms ${needed.join(", ")}. Add ${lacking.map((form) => `${base}_${form}`).join(", ")}, each with {{count}} where the number goes (the ${sourceName} file has ${base}_other).`,
      });
  }
  return problems;
}

const at = (source: SourceFile, path: JsonPath, message: string): Diagnostic => ({
  file: source.file,
  ...locate(source, path),
  path: formatPath(path),
  message,
});

/** In a Markdown body, the line of the body where `index` falls; elsewhere, the line of the field. */
function atText(
  source: SourceFile,
  path: JsonPath,
  text: string,
  index: number,
  message: string,
): Diagnostic {
  if (path[0] !== "body" || !source.bodyLine) return at(source, path, message);
  return {
    file: source.file,
    line: source.bodyLine + text.slice(0, index).split("\n").length - 1,
    col: 1,
    path: formatPath(path),
    message,
  };
}

/**
 * A translated text links where its source does: the same addresses, written as in the source
 * language, since the engine sends each language's links to its own pages. Returns the first link
 * that differs, with what to write instead.
 */
function strayLink(
  text: string,
  translated: string,
  languages: string[],
  defaultLanguage: string,
  sourceName: string,
): { index: number; message: string } | undefined {
  const wanted = [...text.matchAll(MARKDOWN_LINK)].map((m) => m[1]);
  for (const found of translated.matchAll(MARKDOWN_LINK)) {
    const href = found[1];
    if (wanted.includes(href)) continue;
    const [path, hash] = href.split("#");
    const written = unlocalizedPath(path, languages, defaultLanguage);
    const plain = written.path + (hash ? `#${hash}` : "");
    const message =
      written.lang !== defaultLanguage && wanted.includes(plain)
        ? messages.languageInLink(href, plain, written.lang)
        : `The translation links to ${href}, an address the ${sourceName} text does not link to (${wanted.join(", ") || "it has no link within the site"}). Keep each link's address exactly as in ${sourceName}; only the words in [ ] are translated.`;
    return { index: found.index, message };
  }
  return undefined;
}

/**
 * A language whose words write {business.serviceAreaIn} or {business.serviceAreaOf} gives that
 * form in its site.yaml, beside its serviceArea: otherwise its pages would show the plain name
 * where the sentence wants it declined.
 */
function serviceAreaFormsMissing(
  translations: TranslationEntry[],
  lang: string,
  site: TranslationEntry | undefined,
): Diagnostic[] {
  if (!site) return [];
  const used = new Map<string, string>();
  for (const { lang: of, source } of translations) {
    if (of !== lang) continue;
    walkStrings(source.data, (text) => {
      for (const [, form] of text.matchAll(/\{business\.(serviceArea(?:In|Of))\}/g))
        if (!used.has(form)) used.set(form, source.file);
    });
  }
  const business = (site.source.data as { business?: Record<string, unknown> } | undefined)
    ?.business;
  return [...used]
    .filter(([form]) => typeof business?.[form] !== "string")
    .map(([form, file]) =>
      at(
        site.source,
        business ? ["business"] : [],
        `${file} writes {business.${form}}, so this language needs that form of the service area: add a line "${form}: ..." under business:, beside serviceArea:, with the area as the sentence needs it (see CONTENT.md, Place names).`,
      ),
    );
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
    // The name forms (nameIn, nameOf) this language's location template uses: each translated location needs them.
    const locationTemplate = (
      byFile.get(translationFileFor("site.config.yaml", lang))?.source.data as
        { templates?: { location?: unknown } } | undefined
    )?.templates?.location;
    const formsUsed = new Set<string>();
    walkStrings(locationTemplate, (text) => {
      for (const [, form] of text.matchAll(/\{record\.([a-zA-Z]+)\}/g))
        if (isNameForm(form)) formsUsed.add(form);
    });
    for (const [kind, { source, value }] of sources) {
      const file = translationFileFor(source.file, lang);
      expected.add(file);
      const leaves = translatableLeaves(kind, value);
      row.fields += leaves.length;
      const translation = byFile.get(file);
      // A file with no words to translate (an empty list of questions) needs no translation.
      if (!translation && leaves.length === 0) continue;
      if (!translation) {
        if (MAY_WAIT.includes(kind)) row.inSourceLanguage.push(source.file);
        else
          diagnostics.push({
            file,
            line: 1,
            col: 1,
            path: "",
            message: `This file is missing. The site lists the language "${lang}" in site.config.yaml, so ${source.file} needs its translation here. Run npm run new:translation -- ${lang} to start it, then translate the words.`,
          });
        continue;
      }
      const t = translation.source;
      if (t.doc.errors.length || t.data === undefined) {
        const error = t.doc.errors[0];
        const pos = error ? t.lineCounter.linePos(error.pos[0]) : { line: 1, col: 1 };
        diagnostics.push({
          file,
          line: pos.line,
          col: pos.col,
          path: "",
          message: `This line cannot be read as YAML: ${error?.message.split("\n")[0] ?? "the file has no content"}. When a translated text contains a colon or starts with {, put it in double quotes.`,
        });
        continue;
      }
      if (kind === "location") {
        for (const form of formsUsed) {
          if (typeof (t.data as Record<string, unknown>)[form] !== "string")
            diagnostics.push({
              file,
              line: 1,
              col: 1,
              path: form,
              message: `The ${lang} location template in ${translationFileFor("site.config.yaml", lang)} uses {record.${form}}, so this place needs it: add a line "${form}: ..." with its name in that form (see CONTENT.md, Place names).`,
            });
        }
      }
      const { problems, missing } = compareWithSource(
        translatablePart(kind, value),
        t.data,
        [],
        sourceName,
      );
      for (const p of problems) diagnostics.push(at(t, p.path, p.message));
      for (const path of missing)
        diagnostics.push(
          at(
            t,
            path.slice(0, -1).length ? path.slice(0, -1) : path,
            `${formatPath(path)} has no translation. Translate the ${sourceName} words "${String(valueAt(value, path)).slice(0, 80)}".`,
          ),
        );
      for (const { path, text } of leaves) {
        const mine = valueAt(t.data, path);
        if (typeof mine !== "string" || !mine) continue;
        row.translated++;
        // {record.name} is kept too when the translation writes one of its forms ({record.nameIn}, {record.nameOf}),
        // and {business.serviceArea} when it writes {business.serviceAreaIn} or {business.serviceAreaOf}.
        const keeps = (token: string) =>
          mine.includes(token) ||
          Object.entries(NAME_FORMS).some(([form, from]) =>
            ["record", "business"].some(
              (owner) => token === `{${owner}.${from}}` && mine.includes(`{${owner}.${form}}`),
            ),
          );
        const lost = [...new Set(text.match(TOKEN) ?? [])].filter((token) => !keeps(token));
        if (lost.length)
          diagnostics.push(
            at(
              t,
              path,
              `The translation lost ${lost.join(", ")}. Keep it exactly as in ${sourceName}, wherever it fits the sentence.`,
            ),
          );
        const stray = strayLink(text, mine, listedCodes, defaultLanguage, sourceName);
        if (stray) diagnostics.push(atText(t, path, mine, stray.index, stray.message));
      }
    }
    diagnostics.push(
      ...serviceAreaFormsMissing(
        translations,
        lang,
        byFile.get(translationFileFor("site.config.yaml", lang)),
      ),
    );
    for (const [ns, { source, value }] of Object.entries(content.locales[defaultLanguage] ?? {})) {
      const mine = content.locales[lang]?.[ns];
      if (!mine) {
        diagnostics.push({
          file: `content/locales/${lang}/${ns}.yaml`,
          line: 1,
          col: 1,
          path: "",
          message: `This file is missing: the interface words of ${source.file} in "${lang}". Copy ${source.file} here and translate the words after the colons.`,
        });
        continue;
      }
      const plural = withoutPluralForms(value, mine.value);
      const { problems, missing } = compareWithSource(
        plural.source,
        plural.translated,
        [],
        sourceName,
      );
      for (const p of problems) diagnostics.push(at(mine.source, p.path, p.message));
      for (const path of missing)
        diagnostics.push(
          at(
            mine.source,
            path.slice(0, -1),
            `${formatPath(path)} has no translation. Translate "${String(valueAt(value, path))}".`,
          ),
        );
      for (const problem of pluralFormProblems(plural.groups, lang, sourceName))
        diagnostics.push(at(mine.source, problem.path, problem.message));
    }
    coverage.push(row);
  }
  for (const { lang, source } of translations) {
    if ((listed as string[]).includes(lang) && !expected.has(source.file)) {
      diagnostics.push({
        file: source.file,
        line: 1,
        col: 1,
        path: "",
        message: `No ${sourceName} file matches this translation, so it is never used. Remove it, or give it the path of its English file under content/translations/${lang}/.`,
      });
    }
  }
  return { diagnostics, coverage };
}

/** The English value with the translation laid over it: translated words where given, the rest as in English. */
export function overlay<T>(english: T, translated: unknown): T {
  if (translated === undefined || translated === null || translated === "") return english;
  if (typeof english === "string")
    return (typeof translated === "string" ? translated : english) as T;
  if (Array.isArray(english))
    return english.map((item, i) =>
      overlay(item, Array.isArray(translated) ? translated[i] : undefined),
    ) as T;
  if (english && typeof english === "object") {
    const other =
      typeof translated === "object" && !Array.isArray(translated)
        ? (translated as Record<string, unknown>)
        : {};
    const merged = Object.fromEntries(
      Object.entries(english).map(([key, value]) => [
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
  return english;
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
