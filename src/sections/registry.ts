// The one map from a section's `type:` to the block that draws it. The compiler checks it
// against the union generated from schemas/section.schema.json: a schema without a block, or a
// block without a schema, fails `tsc`. Each block is its own chunk, so a page downloads only the
// blocks it shows: the carousel library comes with carousels, the e-mail provider with the forms.
import type { ComponentType } from "react";
import type { Section } from "../generated/schema-types.ts";
import type { PageData, SiteData } from "../site/site-data.ts";

/**
 * What every block is drawn from, as props: its section, the site in the page's language, and
 * the page (its records, reviews, FAQ and Markdown). Blocks read no context for their data.
 */
export interface BlockProps<S extends Section = Section> {
  section: S;
  site: SiteData;
  page: PageData;
}

type Block<T extends Section["type"]> = ComponentType<BlockProps<Extract<Section, { type: T }>>>;

export const sectionRegistry = {
  "advantage-article": () => import("./advantage-article.tsx").then((m) => m.AdvantageArticle),
  "advantage-cards": () => import("./advantage-cards.tsx").then((m) => m.AdvantageCards),
  "brand-grid": () => import("./brand-grid.tsx").then((m) => m.BrandGrid),
  "call-to-action": () => import("./call-to-action.tsx").then((m) => m.CallToAction),
  checklist: () => import("./checklist.tsx").then((m) => m.Checklist),
  "contact-card": () => import("./contact-card.tsx").then((m) => m.ContactCard),
  coupon: () => import("./coupon.tsx").then((m) => m.Coupon),
  "faq-accordion": () => import("./faq-accordion.tsx").then((m) => m.FaqAccordion),
  "feature-cards": () => import("./feature-cards.tsx").then((m) => m.FeatureCards),
  hero: () => import("./hero.tsx").then((m) => m.Hero),
  "location-hero": () => import("./location-hero.tsx").then((m) => m.LocationHero),
  "page-header": () => import("./page-header.tsx").then((m) => m.PageHeader),
  "purchase-inquiry-form": () => import("./purchase-inquiry-form.tsx").then((m) => m.PurchaseInquiryForm),
  "reasons-list": () => import("./reasons-list.tsx").then((m) => m.ReasonsList),
  "review-form": () => import("./review-form.tsx").then((m) => m.ReviewForm),
  "rich-text": () => import("./rich-text.tsx").then((m) => m.RichText),
  "service-area-map": () => import("./service-area-map.tsx").then((m) => m.ServiceAreaMap),
  "service-areas": () => import("./service-areas.tsx").then((m) => m.ServiceAreas),
  "service-cards": () => import("./service-cards.tsx").then((m) => m.ServiceCards),
  "service-detail": () => import("./service-detail.tsx").then((m) => m.ServiceDetail),
  "service-request-form": () => import("./service-request-form.tsx").then((m) => m.ServiceRequestForm),
  stats: () => import("./stats.tsx").then((m) => m.Stats),
  "testimonial-carousel": () => import("./testimonial-carousel.tsx").then((m) => m.TestimonialCarousel),
  "testimonial-list": () => import("./testimonial-list.tsx").then((m) => m.TestimonialList),
} satisfies { [T in Section["type"]]: () => Promise<Block<T>> };

/**
 * The section types that run in the browser as islands: each is hydrated as its own React root,
 * with its section, the site's facts it needs and the interface words under these keys as its
 * props. Every other block is HTML only and ships no code; the carousels and the map loader are
 * brought to life by small DOM scripts (src/ui/carousel-enhance.ts, src/sections/map-enhance.ts)
 * rather than by React. A type that is not a section type fails `tsc`.
 */
export const ISLANDS = {
  "service-request-form": ["common:form", "common:toast"],
  "purchase-inquiry-form": ["common:form", "common:toast"],
  "review-form": ["common:form", "common:review", "common:toast", "common:ratingLabel"],
} as const satisfies Partial<Record<Section["type"], readonly string[]>>;

export type IslandType = keyof typeof ISLANDS;
export const isIsland = (type: Section["type"]): type is IslandType => type in ISLANDS;

const loaded = new Map<Section["type"], ComponentType<BlockProps>>();

/** Loads the blocks of these sections; drawing a page waits for this first. */
export async function loadBlocks(sections: Pick<Section, "type">[]): Promise<void> {
  const types = [...new Set(sections.map((section) => section.type))].filter((type) => !loaded.has(type));
  await Promise.all(
    types.map(async (type) => {
      const load = sectionRegistry[type] as (() => Promise<ComponentType<BlockProps>>) | undefined;
      // Validation stops unknown types before the build; reaching here means the registry and data disagree.
      if (!load) throw new Error(`No block is registered for the section type "${type}".`);
      loaded.set(type, await load());
    }),
  );
}

/** A block loadBlocks() has loaded. */
export function loadedBlock(type: Section["type"]): ComponentType<BlockProps> {
  const block = loaded.get(type);
  if (!block) throw new Error(`The block for "${type}" is drawn before loadBlocks() loaded it.`);
  return block;
}

/** Where each block's code lives, for preloading a page's chunks (the file is named after the type). */
export const blockModule = (type: Section["type"]) => `src/sections/${type}.tsx`;
