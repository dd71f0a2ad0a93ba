// Everything a page's <head> tells search engines and social networks: canonical address, noindex,
// hreflang alternates, Open Graph and Twitter tags, and JSON-LD.
import type { LocaleNamespace } from "../generated/schema-types.ts";
import type { PageData, SiteData } from "../site/resolve/site-data.ts";
import { escapeMarkup } from "./escape-markup.ts";
import { canonicalUrl, hreflangLinks } from "./page-urls.ts";
import { metaTagHtml, socialTags } from "./social-tags.ts";
import { jsonLdScript, structuredData } from "./structured-data.ts";

export interface HeadSource {
  site: SiteData;
  /** The site in its source language, in which the business is described on every page. */
  source: SiteData;
  page: PageData;
  /** The interface words the page was drawn with, by namespace. */
  words: Record<string, LocaleNamespace>;
}

/** The menus' word for the home page, which starts every breadcrumb trail. */
function homeLabel(words: HeadSource["words"], lang: string): string {
  const home = words.nav?.home;
  if (typeof home !== "string")
    throw new Error(
      `content/locales/${lang}/nav.yaml has no "home:" line; npm run validate lists what is missing.`,
    );
  return home;
}

export function seoHeadTags({ site, source, page, words }: HeadSource): string[] {
  // A not-found page has no address of its own to offer, share or describe.
  if (page.isNotFound) return [`<meta name="robots" content="noindex" />`];
  return [
    `<link rel="canonical" href="${escapeMarkup(canonicalUrl(site.baseUrl, page))}" />`,
    // A page still in English under a language prefix is not offered to search engines in that language.
    ...(page.isFallback ? [`<meta name="robots" content="noindex" />`] : []),
    ...hreflangLinks(site.baseUrl, page).map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}" />`,
    ),
    ...socialTags(site, page).map(metaTagHtml),
    jsonLdScript(structuredData(site, page, homeLabel(words, site.lang), source)),
  ];
}
