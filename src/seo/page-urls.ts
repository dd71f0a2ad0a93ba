// The addresses search engines are given for a page: its canonical address and its hreflang
// alternates. The page's head and sitemap.xml both take them from here, so the two always agree.
import type { PageData } from "../site/resolve/site-data.ts";

export type PageAddresses = Pick<
  PageData,
  "path" | "sourcePath" | "isFallback" | "isNotFound" | "alternates"
>;

export interface HreflangLink {
  hreflang: string;
  href: string;
}

/** A page shown in English under a language prefix sends search engines to the English page. */
export const canonicalUrl = (baseUrl: string, page: PageAddresses): string =>
  baseUrl + (page.isFallback ? page.sourcePath : page.path);

/** Not-found pages and pages still in English under a language prefix stay out of search results. */
export const isIndexable = (page: PageAddresses): boolean => !page.isNotFound && !page.isFallback;

/** The page in every language it is translated into, and the English page for everyone else. */
export function hreflangLinks(baseUrl: string, page: PageAddresses): HreflangLink[] {
  if (page.isNotFound) return [];
  return [
    ...page.alternates.map((a) => ({ hreflang: a.lang, href: baseUrl + a.path })),
    { hreflang: "x-default", href: baseUrl + page.sourcePath },
  ];
}
