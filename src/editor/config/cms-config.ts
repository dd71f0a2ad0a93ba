// The editor's whole configuration (Decap CMS's config), made from the one table of collections
// (src/site/load/collections.ts) and the schemas: a folder of records becomes a folder collection,
// a single file an entry of the "Site" collection. npm run generate writes it to
// src/generated/cms-config.json; the editor's page (src/editor/main.tsx) starts Decap CMS with it.
import { COLLECTIONS, type Collection, type CollectionKind } from "../../site/load/collections.ts";
import { fieldsOf, type CmsField, type SchemaFiles } from "./schema-fields.ts";

/** What the editor calls each kind of content, and the field that names a record's file. */
const SHOWN: Partial<Record<CollectionKind, { label: string; singular: string; slug?: string }>> = {
  location: { label: "Locations", singular: "Location", slug: "{{fields.slug}}" },
  service: { label: "Services", singular: "Service", slug: "{{fields.slug}}" },
  advantage: { label: "Advantages", singular: "Advantage", slug: "{{fields.slug}}" },
  page: { label: "Pages", singular: "Page" },
  site: { label: "Business and site", singular: "Business and site" },
  faq: { label: "Questions (FAQ)", singular: "Questions", slug: "questions" },
  testimonials: { label: "Reviews", singular: "Reviews" },
};

export interface CmsCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  extension?: string;
  format?: string;
  create?: boolean;
  delete?: boolean;
  i18n?: boolean;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  fields?: CmsField[];
  files?: { name: string; label: string; file: string; description?: string; fields: CmsField[] }[];
}

/** The site's languages, as site.config.yaml lists them. */
export interface SiteLanguages {
  defaultLanguage: string;
  languages: { code: string }[];
}

export interface CmsConfig {
  /** Each language's files in a folder named by its code, beside the source language's (content/pages/fr/home.yaml). */
  i18n: { structure: "multiple_folders"; locales: string[]; default_locale: string };
  media_folder: string;
  public_folder: string;
  load_config_file: false;
  collections: CmsCollection[];
}

/** A field without what each language holds of it, in a collection that is not translated. */
const untranslated = (field: CmsField): CmsField => {
  const { i18n: _, ...rest } = field;
  return {
    ...rest,
    ...(field.fields ? { fields: field.fields.map(untranslated) } : {}),
    ...(field.field ? { field: untranslated(field.field) } : {}),
    ...(field.types
      ? { types: field.types.map((t) => ({ ...t, fields: t.fields.map(untranslated) })) }
      : {}),
  };
};

/** A collection is translated when each language has its folder ({lang} in its path). */
const isTranslated = (collection: Collection) =>
  (collection.dir ?? collection.file ?? "").includes("/{lang}");

function fieldsFor(files: SchemaFiles, collection: Collection): CmsField[] {
  const fields = fieldsOf(files, files[collection.schema], {
    file: collection.schema,
    pointer: "",
  });
  return isTranslated(collection) ? fields : fields.map(untranslated);
}

/** The folder of a translated collection, as Decap CMS names it: without the language. */
const folderOf = (path: string) => path.split("/{lang}")[0];

function folderCollection(files: SchemaFiles, kind: CollectionKind): CmsCollection {
  const collection = COLLECTIONS[kind] as Collection;
  const shown = SHOWN[kind]!;
  const fields = fieldsFor(files, collection);
  const markdown = collection.ending === ".md";
  const single = collection.file !== undefined;
  const named = fields.find((f) => f.name === "name" || f.name === "title")?.name;
  const description = files[collection.schema].description;
  return {
    name: kind,
    label: shown.label,
    label_singular: shown.singular,
    ...(description ? { description } : {}),
    folder: folderOf(collection.dir ?? collection.file!),
    extension: (collection.ending ?? ".yaml").slice(1),
    format: markdown ? "frontmatter" : "yaml",
    // The questions are one file: edited, never added to or deleted.
    create: !single,
    ...(single ? { delete: false } : {}),
    i18n: isTranslated(collection),
    slug: shown.slug ?? "{{slug}}",
    identifier_field: named ?? fields[0].name,
    summary: named ? `{{${named}}}` : shown.label,
    fields,
  };
}

/** The site's files that are not translated: site.config.yaml and the reviews. */
function fileCollection(files: SchemaFiles, kinds: CollectionKind[]): CmsCollection {
  return {
    name: "site",
    label: "Site",
    files: kinds.map((kind) => {
      const collection = COLLECTIONS[kind] as Collection;
      const description = files[collection.schema].description;
      return {
        name: kind,
        label: SHOWN[kind]!.label,
        file: collection.file!,
        ...(description ? { description } : {}),
        fields: fieldsFor(files, collection),
      };
    }),
  };
}

/** The configuration for every collection the site has, from the schemas under schemas/; where it saves is src/editor/config/backend.ts. */
export function cmsConfig(files: SchemaFiles, site: SiteLanguages): CmsConfig {
  const kinds = Object.keys(SHOWN) as CollectionKind[];
  const single = kinds.filter(
    (kind) => !isTranslated(COLLECTIONS[kind]) && "file" in COLLECTIONS[kind],
  );
  return {
    i18n: {
      structure: "multiple_folders",
      locales: site.languages.map((language) => language.code),
      default_locale: site.defaultLanguage,
    },
    media_folder: "content/images",
    public_folder: "/images",
    load_config_file: false,
    collections: [
      ...kinds
        .filter((kind) => !single.includes(kind))
        .map((kind) => folderCollection(files, kind)),
      fileCollection(files, single),
    ],
  };
}
