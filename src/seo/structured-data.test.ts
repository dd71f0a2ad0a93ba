import { describe, expect, it } from "vitest";
import { resolveSite } from "../site/resolve/resolve-site.ts";
import type { PageData, SiteData } from "../site/resolve/site-data.ts";
import { fixtureContent } from "../../tests/helpers/fixture-content.ts";
import { withoutBusinessName } from "../site/resolve/page-trail.ts";
import {
  internationalPhone,
  jsonLdScript,
  structuredData,
  type JsonLd,
} from "./structured-data.ts";

// The fixture site, in English and Arabic.
const content = fixtureContent();
const english = resolveSite(content, "en");
const arabic = resolveSite(content, "ar");
const pageAt = (pages: PageData[], path: string) => pages.find((p) => p.path === path)!;
const HOME = { en: "Home", ar: "الرئيسية" };
const BUSINESS_ID = "https://lakeshore.example/#business";
const BUSINESS_TYPE = content.config.value.business.schemaType ?? "LocalBusiness";

const nodes = (data: JsonLd, type: string) =>
  data["@graph"].filter((node) => node["@type"] === type);
/** A page's JSON-LD, the business described from the source language as the build does. */
const dataOf = (site: SiteData, page: PageData, home: string) =>
  structuredData(site, page, home, english.site);
const only = (data: JsonLd, type: string) => {
  const found = nodes(data, type);
  expect(found, type).toHaveLength(1);
  // JSON-LD is read as loosely as a search engine reads it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return found[0] as Record<string, any>;
};
/** Every key used anywhere in the data. */
const keysOf = (value: unknown): string[] =>
  value && typeof value === "object"
    ? Object.entries(value).flatMap(([key, item]) => [
        ...(Array.isArray(value) ? [] : [key]),
        ...keysOf(item),
      ])
    : [];

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
  const home = dataOf(english.site, pageAt(english.pages, "/"), HOME.en);
  const business = only(home, BUSINESS_TYPE);
  const facts = english.site.business;

  it("is one entity with a stable @id, its name, phone, e-mail, logo and picture", () => {
    expect(business).toMatchObject({
      "@id": BUSINESS_ID,
      name: "Lakeshore Appliance Service",
      url: "https://lakeshore.example/",
      telephone: "+1-613-555-0188",
      email: "desk@lakeshore.example",
      // The fixture's logo is an SVG: search engines get the PNG the build draws of it.
      logo: "https://lakeshore.example/images/variants/fixture/logo-mark-logo.png",
      image: "https://lakeshore.example/images/fixture/social-card.png",
    });
    expect(home["@context"]).toBe("https://schema.org");
  });

  it("gives its address, place on the map and profiles elsewhere from site.config.yaml", () => {
    expect(business.address).toEqual({
      "@type": "PostalAddress",
      addressLocality: facts.address.locality,
      addressRegion: facts.address.region,
      postalCode: facts.address.postalCode,
      addressCountry: facts.address.country,
    });
    expect(business.geo).toEqual({
      "@type": "GeoCoordinates",
      latitude: facts.geo!.latitude,
      longitude: facts.geo!.longitude,
    });
    expect(business.sameAs).toEqual(facts.sameAs);
  });

  it("writes the street when the business gives one, and leaves out what site.config.yaml does not give", () => {
    const {
      image: _image,
      geo: _geo,
      sameAs: _sameAs,
      emergencyHours: _emergency,
      logo: _logo,
      ...rest
    } = facts;
    const site: SiteData = {
      ...english.site,
      business: { ...rest, address: { ...facts.address, street: "12 Ontario Street" } },
    };
    // As the page carries it: JSON leaves out what is undefined.
    const bare = only(
      JSON.parse(
        JSON.stringify(structuredData(site, pageAt(english.pages, "/"), HOME.en, site)),
      ) as JsonLd,
      BUSINESS_TYPE,
    );
    expect(bare.address.streetAddress).toBe("12 Ontario Street");
    for (const key of ["image", "geo", "sameAs", "contactPoint", "logo"])
      expect(bare, key).not.toHaveProperty(key);
  });

  it("gives the opening hours, and the emergency line's own hours as a contact point", () => {
    expect(business.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "09:00",
        closes: "18:00",
      },
    ]);
    expect(business.contactPoint).toEqual({
      "@type": "ContactPoint",
      contactType: "emergency",
      telephone: "+1-613-555-0188",
      hoursAvailable: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
          opens: "00:00",
          closes: "23:59",
        },
      ],
    });
  });

  it("gives the price range and ways to pay from site.config.yaml", () => {
    // The fixture's typicalCost, { money: [100, 350] } in Canadian dollars, as its source language writes it.
    expect(business.priceRange).toBe("$100 to $350");
    expect(business.paymentAccepted).toBe("Cash, Debit Cards, E-Transfers");
  });

  it("serves the listed cities and every location's place, each once, each a city unless its record says otherwise", () => {
    const served = business.areaServed.map((area: { "@type": string; name: string }) => area.name);
    const typeOf = (name: string) =>
      business.areaServed.find((area: { name: string }) => area.name === name)["@type"];
    for (const city of english.site.business.servedCities) expect(typeOf(city), city).toBe("City");
    for (const { value } of content.locations)
      expect(typeOf(value.name), value.name).toBe(value.placeType);
    // The fixture has a place of another type than a city.
    expect(new Set(content.locations.map(({ value }) => value.placeType)).size).toBeGreaterThan(1);
    expect(served).toEqual(
      expect.arrayContaining([
        ...english.site.business.servedCities,
        ...english.site.placeLinks.shown.map((l) => l.name),
      ]),
    );
    expect(new Set(served).size).toBe(served.length);
  });

  it("is the same node, word for word, on a page of another language: one identity, its home the site's", () => {
    const arabicData = dataOf(arabic.site, pageAt(arabic.pages, "/ar"), HOME.ar);
    expect(only(arabicData, BUSINESS_TYPE)).toEqual(business);
  });

  it("carries no rating or review on any page of any language", () => {
    for (const { code } of content.config.value.site.languages) {
      const { site, pages } = resolveSite(content, code);
      for (const page of pages.filter((p) => !p.isNotFound)) {
        const keys = keysOf(dataOf(site, page, "Home"));
        expect(
          keys.filter((key) => /rating|review/i.test(key)),
          page.path,
        ).toEqual([]);
      }
    }
  });
});

