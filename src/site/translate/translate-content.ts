// The site in one language: its translations laid over the source-language content, each field
// translated where it is (and not stale), the rest as the source language writes it. Checking the
// translations is check/check-translations.ts.
import type { TranslationEntry } from "../load/load-sources.ts";
import type { Located, SiteContent } from "../load/site-content.ts";
import { isFormOfNameIn } from "../load/name-forms.ts";
import { translationFileFor } from "../load/translations.ts";
import { fieldsShownInSource, withoutFields } from "./translation-lock.ts";

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
