// The one table of the site's collections: each kind of content file, where its files are and the
// schema that checks them. The loader (load-sources.ts), the validator's schemas (schema-set.ts),
// the check that a kind with files has a page template (check-templates.ts) and the editor's
// schema mapping (.vscode/settings.json, kept equal by a test) all read it.

export interface Collection {
  /**
   * One file, or a folder of files ending in `ending`. A collection that is translated has a
   * folder per language, named by its code: `{lang}` in the path, the source language's folder
   * holding the source files and each other language's its translations (content/pages/en/home.yaml,
   * content/pages/fr/home.yaml), as the content editor keeps them (Decap CMS's "multiple_folders").
   * The interface words have a folder per language too (content/locales/<language>/, `*`).
   */
  file?: string;
  dir?: string;
  ending?: ".yaml" | ".md";
  /** Where the file was before each language had its folder (2026-11-29), for the validator to say where it goes. */
  formerly?: string;
  /** The schema under schemas/. */
  schema: string;
  /** A list file a site may leave out (no questions, no reviews yet): read as this empty list. */
  emptyList?: string;
  /** Its records each have a page, drawn by templates.<kind> in site.config.yaml. */
  hasTemplate?: boolean;
}

export const COLLECTIONS = {
  site: { file: "site.config.yaml", schema: "site.schema.json" },
  page: { dir: "content/pages/{lang}", ending: ".yaml", schema: "records/page.schema.json" },
  location: {
    dir: "content/locations/{lang}",
    ending: ".yaml",
    schema: "records/location.schema.json",
    hasTemplate: true,
  },
  service: {
    dir: "content/services/{lang}",
    ending: ".yaml",
    schema: "records/service.schema.json",
    hasTemplate: true,
  },
  advantage: {
    dir: "content/advantages/{lang}",
    ending: ".md",
    schema: "records/advantage.schema.json",
    hasTemplate: true,
  },
  faq: {
    file: "content/faq/{lang}/questions.yaml",
    formerly: "content/faq.yaml",
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

/** A collection's file or folder in one language: content/pages/{lang} -> content/pages/fr. */
export const inLanguage = (path: string, lang: string) => path.replace("{lang}", lang);

/**
 * The files each schema checks, as editors' YAML tools take them ("schemas/x.schema.json":
 * "content/x/en/*.yaml"): the source language's (a translation holds only words, not a record).
 * Markdown files are left out: their YAML is a front matter.
 */
export function editorSchemaMapping(sourceLanguage: string): Record<string, string> {
  return Object.fromEntries(
    Object.values(COLLECTIONS as Record<CollectionKind, Collection>)
      .filter((c) => c.file ?? c.ending === ".yaml")
      .map((c) => [
        `schemas/${c.schema}`,
        inLanguage(c.file ?? `${c.dir}/*${c.ending}`, sourceLanguage),
      ]),
  );
}

/** The folders under content/ that are a collection's, not a language's (content/fr/). */
export const COLLECTION_FOLDERS = [
  ...new Set(
    Object.values(COLLECTIONS as Record<CollectionKind, Collection>).flatMap((c) =>
      (c.dir ?? c.file!).includes("/{lang}") ? [(c.dir ?? c.file!).split("/")[1]] : [],
    ),
  ),
  "locales",
  "images",
];
