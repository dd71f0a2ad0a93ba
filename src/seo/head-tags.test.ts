import { afterAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { validateSite } from "../site/validate-site.ts";
import { resolveSite } from "../site/resolve-site.ts";
import type { PageData } from "../site/site-data.ts";
import { PROJECT, siteWithFixture } from "../../tests/helpers/site-copy.ts";
import { seoHeadTags } from "./head-tags.ts";

const fixture = siteWithFixture(join(PROJECT, "tests/fixtures/site/new-location-in-english"));
afterAll(() => fixture.remove());
const content = validateSite(fixture.root).content!;
const french = resolveSite(content, "fr");
const pageAt = (path: string) => french.pages.find((p: PageData) => p.path === path)!;
const words = { nav: { home: "Accueil" } };

describe("seoHeadTags", () => {
  it("gives a translated page its canonical address, hreflang, social tags and JSON-LD, and no noindex", () => {
    const head = seoHeadTags({ site: french.site, page: pageAt("/fr/contact"), words }).join("\n");
    expect(head).toContain('<link rel="canonical" href="https://www.example.com/fr/contact" />');
    expect(head).not.toContain("noindex");
    expect(head).toContain('<link rel="alternate" hreflang="fr" href="https://www.example.com/fr/contact" />');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://www.example.com/contact" />');
    expect(head).toContain('<meta property="og:url" content="https://www.example.com/fr/contact" />');
    expect(head).toMatch(/<script type="application\/ld\+json">\{.*\}<\/script>$/);
  });

  it("keeps a page still in English out of search results and points to the English page", () => {
    const head = seoHeadTags({ site: french.site, page: pageAt("/fr/locations/king"), words }).join("\n");
    expect(head).toContain('<link rel="canonical" href="https://www.example.com/locations/king" />');
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('hreflang="fr"');
  });

  it("gives a not-found page nothing but noindex", () => {
    expect(seoHeadTags({ site: french.site, page: french.pages.find((p) => p.isNotFound)!, words })).toEqual(['<meta name="robots" content="noindex" />']);
  });

  it("names the file to fix when the word for the home page is missing", () => {
    expect(() => seoHeadTags({ site: french.site, page: pageAt("/fr/services/washer-repair"), words: { nav: {} } })).toThrow(/content\/locales\/fr\/nav\.yaml has no "home:" line/);
  });
});
