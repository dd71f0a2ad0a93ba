import { describe, expect, it } from "vitest";
import type { PageData } from "../site/resolve/site-data.ts";
import { fixtureSite } from "../../tests/helpers/fixture-content.ts";
import { seoHeadTags } from "./head-tags.ts";

// The fixture site in Arabic: its Napanee location is written in English only, so /ar/locations/napanee is shown in English.
const arabic = fixtureSite("ar");
const source = fixtureSite("en").site;
const pageAt = (path: string) => arabic.pages.find((p: PageData) => p.path === path)!;
const words = { nav: { home: "الرئيسية" } };

describe("seoHeadTags", () => {
  it("gives a translated page its canonical address, hreflang, social tags and JSON-LD, and no noindex", () => {
    const head = seoHeadTags({
      site: arabic.site,
      source,
      page: pageAt("/ar/contact"),
      words,
    }).join("\n");
    expect(head).toContain('<link rel="canonical" href="https://lakeshore.example/ar/contact" />');
    expect(head).not.toContain("noindex");
    expect(head).toContain(
      '<link rel="alternate" hreflang="ar" href="https://lakeshore.example/ar/contact" />',
    );
    expect(head).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://lakeshore.example/contact" />',
    );
    expect(head).toContain(
      '<meta property="og:url" content="https://lakeshore.example/ar/contact" />',
    );
    expect(head).toMatch(/<script type="application\/ld\+json">\{.*\}<\/script>$/);
  });

  it("keeps a page still in English out of search results and points to the English page", () => {
    const head = seoHeadTags({
      site: arabic.site,
      source,
      page: pageAt("/ar/locations/napanee"),
      words,
    }).join("\n");
    expect(head).toContain(
      '<link rel="canonical" href="https://lakeshore.example/locations/napanee" />',
    );
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('hreflang="ar"');
  });

  it("gives a not-found page nothing but noindex", () => {
    expect(
      seoHeadTags({
        site: arabic.site,
        source,
        page: arabic.pages.find((p) => p.isNotFound)!,
        words,
      }),
    ).toEqual(['<meta name="robots" content="noindex" />']);
  });

  it("names the file to fix when the word for the home page is missing", () => {
    expect(() =>
      seoHeadTags({
        site: arabic.site,
        source,
        page: pageAt("/ar/services/washer-repair"),
        words: { nav: {} },
      }),
    ).toThrow(/content\/locales\/ar\/nav\.yaml has no "home:" line/);
  });
});
