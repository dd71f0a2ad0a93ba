// The shapes the renderer receives: resolved, interpolated and ready to draw. Built from the
// generated schema types, never restating them.
import type { ImageInfo } from "./image-variants.ts";
import type { Delivery } from "./delivery.ts";
import type {
  Advantage,
  AnalyticsSettings,
  Business,
  FaqItem,
  Forms,
  Language,
  Link,
  Location,
  ReviewSettings,
  Section,
  Service,
  Testimonial,
} from "../../generated/schema-types.ts";

/** A record not translated into the page's language yet, whose card shows it in the source language: that language, to mark the card with. */
export interface ShownInSource {
  inSource?: { lang: Language["code"]; dir: Language["dir"] };
}
export type ServiceSummary = Pick<
  Service,
  "slug" | "kind" | "title" | "summary" | "image" | "imageAlt"
> & { href: string } & ShownInSource;
export type AdvantageSummary = Pick<
  Advantage,
  "slug" | "title" | "summary" | "icon" | "image" | "imageAlt" | "wealthyAudience"
> & {
  href: string;
} & ShownInSource;
/** A place in the lists; its placeType only where it is not a city, the standard. */
export type LocationSummary = Pick<Location, "slug" | "name" | "region"> & {
  placeType?: Location["placeType"];
  href: string;
};

/** Everything the shell and blocks share across pages of one language. */
export interface SiteData {
  lang: Language["code"];
  dir: Language["dir"];
  /** The locale numbers put into words are written in: the language, with its digits (numbers.ts). */
  numberLocale: string;
  defaultLanguage: Language["code"];
  languages: Language[];
  baseUrl: string;
  /** The business's facts, with the opening hours as the language writes them (hours). */
  business: Business & { telHref: string; hours: string };
  navigation: { main: Link[]; footer: Link[]; bookingHref?: string };
  services: ServiceSummary[];
  advantages: AdvantageSummary[];
  /** Every place, in the order lists show them (src/site/resolve/location-lists.ts): the index page and the places' own pages draw from it. */
  locations: LocationSummary[];
  /**
   * What the menus, the footer and the lists of places on other pages show: a few places
   * (navigation.locationsShown), then a link to the page that lists every one.
   */
  placeLinks: { shown: LocationSummary[]; indexHref?: string };
  forms: Forms;
  delivery: Delivery;
  /** Where else customers may review the business (a button beside the review form). */
  reviews: ReviewSettings;
  /** The cookie-free counter the pages load, when one is set. */
  analytics?: AnalyticsSettings;
  /** public image path -> the width and height its file declares, and a photo's WebP widths */
  images: Record<string, ImageInfo>;
}

export type PageRecord =
  | { kind: "location"; location: Location }
  | { kind: "service"; service: Service }
  | { kind: "advantage"; advantage: Advantage };

export interface PageData {
  path: string;
  /** The same page's address in the default language, without a language prefix. */
  sourcePath: string;
  /** The page is shown in the default language here, because its record has no translation yet. */
  isFallback: boolean;
  /** Every language the page is translated into, with its address there (for hreflang and the switcher). */
  alternates: { lang: Language["code"]; path: string }[];
  key: string;
  lang: Language["code"];
  title: string;
  description: string;
  isNotFound: boolean;
  sections: Section[];
  record?: PageRecord;
  testimonials?: Testimonial[];
  faq?: FaqItem[];
  /** On the page that lists every place, when it takes several numbered pages: which one this is, of how many, and the first's address. */
  listPage?: ListPage;
  /** Addresses in this language the page had before (a page file's formerPaths), which lead to it. */
  formerPaths?: string[];
  /** A record's page: the pages above it, then itself, after the home page (./page-trail.ts). */
  trail?: TrailStep[];
}

/** One link of a page's breadcrumb. */
export interface TrailStep {
  name: string;
  path: string;
}

export interface ListPage {
  number: number;
  count: number;
  firstPath: string;
}

export interface RouteManifest {
  defaultLanguage: Language["code"];
  /** language -> path -> page key */
  routes: Record<string, Record<string, string>>;
  /** language -> an address a page had before -> the page's address now */
  moved?: Record<string, Record<string, string>>;
}

/** The site's facts an island may read in the browser: no lists of pages, pictures or menus. */
export type IslandSite = Pick<
  SiteData,
  | "lang"
  | "dir"
  | "numberLocale"
  | "defaultLanguage"
  | "business"
  | "forms"
  | "delivery"
  | "reviews"
>;

/**
 * The site's facts an island of this page may read: of the forms and their delivery templates, only
 * those `forms` names (the forms the page's islands show), so a page carries no other form's words.
 */
export function islandSite(
  { lang, dir, numberLocale, defaultLanguage, business, forms, delivery, reviews }: SiteData,
  pageForms: readonly string[],
): IslandSite {
  const only = <T extends object>(record: T): T =>
    Object.fromEntries(Object.entries(record).filter(([key]) => pageForms.includes(key))) as T;
  return {
    lang,
    dir,
    numberLocale,
    defaultLanguage,
    business,
    forms: only(forms),
    delivery: { ...delivery, templates: only(delivery.templates) },
    reviews,
  };
}
