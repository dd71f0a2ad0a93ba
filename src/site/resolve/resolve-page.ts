// One page of a language, as resolve-site.ts resolves each: its sections with the language's facts
// filled in and their links sent to the pages in that language, its record, and the collections
// its sections draw besides (the reviews, the FAQ).
import type { Language, Section } from "../../generated/schema-types.ts";
import { interpolate, factsForDirection, recordFacts, type Facts } from "./interpolate.ts";
import type { LocalizedRoute } from "./localized-routes.ts";
import type { SiteContent } from "../load/site-content.ts";
import type { PageData } from "./site-data.ts";
import { replacedAt, type JsonPath } from "../load/walk.ts";
import { pathsWithRole, sectionNeeds } from "../load/schema-roles.ts";
import type { FieldRole } from "../load/schema-places.ts";
import { fittedTitle } from "./title-fit.ts";
import { plainText } from "./plain-text.ts";

/** What resolving one language draws on: its content and routes, its facts, and its addresses. */
export interface Resolving {
  /** The content in the default language, which a fallback page is drawn from. */
  sourceContent: SiteContent;
  content: SiteContent;
  routes: LocalizedRoute[];
  language: Language;
  facts: Facts;
  /** The facts of the default language, which a fallback page is drawn with, as written there. */
  sourceFacts: () => Facts;
  /** Fills in the facts (by default, the language's) of every text in `value`. */
  fill: <T>(value: T, with_?: Facts) => T;
  /** The address of a page of the site in this language. */
  href: (path: string) => string;
}

/** One page of the language: its sections with facts filled in and links localized, and what they draw besides. */
export function pageDataOf(
  { content, language, facts, sourceFacts, fill, href }: Resolving,
  route: LocalizedRoute,
): PageData {
  // A fallback page is the default language's throughout: its facts too, and written left to right or as that language is.
  const baseFacts = route.isFallback ? sourceFacts() : facts;
  const record = route.record ? fill(route.record, baseFacts) : undefined;
  const recordFields = record
    ? (Object.values(record)[1] as unknown as Record<string, unknown>)
    : undefined;
  const ofRecord = recordFields ? recordFacts(recordFields) : {};
  const pageFacts = route.isFallback
    ? { ...baseFacts, ...ofRecord }
    : { ...baseFacts, ...factsForDirection(ofRecord, language.dir) };
  const sections = route.sections.map((section) =>
    localizeLinks(section, fill(section, pageFacts), href),
  );
  const sectionMarkdown = route.sections.map((written) => rolePathsOf(written).markdown);
  // The collections its sections draw besides the page's own file, as their schemas' "x-needs" say.
  const needs = new Set(sections.flatMap((section) => sectionNeeds(section.type)));
  const page: PageData = {
    path: route.localizedPath,
    sourcePath: route.path,
    isFallback: route.isFallback,
    alternates: route.alternates,
    key: route.key,
    lang: language.code,
    // A record's title that search results would cut drops the business's name (./title-fit.ts).
    title: fittedTitle(
      interpolate(route.title, pageFacts),
      content.config.value.business.name,
      plainText,
    ),
    description: interpolate(route.description, pageFacts),
    isNotFound: route.isNotFound,
    ...(route.formerPaths ? { formerPaths: route.formerPaths.map(href) } : {}),
    ...(route.listPage
      ? { listPage: { ...route.listPage, firstPath: href(route.listPage.firstPath) } }
      : {}),
    sections,
    ...(record ? { record } : {}),
    // Customers' words as they wrote them: never filled in like the site's own texts.
    ...(needs.has("testimonials") ? { testimonials: content.testimonials.value.testimonials } : {}),
    ...(needs.has("faq") ? { faq: fill(content.faq.value.questions) } : {}),
  };
  markdownOfSections.set(page, sectionMarkdown);
  return page;
}

/** Where each of a page's sections holds Markdown, noted as it is resolved: read by withMarkdownHtml (src/site/resolve/markdown-html.ts). */
const markdownOfSections = new WeakMap<PageData, JsonPath[][]>();
export const sectionMarkdownPaths = (page: PageData): JsonPath[][] | undefined =>
  markdownOfSections.get(page);

/**
 * Where each section's links and Markdown are, by the section as written: a template's sections
 * are the same objects on each of its records' pages, so its schema is walked once for all of them.
 */
const rolePaths = new WeakMap<Section, { link: JsonPath[]; markdown: JsonPath[] }>();
function rolePathsOf(written: Section): { link: JsonPath[]; markdown: JsonPath[] } {
  let paths = rolePaths.get(written);
  if (!paths) {
    const found = pathsWithRole("section.schema.json#/definitions/section", written, [
      "link",
      "markdown",
    ]);
    const withRole = (role: FieldRole) =>
      found.filter((f) => f.role === role).map(({ path }) => path);
    rolePaths.set(written, (paths = { link: withRole("link"), markdown: withRole("markdown") }));
  }
  return paths;
}

/** Internal links in sections (the fields their schema calls links) point at the page in the same language. `written` is the section before facts were filled in. */
function localizeLinks(
  written: Section,
  section: Section,
  href: (path: string) => string,
): Section {
  // Only the objects on the way to a link are copied: the rest is shared with the filled section.
  return replacedAt(section, rolePathsOf(written).link, (text) =>
    typeof text === "string" && text.startsWith("/") ? href(text) : text,
  );
}
