import { describe, expect, it } from "vitest";
import { resolveSite } from "../site/resolve-site.ts";
import type { PageData, SiteData } from "../site/site-data.ts";
import { fixtureContent } from "../../tests/helpers/fixture-content.ts";
import { internationalPhone, jsonLdScript, structuredData, type JsonLd } from "./structured-data.ts";

// The fixture site, in English and Arabic.
const content = fixtureContent();
const english = resolveSite(content, "en");
const arabic = resolveSite(content, "ar");
const pageAt = (pages: PageData[], path: string) => pages.find((p) => p.path === path)!;
const HOME = { en: "Home", ar: "الرئيسية" };
const BUSINESS_ID = "https://lakeshore.example/#business";
const BUSINESS_TYPE = content.config.value.business.schemaType ?? "LocalBusiness";

const nodes = (data: JsonLd, type: string) => data["@graph"].filter((node) => node["@type"] === type);
const only = (data: JsonLd, type: string) => {
  const found = nodes(data, type);
  expect(found, type).toHaveLength(1);
  // JSON-LD is read as loosely as a search engine reads it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return found[0] as Record<string, any>;
};
/** Every key used anywhere in the data. */
const keysOf = (value: unknown): string[] =>
  value && typeof value === "object" ? Object.entries(value).flatMap(([key, item]) => [...(Array.isArray(value) ? [] : [key]), ...keysOf(item)]) : [];

describe("internationalPhone", () => {
  it("writes a North American number as +1-AAA-BBB-CCCC, whatever its punctuation", () => {
    expect(internationalPhone("(613) 555-0188")).toBe("+1-613-555-0188");
    expect(internationalPhone("905.555.0199")).toBe("+1-905-555-0199");
    expect(internationalPhone("1 647 555 0100")).toBe("+1-647-555-0100");
  });

  it("writes another country's number with its country code and without the trunk 0", () => {
    expect(internationalPhone("+44 20 7946 0321")).toBe("+44-20-7946-0321");
    expect(internationalPhone("020 7946 0321", "44")).toBe("+44-20-7946-0321");
    expect(internationalPhone("+1 (902) 555-0177")).toBe("+1-902-555-0177");
  });
});

describe("the business", () => {
  const home = structuredData(english.site, pageAt(english.pages, "/"), HOME.en);
  const business = only(home, BUSINESS_TYPE);

  it("is one entity with a stable @id, its name, phone, address and e-mail", () => {
    expect(business).toMatchObject({
      "@id": BUSINESS_ID,
      name: "Lakeshore Appliance Service",
      url: "https://lakeshore.example/",
      telephone: "+1-613-555-0188",
      email: "desk@lakeshore.example",
      image: "https://lakeshore.example/images/fixture/social-card.png",
    });
    expect(home["@context"]).toBe("https://schema.org");
  });

  it("gives the opening hours, price range and ways to pay from site.config.yaml", () => {
    expect(business.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "09:00",
        closes: "18:00",
      },
    ]);
    expect(business.priceRange).toBe(english.site.claims.typicalCost);
    expect(business.paymentAccepted).toBe("Cash, Debit Cards, E-Transfers");
  });

  it("serves the listed cities and every location's place, each once", () => {
    const served = business.areaServed.map((area: { "@type": string; name: string }) => area.name);
    expect(business.areaServed.every((area: { "@type": string }) => area["@type"] === "City")).toBe(true);
    expect(served).toEqual(expect.arrayContaining([...english.site.business.servedCities, ...english.site.placeLinks.shown.map((l) => l.name)]));
    expect(new Set(served).size).toBe(served.length);
  });

  it("speaks the page's language and links its home page there", () => {
    const arabicBusiness = only(structuredData(arabic.site, pageAt(arabic.pages, "/ar"), HOME.ar), BUSINESS_TYPE);
    expect(arabicBusiness["@id"]).toBe(BUSINESS_ID);
    expect(arabicBusiness.url).toBe("https://lakeshore.example/ar");
    expect(arabicBusiness.paymentAccepted).toBe(arabic.site.business.payment.join(", "));
    expect(arabicBusiness.areaServed.map((area: { name: string }) => area.name)).toContain("كينغستون");
  });

  it("leaves out opening hours and the picture when site.config.yaml has none", () => {
    const { openingHours: _hours, image: _image, ...facts } = english.site.business;
    const site: SiteData = { ...english.site, business: facts };
    const bare = only(structuredData(site, pageAt(english.pages, "/"), HOME.en), BUSINESS_TYPE);
    expect(bare).not.toHaveProperty("openingHoursSpecification");
    expect(bare).not.toHaveProperty("image");
  });

  it("carries no rating or review on any page of any language", () => {
    for (const { code } of content.config.value.site.languages) {
      const { site, pages } = resolveSite(content, code);
      for (const page of pages.filter((p) => !p.isNotFound)) {
        const keys = keysOf(structuredData(site, page, "Home"));
        expect(
          keys.filter((key) => /rating|review/i.test(key)),
          page.path,
        ).toEqual([]);
      }
    }
  });
});

