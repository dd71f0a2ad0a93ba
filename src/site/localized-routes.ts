// The site's routes in one language: the one place that decides a page falls back to the
// default language because its record is not translated yet.
import type { SiteContent } from "./site-content.ts";
import { contentIn } from "./translate-content.ts";
import { localizedPath } from "./localized-path.ts";
import { routeTable, type RouteEntry } from "./route-table.ts";

export interface LocalizedRoute extends RouteEntry {
  lang: string;
  /** The page's address in this language; `path` stays the default language's. */
  localizedPath: string;
  /**
   * The page's record has no translation into this language yet, so the whole page (template and
   * record) is the default language's, shown under this language's prefix.
   */
  isFallback: boolean;
  /** Every language the page is translated into, with its address there. */
  alternates: { lang: string; path: string }[];
}

/**
 * The site's routes in one language, with the content they are drawn from. This is the one place
 * that decides a page falls back to the default language; everything after it reads isFallback.
 */
export function localizedRoutes(english: SiteContent, lang: string): { content: SiteContent; routes: LocalizedRoute[] } {
  const { languages, defaultLanguage } = english.config.value.site;
  const fallbackFiles = fallbackFilesByLanguage(english);
  const { content } = contentIn(english, english.translations, lang);
  const written = routeTable(english);
  const routes = routeTable(content).map((translated, index): LocalizedRoute => {
    const isFallback = translated.recordFile !== undefined && fallbackFiles[lang].has(translated.recordFile);
    const route = isFallback ? written[index] : translated;
    return {
      ...route,
      lang,
      localizedPath: localizedPath(route.path, lang, defaultLanguage),
      isFallback,
      alternates: languages
        .filter((l) => route.recordFile === undefined || !fallbackFiles[l.code].has(route.recordFile))
        .map((l) => ({ lang: l.code, path: localizedPath(route.path, l.code, defaultLanguage) })),
    };
  });
  return { content, routes };
}

const fallbackCache = new WeakMap<SiteContent, Record<string, Set<string>>>();
/** For each language, the default language's files it shows untranslated; worked out once per content. */
function fallbackFilesByLanguage(content: SiteContent): Record<string, Set<string>> {
  let found = fallbackCache.get(content);
  if (!found) {
    found = Object.fromEntries(content.config.value.site.languages.map((l) => [l.code, contentIn(content, content.translations, l.code).inEnglish]));
    fallbackCache.set(content, found);
  }
  return found;
}
