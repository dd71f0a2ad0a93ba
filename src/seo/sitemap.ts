// sitemap.xml and robots.txt: every page search engines should list, in every language, each with
// the same hreflang alternates its own <head> names.
import { escapeMarkup } from "./escape-markup.ts";
import { canonicalUrl, hreflangLinks, isIndexable, type PageAddresses } from "./page-urls.ts";

function urlEntry(baseUrl: string, page: PageAddresses): string {
  const alternates = hreflangLinks(baseUrl, page).map(
    ({ hreflang, href }) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}" />`,
  );
  return [
    `  <url>`,
    `    <loc>${escapeMarkup(canonicalUrl(baseUrl, page))}</loc>`,
    ...alternates,
    `  </url>`,
  ].join("\n");
}

/** `pages` are the pages of every language; the ones kept out of search results are left out. */
export function sitemapXml(baseUrl: string, pages: PageAddresses[]): string {
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...pages.filter(isIndexable).map((page) => urlEntry(baseUrl, page)),
    `</urlset>`,
    ``,
  ].join("\n");
}

/** Every crawler may read every page, and is told where the sitemap is. */
export const robotsTxt = (baseUrl: string): string =>
  `User-agent: *\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