describe("what a page adds", () => {
  it("a service page offers a Service provided by the business, in its language", () => {
    const page = pageAt(arabic.pages, "/ar/services/washer-repair");
    const service = only(structuredData(arabic.site, page, HOME.ar), "Service");
    expect(page.record?.kind).toBe("service");
    const record = page.record!.kind === "service" ? page.record!.service : undefined;
    expect(service).toEqual({
      "@type": "Service",
      "@id": "https://lakeshore.example/ar/services/washer-repair#service",
      url: "https://lakeshore.example/ar/services/washer-repair",
      name: record!.title,
      description: record!.summary,
      image: `https://lakeshore.example${record!.image}`,
      provider: { "@id": BUSINESS_ID },
    });
  });

  it("a location page offers the business's repairs in its place and neighbourhoods", () => {
    const page = pageAt(english.pages, "/locations/kingston");
    const service = only(structuredData(english.site, page, HOME.en), "Service");
    expect(service.provider).toEqual({ "@id": BUSINESS_ID });
    expect(service.name).toBe(page.title);
    expect(service.areaServed[0]).toEqual({ "@type": "City", name: "Kingston" });
    expect(service.areaServed.slice(1).map((p: { name: string }) => p.name)).toEqual([
      "Portsmouth",
      "Cataraqui",
      "Barriefield",
      "Kingscourt",
      "Sydenham Ward",
      "Reddendale",
      "Westbrook",
    ]);
  });

  it("the home page and other top pages add nothing but the business", () => {
    for (const path of ["/", "/about", "/contact", "/advantages"]) {
      expect(
        structuredData(english.site, pageAt(english.pages, path), HOME.en)["@graph"].map((n) => n["@type"]),
        path,
      ).toEqual([BUSINESS_TYPE]);
    }
  });

  it("a nested page has breadcrumbs from home, in its language, with absolute addresses", () => {
    const trail = (site: SiteData, path: string, pages: PageData[], home: string) =>
      only(structuredData(site, pageAt(pages, path), home), "BreadcrumbList").itemListElement.map((item: Record<string, unknown>) => [
        item.position,
        item.name,
        item.item,
      ]);
    expect(trail(arabic.site, "/ar/services/washer-repair", arabic.pages, HOME.ar)).toEqual([
      [1, "الرئيسية", "https://lakeshore.example/ar"],
      [
        2,
        only(structuredData(arabic.site, pageAt(arabic.pages, "/ar/services/washer-repair"), HOME.ar), "Service").name,
        "https://lakeshore.example/ar/services/washer-repair",
      ],
    ]);
    // The FAQ page holds the articles, and the menu names it.
    expect(trail(english.site, "/advantages/rapid-solution", english.pages, HOME.en)).toEqual([
      [1, "Home", "https://lakeshore.example/"],
      [2, "FAQ", "https://lakeshore.example/advantages"],
      [
        3,
        (pageAt(english.pages, "/advantages/rapid-solution").record as { advantage: { title: string } }).advantage.title,
        "https://lakeshore.example/advantages/rapid-solution",
      ],
    ]);
    expect(trail(english.site, "/locations/napanee", english.pages, HOME.en)).toEqual([
      [1, "Home", "https://lakeshore.example/"],
      [2, "Napanee", "https://lakeshore.example/locations/napanee"],
    ]);
  });
});

describe("jsonLdScript", () => {
  it("writes a data block no text can close early, which parses back to the same data", () => {
    const data: JsonLd = { "@context": "https://schema.org", "@graph": [{ "@type": "Thing", name: "</script><script>alert(1)</script> <!-- & \u2028" }] };
    const html = jsonLdScript(data);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain("<!--");
    expect(JSON.parse(html.slice(html.indexOf(">") + 1, -"</script>".length))).toEqual(data);
  });
});
