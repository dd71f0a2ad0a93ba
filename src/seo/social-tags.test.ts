import { describe, expect, it } from "vitest";
import { resolveSite } from "../site/resolve/resolve-site.ts";
import type { PageData, SiteData } from "../site/resolve/site-data.ts";
import { fixtureContent } from "../../tests/helpers/fixture-content.ts";
import { metaTagHtml, openGraphLocale, socialTags, type MetaTag } from "./social-tags.ts";

// The fixture site: English and Arabic; its Napanee location is written in English only.
const content = fixtureContent();
const english = resolveSite(content, "en");
const arabic = resolveSite(content, "ar");
const pageAt = (pages: PageData[], path: string) => pages.find((p) => p.path === path)!;
const values = (tags: MetaTag[], key: string) =>
  tags.filter((t) => t.key === key).map((t) => t.content);
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
    expect(
      tags.every((t) =>
        t.key.startsWith("og:") ? t.attribute === "property" : t.attribute === "name",
      ),
    ).toBe(true);
  });

  it("names the page's locale and the locales of its translations", () => {
    const tags = socialTags(arabic.site, pageAt(arabic.pages, "/ar"));
    expect(value(tags, "og:locale")).toBe("ar_AR");
    expect(values(tags, "og:locale:alternate")).toEqual(["en_CA"]);
    expect(value(socialTags(english.site, pageAt(english.pages, "/")), "og:locale")).toBe("en_CA");
  });

  it("has a locale of the language_TERRITORY form for every language of the site", () => {
    for (const language of content.config.value.site.languages)
      expect(openGraphLocale(language), language.code).toMatch(
        new RegExp(`^${language.code}_[A-Z]{2}$`),
      );
  });

  it("takes a language's ogLocale, else the territory in its code, else the usual one, and never fails", () => {
    expect(openGraphLocale({ code: "fr", ogLocale: "fr_CA" })).toBe("fr_CA");
    expect(openGraphLocale({ code: "pt-BR" })).toBe("pt_BR");
    expect(openGraphLocale({ code: "de" })).toBe("de_DE");
    expect(openGraphLocale({ code: "zz" })).toBeUndefined();
  });

  it("offers the picture of site.config.yaml with its size, type and description, as a large card", () => {
    const tags = socialTags(english.site, pageAt(english.pages, "/about"));
    expect(value(tags, "og:image")).toBe(
      "https://lakeshore.example/images/fixture/social-card.png",
    );
    expect(value(tags, "og:image:type")).toBe("image/png");
    expect([value(tags, "og:image:width"), value(tags, "og:image:height")]).toEqual([
      "1200",
      "630",
    ]);
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
    expect(() => socialTags(site, pageAt(english.pages, "/"))).toThrow(
      /\/images\/fixture\/social-card\.png .*npm run validate/,
    );
  });
});

describe("a page still in English under a language prefix", () => {
  it("is shared as the English page it points search engines to", () => {
    const page = pageAt(arabic.pages, "/ar/locations/napanee");
    expect(page.isFallback).toBe(true);
    const tags = socialTags(arabic.site, page);
    expect(value(tags, "og:url")).toBe("https://lakeshore.example/locations/napanee");
    expect(value(tags, "og:locale")).toBe("en_CA");
    expect(values(tags, "og:locale:alternate")).toEqual([]);
  });
});

describe("metaTagHtml", () => {
  it("escapes the content so no text can end the attribute", () => {
    expect(
      metaTagHtml({ attribute: "property", key: "og:title", content: `Fridge "repair" & <more>` }),
    ).toBe(`<meta property="og:title" content="Fridge &quot;repair&quot; &amp; &lt;more&gt;" />`);
  });
});
