// What a page tells search engines in JSON-LD (schema.org): the one business, written in full on
// every page under one @id, and what the page adds to it: the Service a service page offers, the
// place a location page serves, the trail of links above a nested page. All in the page's language.
// No ratings or reviews: search engines ignore, and may penalise, stars a business gives itself.
import { localizedPath } from "../site/localized-path.ts";
import { phoneParts } from "../site/phone.ts";
import type { PageData, SiteData } from "../site/site-data.ts";
import { canonicalUrl } from "./page-urls.ts";
import { withoutBidiControls } from "../site/plain-text.ts";

/** The schema.org type of a business that names none in business.schemaType. */
export const DEFAULT_BUSINESS_TYPE = "LocalBusiness";

type JsonLdNode = Record<string, unknown>;
export interface JsonLd {
  "@context": "https://schema.org";
  "@graph": JsonLdNode[];
}

export const businessId = (baseUrl: string): string => `${baseUrl}/#business`;

/**
 * The international form schema.org asks for: +1-555-555-0100 for a North American number, else
 * the country code and the groups of digits as written, +44-20-7946-0321.
 */
export function internationalPhone(phone: string, countryCode?: string): string {
  const parts = phoneParts(phone, countryCode);
  const { national } = parts;
  if (parts.countryCode === "1" && national.length === 10) return `+1-${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`;
  const groups = phone
    .replace(/^\s*\+/, "")
    .split(/\D+/)
    .filter(Boolean);
  // Without the country code and trunk prefix as written, so the groups hold the national digits.
  if (parts.countryCode && groups[0] === parts.countryCode) groups.shift();
  if (groups[0]?.startsWith("0") && parts.countryCode) groups[0] = groups[0].slice(1);
  return `+${[parts.countryCode, ...groups].filter(Boolean).join("-")}`;
}

function business(site: SiteData): JsonLdNode {
  const { baseUrl, business: facts } = site;
  // The places the menus show, not every one: the markup is on every page, and stays the same size however many places there are.
  const places = [...new Set([...facts.servedCities, ...site.placeLinks.shown.map((l) => l.name)])];
  return {
    "@type": facts.schemaType ?? DEFAULT_BUSINESS_TYPE,
    "@id": businessId(baseUrl),
    name: facts.name,
    url: baseUrl + localizedPath("/", site.lang, site.defaultLanguage),
    telephone: internationalPhone(facts.phone, facts.phoneCountryCode),
    email: facts.email,
    ...(facts.image ? { image: baseUrl + facts.image } : {}),
    ...(facts.priceRange ? { priceRange: facts.priceRange } : {}),
    paymentAccepted: facts.payment.join(", "),
    ...(facts.openingHours
      ? {
          openingHoursSpecification: facts.openingHours.map(({ days, opens, closes }) => ({
            "@type": "OpeningHoursSpecification",
            dayOfWeek: days,
            opens,
            closes,
          })),
        }
      : {}),
    areaServed: places.map((name) => ({ "@type": "City", name })),
  };
}

/** The Service a service page offers, or the repairs a location page offers in its place. */
function pageService(site: SiteData, page: PageData): JsonLdNode | undefined {
  const url = canonicalUrl(site.baseUrl, page);
  const provider = { "@id": businessId(site.baseUrl) };
  if (page.record?.kind === "service") {
    const { service } = page.record;
    return {
      "@type": "Service",
      "@id": `${url}#service`,
      url,
      name: service.title,
      description: service.summary,
      image: site.baseUrl + service.image,
      provider,
    };
  }
  if (page.record?.kind === "location") {
    const { location } = page.record;
    // The first service area is the place itself; the others are its neighbourhoods.
    const neighbourhoods = location.serviceAreas.filter((area) => area !== location.name).map((name) => ({ "@type": "Place", name }));
    return {
      "@type": "Service",
      "@id": `${url}#service`,
      url,
      name: page.title,
      description: page.description,
      provider,
      areaServed: [{ "@type": "City", name: location.name }, ...neighbourhoods],
    };
  }
  return undefined;
}

/**
 * Home, then the section page when a menu links to it (the FAQ page above its articles), then the
 * page itself. Only pages of a record (a service, location or article) sit below the home page.
 */
function breadcrumbs(site: SiteData, page: PageData, homeLabel: string): JsonLdNode | undefined {
  if (!page.record) return undefined;
  const { record } = page;
  const here = record.kind === "location" ? record.location.name : record.kind === "service" ? record.service.title : record.advantage.title;
  const sectionPath = localizedPath(page.englishPath.replace(/\/[^/]+$/, ""), site.lang, site.defaultLanguage);
  const section = [...site.navigation.main, ...site.navigation.footer].find((link) => link.href === sectionPath);
  const trail = [
    { name: homeLabel, path: localizedPath("/", site.lang, site.defaultLanguage) },
    ...(section ? [{ name: section.label, path: section.href }] : []),
    { name: here, path: page.path },
  ];
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({ "@type": "ListItem", position: i + 1, name: crumb.name, item: site.baseUrl + crumb.path })),
  };
}

/** `homeLabel` is the word for the home page in the page's language, as the menus show it. */
export function structuredData(site: SiteData, page: PageData, homeLabel: string): JsonLd {
  const nodes = [business(site), pageService(site, page), breadcrumbs(site, page, homeLabel)];
  return { "@context": "https://schema.org", "@graph": nodes.filter((node): node is JsonLdNode => node !== undefined) };
}

/** A data block, never run as code; "<" is escaped so no text can close the tag early. */
export const jsonLdScript = (data: JsonLd): string =>
  `<script type="application/ld+json">${withoutBidiControls(JSON.stringify(data)).replace(/</g, "\\u003c")}</script>`;
