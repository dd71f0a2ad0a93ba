// What a page tells search engines in JSON-LD (schema.org), typed with Google's schema-dts so a
// misspelt or misplaced property fails tsc. Every page carries:
// - the one business, under one @id and written the same way on every page of every language:
//   from the source language, its url the site's home;
// - the WebSite of the page's language, published by the business;
// and, where they apply, the Service a service page offers, the one a location page offers in its
// place, the FAQPage of the page showing the questions, and the trail of links above a nested page,
// all in the page's language.
// No ratings or reviews: search engines ignore, and may penalise, stars a business gives itself.
// A property a site does not give is written as undefined, which JSON leaves out, rather than
// spread in: tsc checks the name of every property written in an object literal, not of a spread.
import type {
  BreadcrumbList,
  ContactPoint,
  FAQPage,
  LocalBusiness,
  LocalBusinessLeaf,
  OpeningHoursSpecification,
  Place,
  Service,
  Thing,
  WebSite,
} from "schema-dts";
import { localizedPath } from "../site/shared/localized-path.ts";
import { phoneParts } from "../site/resolve/phone.ts";
import type { LocationSummary, PageData, SiteData } from "../site/resolve/site-data.ts";
import type { Business, OpeningHours } from "../generated/schema-types.ts";
import { canonicalUrl } from "./page-urls.ts";
import { plainText } from "../site/resolve/plain-text.ts";
import { searchLogoPath } from "../site/resolve/image-variants.ts";
import { withoutBusinessName } from "../site/resolve/page-trail.ts";

/** The schema.org type of a business that names none in business.schemaType. */
export const DEFAULT_BUSINESS_TYPE = "LocalBusiness";

/** A node of the graph: any schema.org thing, written out rather than named by its address, or the business. */
export type JsonLdNode = Exclude<Thing, string> | BusinessNode;
export interface JsonLd {
  "@context": "https://schema.org";
  "@graph": JsonLdNode[];
}

/**
 * The business node: every property schema-dts knows for a LocalBusiness, under the kind
 * business.schemaType names (the site's schema lets only a capitalised word through; schema.org's
 * own validators judge the word).
 */
type BusinessNode = Omit<LocalBusinessLeaf, "@type"> & {
  "@type": Exclude<LocalBusiness, string>["@type"];
};

export const businessId = (baseUrl: string): string => `${baseUrl}/#business`;
const websiteId = (site: SiteData): string => `${homeUrl(site)}#website`;
const homeUrl = (site: SiteData): string =>
  site.baseUrl + localizedPath("/", site.lang, site.defaultLanguage);

/**
 * The international form schema.org asks for: +1-555-555-0100 for a North American number, else
 * the country code and the groups of digits as written, +44-20-7946-0321.
 */
export function internationalPhone(phone: string, countryCode?: string): string {
  const parts = phoneParts(phone, countryCode);
  const { national } = parts;
  if (parts.countryCode === "1" && national.length === 10)
    return `+1-${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`;
  const groups = phone
    .replace(/^\s*\+/, "")
    .split(/\D+/)
    .filter(Boolean);
  // Without the country code and trunk prefix as written, so the groups hold the national digits.
  if (parts.countryCode && groups[0] === parts.countryCode) groups.shift();
  if (groups[0]?.startsWith("0") && parts.countryCode) groups[0] = groups[0].slice(1);
  return `+${[parts.countryCode, ...groups].filter(Boolean).join("-")}`;
}

const hoursOf = (hours: OpeningHours[]): OpeningHoursSpecification[] =>
  hours.map(({ days, opens, closes }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days,
    opens,
    closes,
  }));

/** The phone's emergency line, when it answers at other hours than the business opens. */
function emergencyLine(facts: Business): ContactPoint | undefined {
  if (!facts.emergencyHours) return undefined;
  return {
    "@type": "ContactPoint",
    contactType: "emergency",
    telephone: internationalPhone(facts.phone, facts.phoneCountryCode),
    hoursAvailable: hoursOf(facts.emergencyHours),
  };
}

/** What a place of the site is, as its record says: a city unless it says otherwise. */
const placeTypeOf = (place: Pick<LocationSummary, "placeType">) => place.placeType ?? "City";

