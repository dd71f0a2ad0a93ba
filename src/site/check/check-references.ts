// Second pass: what no single schema can see. Slugs and paths that collide, links and images
// that lead nowhere, facts referred to but never declared, section types without a block.
import type { Diagnostic } from "./diagnostics.ts";
import type { SiteContent } from "../load/site-content.ts";
import type { SchemaSet } from "../load/schema-set.ts";
import type { CheckContext } from "./reference-context.ts";
import { checkGeo, checkLanguages, checkPhone } from "./check-config.ts";
import { checkFormFields } from "./check-forms.ts";
import { checkWhatPagesNeed } from "./check-sections.ts";
import {
  checkFormerPaths,
  checkLocationNames,
  checkPageAddresses,
  checkPagePaths,
  checkSlugs,
  checkUniqueIds,
} from "./check-addresses.ts";
import { checkReviewText, checkStrings } from "./check-text.ts";
import { checkSectionTypes } from "./check-section-types.ts";
import { checkFacts } from "./check-facts.ts";

export function checkReferences(
  root: string,
  content: SiteContent,
  {
    sectionTypes,
    sectionSchemaFiles,
    recordFields,
    sectionForms,
  }: Pick<SchemaSet, "sectionTypes" | "sectionSchemaFiles" | "recordFields" | "sectionForms">,
): Diagnostic[] {
  const ctx: CheckContext = { root, out: [], sectionForms };
  checkLanguages(ctx, content);
  checkPhone(ctx, content);
  checkGeo(ctx, content);
  checkFormFields(ctx, content);
  checkWhatPagesNeed(ctx, content, recordFields);
  checkSlugs(ctx, content.locations, ".yaml");
  checkLocationNames(ctx, content.locations);
  checkSlugs(ctx, content.services, ".yaml");
  checkSlugs(ctx, content.advantages, ".md");
  checkPagePaths(ctx, content);
  checkPageAddresses(ctx, content);
  checkFormerPaths(ctx, content);
  checkUniqueIds(ctx, content.faq.source, content.faq.value.questions, ["questions"]);
  checkUniqueIds(ctx, content.testimonials.source, content.testimonials.value.testimonials, [
    "testimonials",
  ]);
  checkReviewText(ctx, content);
  checkStrings(ctx, content, recordFields);
  checkFacts(ctx, content);
  checkSectionTypes(ctx, { sectionTypes, sectionSchemaFiles });
  return ctx.out;
}
