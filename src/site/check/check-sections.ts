// What the sections of the pages and templates need: to be on a page that can show them, their
// form written down, the brands of a brand grid, and the templates of the records they show.
import type { PageTemplate, Section } from "../../generated/schema-types.ts";
import { messages } from "./diagnostics.ts";
import { report, type CheckContext } from "./reference-context.ts";
import type { SchemaSet } from "../load/schema-set.ts";
import type { SiteContent } from "../load/site-content.ts";
import type { SourceFile } from "../load/source-file.ts";
import type { JsonPath } from "../load/walk.ts";
import { checkForKind, checkRecordTemplates, recordsByKind } from "./check-templates.ts";

/** A section with the file and the path it is written at. */
interface PlacedSection {
  source: SourceFile;
  path: JsonPath;
  section: Section;
}

/** Every section of every page file and template, with where it is written. */
function everySection(content: SiteContent): PlacedSection[] {
  const { source, value } = content.config;
  return [
    ...content.pages.flatMap((page) =>
      page.value.sections.map((section, i) => ({
        source: page.source,
        path: ["sections", i] as JsonPath,
        section,
      })),
    ),
    ...(Object.entries(value.templates ?? {}) as [string, PageTemplate | undefined][]).flatMap(
      ([kind, template]) =>
        (template?.sections ?? []).map((section, i) => ({
          source,
          path: ["templates", kind, "sections", i] as JsonPath,
          section,
        })),
    ),
  ];
}

/**
 * The list of every place is one section on one page of content/pages, and the nearby places are
 * drawn on each place's page. Returns the file with the list of every place, once one is found.
 */
function checkPlacement(
  ctx: CheckContext,
  { source, path, section }: PlacedSection,
  placeIndex: SourceFile | undefined,
): SourceFile | undefined {
  const inTemplate = path[0] === "templates" ? String(path[1]) : undefined;
  if (section.type === "location-index") {
    if (inTemplate)
      report(
        ctx,
        source,
        [...path, "type"],
        messages.sectionOnWrongPage(section.type, "on a page of content/pages, not in a template"),
      );
    else if (placeIndex)
      report(ctx, source, [...path, "type"], messages.placeIndexTwice(placeIndex.file));
    else placeIndex = source;
  }
  if (section.type === "nearby-locations" && inTemplate !== "location")
    report(
      ctx,
      source,
      [...path, "type"],
      messages.sectionOnWrongPage(
        section.type,
        "in templates.location of site.config.yaml, where each place's page is drawn",
      ),
    );
  return placeIndex;
}

/** A form section's form is defined, and so is its template id once the e-mail provider is set up. */
function checkSectionForm(ctx: CheckContext, content: SiteContent, placed: PlacedSection) {
  const { source, path, section } = placed;
  const config = content.config.value;
  const hasProviderKeys = Boolean(
    config.delivery?.publicKey.trim() || config.delivery?.serviceId.trim(),
  );
  const formKey = ctx.sectionForms[section.type];
  if (formKey && !config.forms?.[formKey])
    report(ctx, source, [...path, "type"], messages.formMissing(section.type, formKey));
  else if (formKey && hasProviderKeys && !config.delivery?.templates?.[formKey]?.trim())
    report(ctx, source, [...path, "type"], messages.formTemplateMissing(section.type, formKey));
}

/** A brand grid shows groups of business.brands, which must be there. */
function checkBrandGrid(ctx: CheckContext, content: SiteContent, placed: PlacedSection) {
  const { source, path, section } = placed;
  if (section.type !== "brand-grid") return;
  const groups = (content.config.value.business.brands ?? []).map((g) => g.id);
  if (!groups.length) report(ctx, source, [...path, "type"], messages.brandsMissing());
  section.groups?.forEach((id, i) => {
    if (!groups.includes(id))
      report(ctx, source, [...path, "groups", i], messages.unknownBrandGroup(id, groups));
  });
}

/**
 * What a page shows must be written down: the form of a form section (and its template id once
 * the e-mail provider is set up), the brand groups of a brand grid, the template of each kind of
 * record, and every field of a record its template refers to as {record.field}.
 */
export function checkWhatPagesNeed(
  ctx: CheckContext,
  content: SiteContent,
  recordFields: SchemaSet["recordFields"],
) {
  const records = recordsByKind(content);
  let placeIndex: SourceFile | undefined;
  for (const placed of everySection(content)) {
    placeIndex = checkPlacement(ctx, placed, placeIndex);
    checkForKind(ctx, records, placed.source, placed.path, placed.section);
    checkSectionForm(ctx, content, placed);
    checkBrandGrid(ctx, content, placed);
  }
  if (content.locations.length && !placeIndex)
    report(ctx, content.locations[0].source, [], messages.placeIndexMissing());
  checkRecordTemplates(ctx, content, records, recordFields);
}
