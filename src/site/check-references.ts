// Second pass: what no single schema can see. Slugs and paths that collide, links and images
// that lead nowhere, facts referred to but never declared, section types without a block.
import { isNameForm } from "./name-forms.ts";
import { existsSync, statSync } from "node:fs";
import { hasControls } from "./terminal-text.ts";
import { join, resolve } from "node:path";
import { readImageFacts, readImageSize, type ImageFacts } from "./image-size.ts";
import { formatPath, messages, type Diagnostic } from "./diagnostics.ts";
import { locate, type SourceFile } from "./source-file.ts";
import type { Located, SiteContent } from "./site-content.ts";
import type { FormDefinition, PageTemplate, Section } from "../generated/schema-types.ts";
import { RATING_VALUES } from "./rating.ts";
import { translatableSources } from "./translatable.ts";
import { telHref } from "./phone.ts";
import { imageFile } from "./image-variants.ts";
import { routeTable } from "./route-table.ts";
import { walkStrings, type JsonPath } from "./walk.ts";
import { walkRoles } from "./schema-roles.ts";
import { TEMPLATE_COLLECTIONS } from "./collections.ts";
import { knownTokens, TOKEN } from "./interpolate.ts";
import {
  RECORD_SCHEMAS,
  type RecordKind as SchemaKind,
  type SchemaSet,
  type TemplateKind,
} from "./schema-set.ts";
import { unlocalizedPath } from "./localized-path.ts";

interface Context {
  root: string;
  out: Diagnostic[];
  /** Each form section type and its form (SchemaSet's sectionForms). */
  sectionForms: SchemaSet["sectionForms"];
}

function report(ctx: Context, source: SourceFile, path: JsonPath, message: string, atKey = false) {
  const { line, col } = locate(source, path, atKey);
  ctx.out.push({ file: source.file, line, col, path: formatPath(path), message });
}

function checkSlugs(ctx: Context, records: Located<{ slug: string }>[], ending: string) {
  const seen = new Map<string, string>();
  // The file whose name matches its slug owns it; the other one is reported.
  const fileMatches = (r: Located<{ slug: string }>) =>
    r.source.file.endsWith(`/${r.value.slug}${ending}`);
  const ordered = [...records].sort((a, b) => Number(fileMatches(b)) - Number(fileMatches(a)));
  for (const { source, value } of ordered) {
    const fileName = source.file.split("/").pop()!;
    if (seen.has(value.slug))
      report(ctx, source, ["slug"], messages.duplicateSlug(value.slug, seen.get(value.slug)!));
    else if (fileName !== `${value.slug}${ending}`)
      report(ctx, source, ["slug"], messages.slugNotFileName(value.slug, `${value.slug}${ending}`));
    seen.set(value.slug, source.file);
  }
}

function checkLocationNames(ctx: Context, locations: Located<{ name: string; slug: string }>[]) {
  const seen = new Map<string, string>();
  // The record whose slug is its name written as an address owns the name; the other one is reported.
  const ownsName = (r: Located<{ name: string; slug: string }>) =>
    r.value.slug ===
    r.value.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
  const ordered = [...locations].sort((a, b) => Number(ownsName(b)) - Number(ownsName(a)));
  for (const { source, value } of ordered) {
    const name = value.name.trim().toLocaleLowerCase();
    if (seen.has(name))
      report(ctx, source, ["name"], messages.duplicateLocationName(value.name, seen.get(name)!));
    else seen.set(name, source.file);
  }
}

function checkUniqueIds(ctx: Context, source: SourceFile, items: { id: string }[], base: JsonPath) {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) report(ctx, source, [...base, i, "id"], messages.duplicateId(item.id));
    seen.add(item.id);
  });
}

/** The phone number must make a tel: link: the right number of digits for its country. */
function checkPhone(ctx: Context, content: SiteContent) {
  const { phone, phoneCountryCode } = content.config.value.business;
  try {
    telHref(phone, phoneCountryCode);
  } catch {
    report(
      ctx,
      content.config.source,
      ["business", "phone"],
      messages.unusablePhone(phone, phoneCountryCode),
    );
  }
}