describe("the website", () => {
  it("is the site in the page's language, at that language's home, published by the business", () => {
    expect(
      only(dataOf(arabic.site, pageAt(arabic.pages, "/ar/about"), HOME.ar), "WebSite"),
    ).toEqual({
      "@type": "WebSite",
      "@id": "https://lakeshore.example/ar#website",
      url: "https://lakeshore.example/ar",
      name: "Lakeshore Appliance Service",
      inLanguage: "ar",
      publisher: { "@id": BUSINESS_ID },
    });
    expect(
      only(dataOf(english.site, pageAt(english.pages, "/about"), HOME.en), "WebSite"),
    ).toMatchObject({
      "@id": "https://lakeshore.example/#website",
      url: "https://lakeshore.example/",
      inLanguage: "en",
    });
  });
});

describe("what a page adds", () => {
  it("a service page offers a Service provided by the business, in its language", () => {
    const page = pageAt(arabic.pages, "/ar/services/washer-repair");
    const service = only(dataOf(arabic.site, page, HOME.ar), "Service");
    expect(page.record?.kind).toBe("service");
    const record = page.record!.kind === "service" ? page.record!.service : undefined;
    expect(service).toEqual({
      "@type": "Service",
      "@id": "https://lakeshore.example/ar/services/washer-repair#service",
      url: "https://lakeshore.example/ar/services/washer-repair",
      name: record!.title,
      serviceType: record!.title,
      description: record!.summary,
      image: `https://lakeshore.example${record!.image}`,
      provider: { "@id": BUSINESS_ID },
      areaServed: { "@type": "AdministrativeArea", name: arabic.site.business.serviceArea },
    });
  });

  it("a location page offers the business's repairs in its place and neighbourhoods", () => {
    const page = pageAt(english.pages, "/locations/kingston");
    const service = only(dataOf(english.site, page, HOME.en), "Service");
    expect(service.provider).toEqual({ "@id": BUSINESS_ID });
    // The service's own name: the page's title without the business's name after it.
    expect(page.title.endsWith(english.site.business.name)).toBe(true);
    expect(service.name).toBe(withoutBusinessName(page.title, english.site.business.name));
    expect(service.name).not.toContain(english.site.business.name);
    expect(page.title.startsWith(service.name)).toBe(true);
    expect(service.serviceType).toEqual(english.site.services.map((s) => s.title));
    expect(service.areaServed[0]).toEqual({ "@type": "City", name: "Kingston" });
    const napanee = only(
      dataOf(english.site, pageAt(english.pages, "/locations/napanee"), HOME.en),
      "Service",
    );
    expect(napanee.areaServed[0]).toEqual({ "@type": "AdministrativeArea", name: "Napanee" });
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

  it("the home page and other top pages add nothing but the business and the website", () => {
    for (const path of ["/", "/about", "/contact"]) {
      expect(
        dataOf(english.site, pageAt(english.pages, path), HOME.en)["@graph"].map((n) => n["@type"]),
        path,
      ).toEqual([BUSINESS_TYPE, "WebSite"]);
    }
  });

  it("the page showing the FAQ collection carries it as a FAQPage, each answer as the page draws it", () => {
    const written = pageAt(arabic.pages, "/ar/advantages");
    // The build puts each Markdown text's HTML beside it in the page's data; here, the first answer's.
    const [answered, ...rest] = written.faq!;
    const drawn = { markdown: String(answered.answer), html: "<p>The first answer, drawn.</p>" };
    const page = { ...written, faq: [{ ...answered, answer: drawn }, ...rest] };
    const faq = only(dataOf(arabic.site, page, HOME.ar), "FAQPage");
    expect(faq).toMatchObject({
      "@id": "https://lakeshore.example/ar/advantages#faq",
      inLanguage: "ar",
      isPartOf: { "@id": "https://lakeshore.example/ar#website" },
    });
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(
      page.faq!.map((item) => item.question),
    );
    const [first] = faq.mainEntity;
    expect(first["@type"]).toBe("Question");
    expect(first.acceptedAnswer["@type"]).toBe("Answer");
    expect(first.acceptedAnswer.text).toBe("<p>The first answer, drawn.</p>");
    for (const path of ["/ar", "/ar/services/washer-repair"])
      expect(
        nodes(dataOf(arabic.site, pageAt(arabic.pages, path), HOME.ar), "FAQPage"),
        path,
      ).toEqual([]);
  });

  it("a nested page has breadcrumbs from home, in its language, with absolute addresses", () => {
    const trail = (site: SiteData, path: string, pages: PageData[], home: string) =>
      only(dataOf(site, pageAt(pages, path), home), "BreadcrumbList").itemListElement.map(
        (item: Record<string, unknown>) => [item.position, item.name, item.item],
      );
    expect(trail(arabic.site, "/ar/services/washer-repair", arabic.pages, HOME.ar)).toEqual([
      [1, "الرئيسية", "https://lakeshore.example/ar"],
      [
        2,
        only(
          dataOf(arabic.site, pageAt(arabic.pages, "/ar/services/washer-repair"), HOME.ar),
          "Service",
        ).name,
        "https://lakeshore.example/ar/services/washer-repair",
      ],
    ]);
    // The FAQ page holds the articles, and the menu names it.
    expect(trail(english.site, "/advantages/rapid-solution", english.pages, HOME.en)).toEqual([
      [1, "Home", "https://lakeshore.example/"],
      [2, "FAQ", "https://lakeshore.example/advantages"],
      [
        3,
        (
          pageAt(english.pages, "/advantages/rapid-solution").record as {
            advantage: { title: string };
          }
        ).advantage.title,
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
    const data: JsonLd = {
      "@context": "https://schema.org",
      "@graph": [{ "@type": "Thing", name: "</script><script>alert(1)</script> <!-- & \u2028" }],
    };
    const html = jsonLdScript(data);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain("<!--");
    expect(JSON.parse(html.slice(html.indexOf(">") + 1, -"</script>".length))).toEqual(data);
  });
});
