import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { resolveSite } from "../site/resolve-site.ts";
import type { PageData, SiteData } from "../site/site-data.ts";
import { fixtureContent } from "../../tests/helpers/fixture-content.ts";
import { PROJECT } from "../../tests/helpers/fixture-site.ts";
import { metaTagHtml, OPEN_GRAPH_LOCALES, socialTags, type MetaTag } from "./social-tags.ts";

// The fixture site: English and Arabic; its Napanee location is written in English only.
const content = fixtureContent();
const english = resolveSite(content, "en");
const arabic = resolveSite(content, "ar");
const pageAt = (pages: PageData[], path: string) => pages.find((p) => p.path === path)!;
const values = (tags: MetaTag[], key: string) => tags.filter((t) => t.key === key).map((t) => t.content);
const value = (tags: MetaTag[], key: string) => {
  const found = values(tags, key);
  expect(found, key).toHaveLength(1);
  return found[0];
};

describe("socialTags", () => {
  it("shares a page with its own title, description and canonical address", () => {
    const page = pageAt(arabic.pages, "/ar/services/washer-repair");
    const tags = socialTags(arabic.site, page);
    expect(value(tags, "og:type")).toBe("website");
    expect(value(tags, "og:site_name")).toBe("Lakeshore Appliance Service");
    expect(value(tags, "og:title")).toBe(page.title);
    expect(value(tags, "og:description")).toBe(page.description);
    expect(value(tags, "og:url")).toBe("https://lakeshore.example/ar/services/washer-repair");
    expect(tags.every((t) => (t.key.startsWith("og:") ? t.attribute === "property" : t.attribute === "name"))).toBe(true);
  });

  it("names the page's locale and the locales of its translations", () => {
    const tags = socialTags(arabic.site, pageAt(arabic.pages, "/ar"));
    expect(value(tags, "og:locale")).toBe("ar_AR");
    expect(values(tags, "og:locale:alternate")).toEqual(["en_CA"]);
    expect(value(socialTags(english.site, pageAt(english.pages, "/")), "og:locale")).toBe("en_CA");
  });

  it("has a locale of the language_TERRITORY form for every language a site may list", () => {
    // Every code the schema allows under site.languages, not only the fixture's two.
    const schema = JSON.parse(readFileSync(join(PROJECT, "schemas/site.schema.json"), "utf8"));
    const codes: string[] = schema.properties.site.properties.languages.items.properties.code.enum;
    expect(codes).toContain("ar");
    for (const code of codes) expect(OPEN_GRAPH_LOCALES[code as keyof typeof OPEN_GRAPH_LOCALES], code).toMatch(new RegExp(`^${code}_[A-Z]{2}$`));
  });

  it("offers the picture of site.config.yaml with its size, type and description, as a large card", () => {
    const tags = socialTags(english.site, pageAt(english.pages, "/about"));
    expect(value(tags, "og:image")).toBe("https://lakeshore.example/images/fixture/social-card.png");
    expect(value(tags, "og:image:type")).toBe("image/png");
    expect([value(tags, "og:image:width"), value(tags, "og:image:height")]).toEqual(["1200", "630"]);
    expect(value(tags, "og:image:alt")).toBe("Lakeshore Appliance Service");
    expect(value(tags, "twitter:card")).toBe("summary_large_image");
  });

  it("falls back to a small card without a picture when site.config.yaml names none", () => {
    const { image: _image, ...business } = english.site.business;
    const site: SiteData = { ...english.site, business };
    const tags = socialTags(site, pageAt(english.pages, "/about"));
    expect(tags.some((t) => t.key.startsWith("og:image"))).toBe(false);
    expect(value(tags, "twitter:card")).toBe("summary");
  });

  it("says what to run when the picture's size was never read", () => {
    const site: SiteData = { ...english.site, images: {} };
    expect(() => socialTags(site, pageAt(english.pages, "/"))).toThrow(/\/images\/fixture\/social-card\.png .*npm run validate/);
  });
});

describe("a page still in English under a language prefix", () => {
  it("is shared as the English page it points search engines to", () => {
    const page = pageAt(arabic.pages, "/ar/locations/napanee");
    expect(page.isInEnglish).toBe(true);
    const tags = socialTags(arabic.site, page);
    expect(value(tags, "og:url")).toBe("https://lakeshore.example/locations/napanee");
    expect(value(tags, "og:locale")).toBe("en_CA");
    expect(values(tags, "og:locale:alternate")).toEqual([]);
  });
});

describe("metaTagHtml", () => {
  it("escapes the content so no text can end the attribute", () => {
    expect(metaTagHtml({ attribute: "property", key: "og:title", content: `Fridge "repair" & <more>` })).toBe(
      `<meta property="og:title" content="Fridge &quot;repair&quot; &amp; &lt;more&gt;" />`,
    );
  });
});