/** JSON Schema cannot say that the default language is one of the listed ones, or that none is listed twice. */
function checkLanguages(ctx: Context, content: SiteContent) {
  const { source, value } = content.config;
  const codes = value.site.languages.map((l) => l.code);
  codes.forEach((code, i) => {
    if (codes.indexOf(code) !== i)
      report(ctx, source, ["site", "languages", i, "code"], messages.duplicateLanguage(code));
  });
  if (!codes.includes(value.site.defaultLanguage))
    report(
      ctx,
      source,
      ["site", "defaultLanguage"],
      messages.defaultLanguageNotListed(value.site.defaultLanguage, codes),
    );
}

/**
 * What publishing a review reads from the review form (scripts/reviews.ts): its stars, its words,
 * the name to show, and the customer's permission, which must be asked for before it is sent.
 */
export function missingReviewFields(form: FormDefinition): string[] {
  const missing: string[] = [];
  if (!form.fields.some((f) => f.kind === "rating")) missing.push("a field of kind: rating");
  if (!form.fields.some((f) => f.kind === "textarea"))
    missing.push("a field of kind: textarea for the review's words");
  if (!form.fields.some((f) => f.name === "name" && f.kind === "text" && f.required))
    missing.push("a required text field named name");
  if (!form.fields.some((f) => f.kind === "consent" && f.required))
    missing.push("a required field of kind: consent (the permission to publish)");
  return missing;
}

/** A select needs its choices, and its default must be one of them; other kinds take neither. */
function checkFormFields(ctx: Context, content: SiteContent) {
  const { source, value } = content.config;
  for (const [formKey, form] of Object.entries(value.forms ?? {}) as [
    string,
    FormDefinition | undefined,
  ][]) {
    const missing = formKey === "review" && form ? missingReviewFields(form) : [];
    if (missing.length)
      report(ctx, source, ["forms", formKey, "fields"], messages.reviewFormFields(missing));
    form?.fields.forEach((field, i) => {
      const at = (key: string): JsonPath => ["forms", formKey, "fields", i, key];
      // HTML lets a one-line field ask only for one line of an address.
      if (field.autocomplete?.split(/\s+/).includes("street-address") && field.kind !== "textarea")
        report(ctx, source, at("autocomplete"), messages.multilineAutocomplete(field.kind));
      if (field.kind === "rating") {
        for (const key of ["options", "sendLabel"] as const)
          if (field[key] !== undefined)
            report(ctx, source, at(key), messages.notASelect(key, field.kind), true);
        if (
          field.default !== undefined &&
          !(RATING_VALUES as readonly string[]).includes(field.default)
        )
          report(ctx, source, at("default"), messages.ratingDefault(field.default));
        return;
      }
      if (field.kind !== "select") {
        for (const key of ["options", "default", "sendLabel"] as const)
          if (field[key] !== undefined)
            report(ctx, source, at(key), messages.notASelect(key, field.kind), true);
        return;
      }
      if (!field.options)
        return report(
          ctx,
          source,
          ["forms", formKey, "fields", i, "kind"],
          messages.selectWithoutOptions(),
        );
      const values = field.options.map((o) => o.value);
      values.forEach((option, j) => {
        if (values.indexOf(option) !== j)
          report(ctx, source, [...at("options"), j, "value"], messages.duplicateOption(option));
      });
      if (field.default !== undefined && !values.includes(field.default))
        report(ctx, source, at("default"), messages.unknownDefaultOption(field.default, values));
    });
  }
}

type RecordKind = TemplateKind;
const RECORD_DIRS = Object.fromEntries(
  TEMPLATE_COLLECTIONS.map(([kind, collection]) => [kind, collection.dir]),
) as Record<RecordKind, string>;

