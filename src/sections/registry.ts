// The one map from a section's `type:` to the block that draws it. The compiler checks it
// against the union generated from schemas/section.schema.json: a schema without a block, or a
// block without a schema, fails `tsc`.
import type { ComponentType } from "react";
import type { Section } from "../generated/schema-types.ts";
import { AdvantageArticle } from "./advantage-article.tsx";
import { AdvantageCards } from "./advantage-cards.tsx";
import { BrandGrid } from "./brand-grid.tsx";
import { CallToAction } from "./call-to-action.tsx";
import { Checklist } from "./checklist.tsx";
import { ContactCard } from "./contact-card.tsx";
import { Coupon } from "./coupon.tsx";
import { FaqAccordion } from "./faq-accordion.tsx";
import { FeatureCards } from "./feature-cards.tsx";
import { Hero } from "./hero.tsx";
import { LocationHero } from "./location-hero.tsx";
import { PageHeader } from "./page-header.tsx";
import { PurchaseInquiryForm } from "./purchase-inquiry-form.tsx";
import { ReasonsList } from "./reasons-list.tsx";
import { ReviewForm } from "./review-form.tsx";
import { RichText } from "./rich-text.tsx";
import { ServiceAreaMap } from "./service-area-map.tsx";
import { ServiceAreas } from "./service-areas.tsx";
import { ServiceCards } from "./service-cards.tsx";
import { ServiceDetail } from "./service-detail.tsx";
import { ServiceRequestForm } from "./service-request-form.tsx";
import { Stats } from "./stats.tsx";
import { TestimonialCarousel } from "./testimonial-carousel.tsx";
import { TestimonialList } from "./testimonial-list.tsx";

export const sectionRegistry = {
  "advantage-article": AdvantageArticle,
  "advantage-cards": AdvantageCards,
  "brand-grid": BrandGrid,
  "call-to-action": CallToAction,
  checklist: Checklist,
  "contact-card": ContactCard,
  coupon: Coupon,
  "faq-accordion": FaqAccordion,
  "feature-cards": FeatureCards,
  hero: Hero,
  "location-hero": LocationHero,
  "page-header": PageHeader,
  "purchase-inquiry-form": PurchaseInquiryForm,
  "reasons-list": ReasonsList,
  "review-form": ReviewForm,
  "rich-text": RichText,
  "service-area-map": ServiceAreaMap,
  "service-areas": ServiceAreas,
  "service-cards": ServiceCards,
  "service-detail": ServiceDetail,
  "service-request-form": ServiceRequestForm,
  stats: Stats,
  "testimonial-carousel": TestimonialCarousel,
  "testimonial-list": TestimonialList,
} satisfies { [T in Section["type"]]: ComponentType<{ section: Extract<Section, { type: T }> }> };
