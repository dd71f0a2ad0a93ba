// The site's routes in one language: the one place that decides a page falls back to the
// default language because its record is not translated yet.
import type { SiteContent } from "../load/site-content.ts";
import { contentIn } from "../translate/translate-content.ts";
import { localizedPath } from "../shared/localized-path.ts";
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
export function localizedRoutes(
  source: SiteContent,
  lang: string,
): { content: SiteContent; routes: LocalizedRoute[] } {
  const { languages, defaultLanguage } = source.config.value.site;
  const inLanguages = contentByLanguage(source);
  const { content } = inLanguages[lang];
  const isShownInDefault = (code: string, file: string) =>
    inLanguages[code].inSourceLanguage.has(file);
  const written = routeTable(source);
  const routes = routeTable(content).map((translated, index): LocalizedRoute => {
    const isFallback =
      translated.recordFile !== undefined && isShownInDefault(lang, translated.recordFile);
    const route = isFallback ? written[index] : translated;
    return {
      ...route,
      lang,
      localizedPath: localizedPath(route.path, lang, defaultLanguage),
      isFallback,
      alternates: languages
        .filter(
          (l) => route.recordFile === undefined || !isShownInDefault(l.code, route.recordFile),
        )
        .map((l) => ({ lang: l.code, path: localizedPath(route.path, l.code, defaultLanguage) })),
    };
  });
  return { content, routes };
}

const contentCache = new WeakMap<SiteContent, Record<string, ReturnType<typeof contentIn>>>();
/** The content in each language, with the default language's files it shows untranslated; laid over once per content. */
function contentByLanguage(source: SiteContent): Record<string, ReturnType<typeof contentIn>> {
  let found = contentCache.get(source);
  if (!found) {
    found = Object.fromEntries(
      source.config.value.site.languages.map((l) => [
        l.code,
        contentIn(source, source.translations, l.code),
      ]),
    );
    contentCache.set(source, found);
  }
  return found;
}