/** Every section of every page file and template, with where it is written. */
function everySection(
  content: SiteContent,
): { source: SourceFile; path: JsonPath; section: Section }[] {
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
 * What a page shows must be written down: the form of a form section (and its template id once
 * the e-mail provider is set up), the brand groups of a brand grid, the template of each kind of
 * record, and every field of a record its template refers to as {record.field}.
 */
function checkWhatPagesNeed(
  ctx: Context,
  content: SiteContent,
  recordFields: SchemaSet["recordFields"],
) {
  const config = content.config.value;
  const configFile = content.config.source;
  const hasProviderKeys = Boolean(
    config.delivery?.publicKey.trim() || config.delivery?.serviceId.trim(),
  );
  const records: Record<RecordKind, Located<Record<string, unknown>>[]> = {
    location: content.locations as unknown as Located<Record<string, unknown>>[],
    service: content.services as unknown as Located<Record<string, unknown>>[],
    advantage: content.advantages as unknown as Located<Record<string, unknown>>[],
  };
  let placeIndex: SourceFile | undefined;
  for (const { source, path, section } of everySection(content)) {
    const inTemplate = path[0] === "templates" ? String(path[1]) : undefined;
    if (section.type === "location-index") {
      if (inTemplate)
        report(
          ctx,
          source,
          [...path, "type"],
          messages.sectionOnWrongPage(
            section.type,
            "on a page of content/pages, not in a template",
          ),
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
    if ("forKind" in section && section.forKind !== undefined) {
      const template = path[0] === "templates" ? (String(path[1]) as RecordKind) : undefined;
      if (!template) report(ctx, source, [...path, "forKind"], messages.forKindOutsideTemplate());
      else {
        const kinds = [
          ...new Set(
            (records[template] ?? [])
              .map((r) => r.value.kind)
              .filter((k): k is string => typeof k === "string"),
          ),
        ];
        if (!kinds.includes(section.forKind))
          report(
            ctx,
            source,
            [...path, "forKind"],
            messages.unknownForKind(section.forKind, template, kinds),
          );
      }
    }
    const formKey = ctx.sectionForms[section.type];
    if (formKey && !config.forms?.[formKey])
      report(ctx, source, [...path, "type"], messages.formMissing(section.type, formKey));
    else if (formKey && hasProviderKeys && !config.delivery?.templates?.[formKey]?.trim())
      report(ctx, source, [...path, "type"], messages.formTemplateMissing(section.type, formKey));
    if (section.type === "brand-grid") {
      const groups = (config.business.brands ?? []).map((g) => g.id);
      if (!groups.length) report(ctx, source, [...path, "type"], messages.brandsMissing());
      section.groups?.forEach((id, i) => {
        if (!groups.includes(id))
          report(ctx, source, [...path, "groups", i], messages.unknownBrandGroup(id, groups));
      });
    }
  }
  if (content.locations.length && !placeIndex)
    report(ctx, content.locations[0].source, [], messages.placeIndexMissing());
  for (const kind of Object.keys(RECORD_DIRS) as RecordKind[]) {
    const template = config.templates?.[kind];
    if (!records[kind].length) continue;
    if (!template) {
      report(
        ctx,
        configFile,
        config.templates ? ["templates"] : [],
        messages.templateMissing(kind, RECORD_DIRS[kind]),
        Boolean(config.templates),
      );
      continue;
    }
    const used = new Set<string>();
    walkStrings(template, (text) => {
      for (const [, token] of text.matchAll(TOKEN))
        if (token.startsWith("record.")) used.add(token.slice(7));
    });
    for (const { source, value } of records[kind]) {
      // A name form (nameIn, nameOf) falls back to the name, so a record may leave it out.
      for (const field of used)
        if (
          typeof value[field] !== "string" &&
          recordFields[kind].includes(field) &&
          !isNameForm(field)
        )
          report(ctx, source, [], messages.recordFieldMissing(field, kind));
    }
  }
}

/** A Markdown link to an address within the site: [words](/contact). */
export const MARKDOWN_LINK = /\]\((\/[^)\s]*)\)/g;
const UNSAFE = [
  [/<\s*script/i, "a <script> tag"],
  [/javascript\s*:/i, 'a "javascript:" address'],
  [/\son[a-z]+\s*=/i, "an HTML event attribute such as onclick="],
] as const;

/** The longest side a picture may declare: the build draws every picture (the logo's tab icon, a photo's smaller widths), and past this the drawing runs out of memory. */
export const MAX_IMAGE_SIDE = 10_000;
/** The most the share picture (business.image) may weigh: link previews on phones leave out a heavier one. */
export const MAX_SHARE_IMAGE_BYTES = 300 * 1024;

/** Folders the build and the server own at the top of the site: a page there would be served over them, or they over it. */
export const RESERVED_FOLDERS = ["assets", "images", "api", "locales"];

/**
 * A page's address must be its own in every language: not a language's prefix (/fr is the French
 * home page, /ar/contact the Arabic contact page), not a record's page, and not a folder the build
 * or the server fills. A file of public/ in a page's way is named at the file (check-public.ts).
 */
function checkPageAddresses(ctx: Context, content: SiteContent): void {
  const codes = content.config.value.site.languages.map((l) => l.code);
  const recordRoutes = new Map(
    routeTable(content).flatMap((route) =>
      route.recordFile ? [[route.path, route.recordFile] as const] : [],
    ),
  );
  for (const { source, value } of content.pages) {
    const first = value.path.split("/")[1] ?? "";
    if (codes.includes(first))
      report(ctx, source, ["path"], messages.languagePath(value.path, first));
    else if (RESERVED_FOLDERS.includes(first))
      report(ctx, source, ["path"], messages.reservedPath(value.path, first));
    else if (recordRoutes.has(value.path))
      report(
        ctx,
        source,
        ["path"],
        messages.duplicatePath(value.path, recordRoutes.get(value.path)!),
      );
  }
}

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
  const ctx: Context = { root, out: [], sectionForms };
  checkLanguages(ctx, content);
  checkPhone(ctx, content);
  checkFormFields(ctx, content);
  checkWhatPagesNeed(ctx, content, recordFields);
  checkSlugs(ctx, content.locations, ".yaml");
  checkLocationNames(ctx, content.locations);
  checkSlugs(ctx, content.services, ".yaml");
  checkSlugs(ctx, content.advantages, ".md");

  const pathOwners = new Map<string, string>();
  for (const { source, value } of content.pages) {
    if (pathOwners.has(value.path))
      report(
        ctx,
        source,
        ["path"],
        messages.duplicatePath(value.path, pathOwners.get(value.path)!),
      );
    pathOwners.set(value.path, source.file);
    checkUniqueIds(ctx, source, value.sections, ["sections"]);
  }
  if (!pathOwners.has("/404"))
    ctx.out.push({
      file: "content/pages",
      line: 1,
      col: 1,
      path: "",
      message: messages.notFoundPageMissing(),
    });
  checkPageAddresses(ctx, content);
  checkUniqueIds(ctx, content.faq.source, content.faq.value.questions, ["questions"]);
  checkUniqueIds(ctx, content.testimonials.source, content.testimonials.value.testimonials, [
    "testimonials",
  ]);
  content.testimonials.value.testimonials.forEach((testimonial, i) => {
    for (const field of ["text", "name", "location"] as const) {
      const value = testimonial[field];
      if (typeof value === "string" && hasControls(value))
        report(
          ctx,
          content.testimonials.source,
          ["testimonials", i, field],
          messages.controlCharacter(),
        );
    }
  });

  const routes = routeTable(content);
  const sectionIds = new Map(routes.map((r) => [r.path, r.sections.map((s) => s.id)]));
  const routePaths = routes.filter((r) => !r.isNotFound).map((r) => r.path);
  const tokens = knownTokens(content.config.value);
  const testimonialIds = content.testimonials.value.testimonials.map((t) => t.id);

  const { languages, defaultLanguage } = content.config.value.site;
  const codes = languages.map((l) => l.code);
  const checkLink = (source: SourceFile, path: JsonPath, href: string) => {
    const [target, hash] = href.split("#");
    const written = unlocalizedPath(target, codes, defaultLanguage);
    if (written.lang !== defaultLanguage && sectionIds.has(written.path))
      report(
        ctx,
        source,
        path,
        messages.languageInLink(href, written.path + (hash ? `#${hash}` : ""), written.lang),
      );
    else if (!sectionIds.has(target) || target === "/404")
      report(ctx, source, path, messages.brokenLink(href, routePaths));
    else if (hash && !sectionIds.get(target)!.includes(hash))
      report(ctx, source, path, messages.brokenAnchor(href, sectionIds.get(target)!));
  };

  const checkImage = (source: SourceFile, path: JsonPath, image: string) => {
    const file = imageFile(root, image);
    if (!file) return report(ctx, source, path, messages.imageOutsideFolder(image));
    if (!existsSync(file)) return report(ctx, source, path, messages.missingImage(image));
    const size = readImageSize(file);
    if (!size) return report(ctx, source, path, messages.imageWithoutSize(image));
    if (Math.max(size.width, size.height) > MAX_IMAGE_SIDE)
      report(ctx, source, path, messages.imageTooLarge(image, size, MAX_IMAGE_SIDE));
    // The share picture: a link preview on a phone (WhatsApp) is dropped past this size.
    const bytes = statSync(file).size;
    if (
      source === content.config.source &&
      formatPath(path) === "business.image" &&
      bytes > MAX_SHARE_IMAGE_BYTES
    )
      report(ctx, source, path, messages.shareImageTooHeavy(image, bytes, MAX_SHARE_IMAGE_BYTES));
  };

  for (const [kind, { source, value }] of sourcesWithSchemas(content)) {
    const isConfig = source === content.config.source;
    walkRoles(RECORD_SCHEMAS[kind], value, (text, path, { role }) => {
      const key = path[path.length - 1];
      if (role === "link" && text.startsWith("/")) checkLink(source, path, text);
      if (key === "quote" && !testimonialIds.includes(text))
        report(ctx, source, path, messages.unknownTestimonial(text, testimonialIds));
      if (role === "image") checkImage(source, path, text);
      for (const [, link] of text.matchAll(MARKDOWN_LINK)) checkLink(source, path, link);
      for (const [pattern, what] of UNSAFE) {
        const found = pattern.exec(text);
        if (!found) continue;
        // In a Markdown body, point at the line itself rather than the start of the body.
        if (path[0] === "body" && source.bodyLine) {
          const line = source.bodyLine + text.slice(0, found.index).split("\n").length - 1;
          ctx.out.push({
            file: source.file,
            line,
            col: 1,
            path: "body",
            message: messages.unsafeText(what),
          });
        } else report(ctx, source, path, messages.unsafeText(what));
      }
      // A customer's words are shown as they wrote them: braces in a review are not tokens.
      const tokensIn = source === content.testimonials.source ? [] : text.matchAll(TOKEN);
      for (const [, token] of tokensIn) {
        if (token.startsWith("record.")) {
          const template = isConfig && path[0] === "templates" ? String(path[1]) : undefined;
          if (!template) report(ctx, source, path, messages.recordTokenOutsideTemplate(token));
          else {
            const fields = recordFields[template as TemplateKind];
            if (!fields.includes(token.slice(7)))
              report(
                ctx,
                source,
                path,
                messages.unknownToken(
                  token,
                  fields.map((f) => `record.${f}`),
                ),
              );
          }
        } else if (!tokens.includes(token))
          report(ctx, source, path, messages.unknownToken(token, tokens));
      }
    });
  }

  // Blocks belong to the engine that runs this check, wherever the site's files are.
  const blocks = resolve(import.meta.dirname, "../sections");
  for (const type of sectionTypes) {
    if (!existsSync(join(blocks, type, "block.tsx"))) {
      ctx.out.push({
        file: `src/sections/${type}/schema.json`,
        line: 1,
        col: 1,
        path: "",
        message: messages.sectionWithoutBlock(type),
      });
    }
  }
  for (const file of sectionSchemaFiles) {
    const type = file.replace(/^sections\//, "").replace(/\.schema\.json$/, "");
    if (!sectionTypes.includes(type))
      ctx.out.push({
        file: `schemas/${file}`,
        line: 1,
        col: 1,
        path: "",
        message: messages.schemaNotInUnion(`schemas/${file}`),
      });
  }
  return ctx.out;
}

/** Each file of the content with the kind of schema that says what its strings are: links, pictures, words. */
function sourcesWithSchemas(content: SiteContent): [SchemaKind, Located<unknown>][] {
  return [...translatableSources(content), ["testimonials", content.testimonials]];
}

/** The size each picture of the content declares (and a small drawing's markup), by its public path: read once the references are known to be good. */
export function imageSizesOf(root: string, content: SiteContent): Record<string, ImageFacts> {
  const sizes: Record<string, ImageFacts> = {};
  for (const [kind, { value }] of sourcesWithSchemas(content)) {
    walkRoles(RECORD_SCHEMAS[kind], value, (image, _path, { role }) => {
      const file = role === "image" && !(image in sizes) ? imageFile(root, image) : undefined;
      const size = file && readImageFacts(file);
      if (size) sizes[image] = size;
    });
  }
  return sizes;
}
