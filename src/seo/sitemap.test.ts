import { describe, expect, it } from "vitest";
import { resolveSite } from "../site/resolve/resolve-site.ts";
import { fixtureContent } from "../../tests/helpers/fixture-content.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

const BASE = "https://lakeshore.example";
// The fixture site: its Napanee location is written in English only, so in Arabic it is shown in English, noindex.
const content = fixtureContent();
const languages = content.config.value.site.languages.map((l) => l.code);
const pages = languages.flatMap((code) => resolveSite(content, code).pages);
const xml = sitemapXml(BASE, pages);

/** Each <url> of the sitemap: its address and its hreflang alternates. */
const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
  loc: /<loc>([^<]*)<\/loc>/.exec(body)![1],
  alternates: [
    ...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g),
  ].map(([, lang, href]) => `${lang} ${href}`),
}));
const entry = (loc: string) => entries.find((e) => e.loc === loc);

describe("sitemapXml", () => {
  it("is a sitemap with the xhtml namespace for alternates", () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("lists every translated page of every language once, at its absolute address", () => {
    const listed = pages.filter((p) => !p.isNotFound && !p.isFallback).map((p) => BASE + p.path);
    expect(entries.map((e) => e.loc).sort()).toEqual(listed.sort());
    expect(new Set(entries.map((e) => e.loc)).size).toBe(entries.length);
    expect(entry(`${BASE}/`)).toBeDefined();
    expect(entry(`${BASE}/ar/services/washer-repair`)).toBeDefined();
  });

  it("leaves out not-found pages and pages still in English under a prefix", () => {
    expect(xml).not.toMatch(/404/);
    // Its untranslated copies point to it, and are not listed as more copies of it.
    expect(entries.filter((e) => e.loc === `${BASE}/locations/napanee`)).toHaveLength(1);
    for (const code of languages.filter((c) => c !== "en"))
      expect(xml).not.toContain(`<loc>${BASE}/${code}/locations/napanee</loc>`);
  });

  it("gives each page its translations and the English page as x-default", () => {
    expect(entry(`${BASE}/ar/contact`)!.alternates).toEqual([
      ...languages.map((code) => `${code} ${BASE}${code === "en" ? "" : `/${code}`}/contact`),
      `x-default ${BASE}/contact`,
    ]);
    expect(entry(`${BASE}/locations/napanee`)!.alternates).toEqual([
      `en ${BASE}/locations/napanee`,
      `x-default ${BASE}/locations/napanee`,
    ]);
  });
});

describe("robotsTxt", () => {
  it("lets every crawler in and names the sitemap", () => {
    expect(robotsTxt(BASE)).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://lakeshore.example/sitemap.xml\n",
    );
  });
});
