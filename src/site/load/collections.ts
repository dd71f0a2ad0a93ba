// The one table of the site's collections: each kind of content file, where its files are and the
// schema that checks them. The loader (load-sources.ts), the validator's schemas (schema-set.ts),
// the check that a kind with files has a page template (check-templates.ts) and the editor's
// schema mapping (.vscode/settings.json, kept equal by a test) all read it.

export interface Collection {
  /** One file, or a folder of files ending in `ending` (in each language's folder for locales). */
  file?: string;
  dir?: string;
  ending?: ".yaml" | ".md";
  /** The schema under schemas/. */
  schema: string;
  /** A list file a site may leave out (no questions, no reviews yet): read as this empty list. */
  emptyList?: string;
  /** Its records each have a page, drawn by templates.<kind> in site.config.yaml. */
  hasTemplate?: boolean;
}

export const COLLECTIONS = {
  site: { file: "site.config.yaml", schema: "site.schema.json" },
  page: { dir: "content/pages", ending: ".yaml", schema: "records/page.schema.json" },
  location: {
    dir: "content/locations",
    ending: ".yaml",
    schema: "records/location.schema.json",
    hasTemplate: true,
  },
  service: {
    dir: "content/services",
    ending: ".yaml",
    schema: "records/service.schema.json",
    hasTemplate: true,
  },
  advantage: {
    dir: "content/advantages",
    ending: ".md",
    schema: "records/advantage.schema.json",
    hasTemplate: true,
  },
  faq: {
    file: "content/faq.yaml",
    schema: "records/faq.schema.json",
    emptyList: "questions: []\n",
  },
  testimonials: {
    file: "content/testimonials.yaml",
    schema: "records/testimonials.schema.json",
    emptyList: "testimonials: []\n",
  },
  locale: { dir: "content/locales/*", ending: ".yaml", schema: "records/locale.schema.json" },
} as const satisfies Record<string, Collection>;

export type CollectionKind = keyof typeof COLLECTIONS;

/** The kinds whose records each have a page from a template, with their folders. */
export const TEMPLATE_COLLECTIONS = (
  Object.entries(COLLECTIONS) as [CollectionKind, Collection][]
).filter(([, c]) => c.hasTemplate) as [
  "location" | "service" | "advantage",
  Collection & { dir: string },
][];

/** The files each schema checks, as editors' YAML tools take them ("schemas/x.schema.json": "content/x/*.yaml"). Markdown files are left out: their YAML is a front matter. */
export function editorSchemaMapping(): Record<string, string> {
  return Object.fromEntries(
    Object.values(COLLECTIONS as Record<CollectionKind, Collection>)
      .filter((c) => c.file ?? c.ending === ".yaml")
      .map((c) => [`schemas/${c.schema}`, c.file ?? `${c.dir}/*${c.ending}`]),
  );
}