/** The business, from the source language's site: the same node, word for word, on every page. */
function business(source: SiteData): BusinessNode {
  const { baseUrl, business: facts } = source;
  const { address, geo } = facts;
  // The places the menus show, not every one: the markup is on every page, and stays the same size however many places there are.
  const types = new Map<string, string>(facts.servedCities.map((name) => [name, "City"]));
  for (const place of source.placeLinks.shown) types.set(place.name, placeTypeOf(place));
  return {
    "@type": (facts.schemaType ?? DEFAULT_BUSINESS_TYPE) as BusinessNode["@type"],
    "@id": businessId(baseUrl),
    name: facts.name,
    url: `${baseUrl}/`,
    telephone: internationalPhone(facts.phone, facts.phoneCountryCode),
    email: facts.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: geo
      ? { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude }
      : undefined,
    sameAs: facts.sameAs,
    // A drawn logo as the PNG the build makes of it: search engines read no SVG.
    logo: facts.logo ? baseUrl + searchLogoPath(facts.logo) : undefined,
    image: facts.image ? baseUrl + facts.image : undefined,
    priceRange: facts.priceRange,
    paymentAccepted: facts.payment.join(", "),
    openingHoursSpecification: facts.openingHours ? hoursOf(facts.openingHours) : undefined,
    contactPoint: emergencyLine(facts),
    areaServed: [...types].map(([name, type]) => ({ "@type": type, name }) as Place),
  };
}

/** The site in the page's language: its own home, published by the business. */
function website(site: SiteData): WebSite {
  return {
    "@type": "WebSite",
    "@id": websiteId(site),
    url: homeUrl(site),
    name: site.business.name,
    inLanguage: site.lang,
    publisher: { "@id": businessId(site.baseUrl) },
  };
}

/** The Service a service page offers, or the repairs a location page offers in its place. */
function pageService(site: SiteData, page: PageData): Service | undefined {
  const url = canonicalUrl(site.baseUrl, page);
  const shared = {
    "@type": "Service",
    "@id": `${url}#service`,
    url,
    provider: { "@id": businessId(site.baseUrl) },
  } as const satisfies Service;
  if (page.record?.kind === "service") {
    const { service } = page.record;
    return {
      ...shared,
      name: service.title,
      serviceType: service.title,
      description: service.summary,
      image: site.baseUrl + service.image,
      areaServed: { "@type": "AdministrativeArea", name: site.business.serviceArea },
    };
  }
  if (page.record?.kind === "location") {
    const { location } = page.record;
    // The first service area is the place itself; the others are its neighbourhoods.
    const neighbourhoods = location.serviceAreas
      .filter((area) => area !== location.name)
      .map((name) => ({ "@type": "Place", name }) as const);
    return {
      ...shared,
      name: withoutBusinessName(page.title, site.business.name),
      serviceType: site.services.map((s) => s.title),
      description: page.description,
      areaServed: [
        { "@type": placeTypeOf(location), name: location.name } as Place,
        ...neighbourhoods,
      ],
    };
  }
  return undefined;
}

/** The page that shows the FAQ collection's questions, with each answer as the page draws it. */
function faqPage(site: SiteData, page: PageData): FAQPage | undefined {
  if (!page.faq?.length || !page.sections.some((s) => s.type === "faq-accordion")) return undefined;
  const url = canonicalUrl(site.baseUrl, page);
  return {
    "@type": "FAQPage",
    "@id": `${url}#faq`,
    url,
    inLanguage: site.lang,
    isPartOf: { "@id": websiteId(site) },
    mainEntity: page.faq.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: {
        "@type": "Answer",
        text: typeof item.answer === "string" ? item.answer : item.answer.html,
      },
    })),
  };
}

/** The page's trail (src/site/resolve/page-trail.ts) after the home page, as the page shows it. */
function breadcrumbs(
  site: SiteData,
  page: PageData,
  homeLabel: string,
): BreadcrumbList | undefined {
  if (!page.trail) return undefined;
  const trail = [
    { name: homeLabel, path: localizedPath("/", site.lang, site.defaultLanguage) },
    ...page.trail,
  ];
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: site.baseUrl + crumb.path,
    })),
  };
}

/**
 * `homeLabel` is the word for the home page in the page's language, as the menus show it;
 * `source` is the site in its source language, which the business is described in everywhere.
 */
export function structuredData(
  site: SiteData,
  page: PageData,
  homeLabel: string,
  source: SiteData,
): JsonLd {
  const nodes: (JsonLdNode | undefined)[] = [
    business(source),
    website(site),
    pageService(site, page),
    faqPage(site, page),
    breadcrumbs(site, page, homeLabel),
  ];
  return {
    "@context": "https://schema.org",
    "@graph": nodes.filter((node): node is JsonLdNode => node !== undefined),
  };
}

/** A data block, never run as code; "<" is escaped so no text can close the tag early. */
export const jsonLdScript = (data: JsonLd): string =>
  `<script type="application/ld+json">${plainText(JSON.stringify(data)).replace(/</g, "\\u003c")}</script>`;
