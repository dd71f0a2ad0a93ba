import { languagePrefixOf } from "../site/shared/localized-path.ts";
import type { RouteManifest } from "../site/resolve/site-data.ts";

export const NOT_FOUND_KEY = "not-found";

/** The page key for an address, accepting /about and /about/ alike. */
export function findPageKey(
  manifest: RouteManifest,
  pathname: string,
): { lang: string; key: string } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const [lang, routes] of Object.entries(manifest.routes)) {
    if (routes[path]) return { lang, key: routes[path] };
  }
  // An unknown address under a language prefix gets that language's not-found page.
  const prefix = languagePrefixOf(path);
  const lang =
    prefix && prefix !== manifest.defaultLanguage && manifest.routes[prefix]
      ? prefix
      : manifest.defaultLanguage;
  return { lang, key: NOT_FOUND_KEY };
}
