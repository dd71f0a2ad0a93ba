// The editor's whole configuration (Decap CMS's config), made from the one table of collections
// (src/site/load/collections.ts) and the schemas: a folder of records becomes a folder collection,
// a single file an entry of the "Site" collection. npm run generate writes it to
// src/generated/cms-config.json; the editor's page (src/editor/main.tsx) starts Decap CMS with it.
import { COLLECTIONS, type CollectionKind } from "../../site/load/collections.ts";
import { fieldsOf, type CmsField, type SchemaFiles } from "./schema-fields.ts";

/** What the editor calls each kind of content, and the field that names a record's file. */
const SHOWN: Partial<Record<CollectionKind, { label: string; singular: string; slug?: string }>> = {
  location: { label: "Locations", singular: "Location", slug: "{{fields.slug}}" },
  service: { label: "Services", singular: "Service", slug: "{{fields.slug}}" },
  advantage: { label: "Advantages", singular: "Advantage", slug: "{{fields.slug}}" },
  page: { label: "Pages", singular: "Page" },
  site: { label: "Business and site", singular: "Business and site" },
  faq: { label: "Questions (FAQ)", singular: "Questions" },
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
  slug?: string;
  identifier_field?: string;
  summary?: string;
  fields?: CmsField[];
  files?: { name: string; label: string; file: string; description?: string; fields: CmsField[] }[];
}

export interface CmsConfig {
  backend: { name: string; repo?: string; branch?: string };
  local_backend: boolean;
  publish_mode?: string;
  media_folder: string;
  public_folder: string;
  load_config_file: false;
  collections: CmsCollection[];
}

const fieldsFor = (files: SchemaFiles, schemaFile: string) =>
  fieldsOf(files, files[schemaFile], { file: schemaFile, pointer: "" });

function folderCollection(files: SchemaFiles, kind: CollectionKind): CmsCollection {
  const collection = COLLECTIONS[kind] as { dir: string; ending: ".yaml" | ".md"; schema: string };
  const shown = SHOWN[kind]!;
  const fields = fieldsFor(files, collection.schema);
  const markdown = collection.ending === ".md";
  const named = fields.find((f) => f.name === "name" || f.name === "title")?.name ?? "title";
  return {
    name: kind,
    label: shown.label,
    label_singular: shown.singular,
    ...(files[collection.schema].description
      ? { description: files[collection.schema].description }
      : {}),
    folder: collection.dir,
    extension: collection.ending.slice(1),
    format: markdown ? "frontmatter" : "yaml",
    create: true,
    slug: shown.slug ?? "{{slug}}",
    identifier_field: named,
    summary: `{{${named}}}`,
    fields,
  };
}

/** The site's single files: site.config.yaml, the questions and the reviews. */
function fileCollection(files: SchemaFiles, kinds: CollectionKind[]): CmsCollection {
  return {
    name: "site",
    label: "Site",
    files: kinds.map((kind) => {
      const collection = COLLECTIONS[kind] as { file: string; schema: string };
      return {
        name: kind,
        label: SHOWN[kind]!.label,
        file: collection.file,
        ...(files[collection.schema].description
          ? { description: files[collection.schema].description }
          : {}),
        fields: fieldsFor(files, collection.schema),
      };
    }),
  };
}

/** The configuration for every collection the site has, from the schemas under schemas/. */
export function cmsConfig(
  files: SchemaFiles,
  github?: { repo: string; branch: string },
): CmsConfig {
  const kinds = Object.keys(SHOWN) as CollectionKind[];
  const single = kinds.filter((kind) => "file" in COLLECTIONS[kind]);
  return {
    backend: github
      ? { name: "github", repo: github.repo, branch: github.branch }
      : { name: "git-gateway" },
    local_backend: true,
    ...(github ? { publish_mode: "editorial_workflow" } : {}),
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
