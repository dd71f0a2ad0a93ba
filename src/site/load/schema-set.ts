// Loads every JSON Schema under schemas/ into one ajv instance. Files refer to each other by
// relative path (so editors can follow them too); each gets a file:// id so ajv resolves them alike.
import type { SiteConfig } from "../../generated/schema-types.ts";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { COLLECTIONS, type CollectionKind } from "./collections.ts";
import { FORM_KEYWORD } from "./section-folders.ts";

/** A lead form, by its name under forms: in site.config.yaml. */
export type FormKey = keyof NonNullable<SiteConfig["forms"]>;

/** Each kind of record's schema, from the one table of collections. */
export const RECORD_SCHEMAS = Object.fromEntries(
  Object.entries(COLLECTIONS).map(([kind, collection]) => [kind, collection.schema]),
) as {
  [K in CollectionKind]: (typeof COLLECTIONS)[K]["schema"];
};
export type RecordKind = keyof typeof RECORD_SCHEMAS;

/** The kinds of record that each have a page template. */
export type TemplateKind = Extract<RecordKind, "location" | "service" | "advantage">;
const TEMPLATE_KINDS: TemplateKind[] = ["location", "service", "advantage"];

export interface SchemaSet {
  validators: Record<RecordKind, ValidateFunction>;
  sectionTypes: string[];
  sectionSchemaFiles: string[];
  /** Each form section type and the form it shows under forms: in site.config.yaml (its schema's "x-form"). */
  sectionForms: Record<string, FormKey>;
  /** The text fields of each kind of record, which its template may show as {record.<field>}. */
  recordFields: Record<TemplateKind, string[]>;
}

type PropertySchema = { type?: string; $ref?: string };
const TEXT_DEFINITIONS = /#\/definitions\/(text|slug|markdown)$/;
const textFieldsOf = (schema: { properties: Record<string, PropertySchema> }) =>
  Object.entries(schema.properties).flatMap(([name, property]) =>
    property.type === "string" || TEXT_DEFINITIONS.test(property.$ref ?? "") ? [name] : [],
  );

const idOf = (file: string) => `file:///${file}`;

export function listSchemaFiles(schemaDir: string): string[] {
  const sections = readdirSync(join(schemaDir, "sections"))
    .filter((f) => f.endsWith(".schema.json"))
    .map((f) => `sections/${f}`);
  const records = readdirSync(join(schemaDir, "records"))
    .filter((f) => f.endsWith(".schema.json"))
    .map((f) => `records/${f}`);
  return [
    "defs.schema.json",
    "field-kinds.schema.json",
    "section.schema.json",
    "site.schema.json",
    ...records,
    ...sections,
  ];
}

/** The last compiled set, kept while the schema files are unchanged (npm run dev validates on every save). */
let compiled: { key: string; set: SchemaSet } | undefined;

export function loadSchemaSet(schemaDir: string): SchemaSet {
  const files = listSchemaFiles(schemaDir);
  const texts = files.map((file) => readFileSync(join(schemaDir, file), "utf8"));
  const key = files.map((file, i) => `${file}\n${texts[i]}`).join("\n");
  if (compiled?.key === key) return compiled.set;
  // Defaults are written once, in the schemas ("default"), and put into the content as it is checked.
  const ajv = new Ajv({
    allErrors: true,
    verbose: true,
    discriminator: true,
    strict: false,
    useDefaults: true,
  });
  // Dates a person writes (a review's day, its consent's moment) are checked, not only their type.
  addFormats(ajv, ["date", "date-time"]);
  for (const [i, file] of files.entries()) {
    const schema = JSON.parse(texts[i]);
    delete schema.$schema;
    ajv.addSchema({ ...schema, $id: idOf(file) });
  }
  const validators = Object.fromEntries(
    Object.entries(RECORD_SCHEMAS).map(([kind, file]) => [kind, ajv.getSchema(idOf(file))!]),
  ) as Record<RecordKind, ValidateFunction>;
  const sectionSchemaFiles = files.filter((f) => f.startsWith("sections/"));
  const union = JSON.parse(readFileSync(join(schemaDir, "section.schema.json"), "utf8"));
  const sectionTypes = (union.definitions.section.oneOf as { $ref: string }[]).map((ref) =>
    ref.$ref.replace(/^sections\//, "").replace(/\.schema\.json$/, ""),
  );
  const recordFields = Object.fromEntries(
    TEMPLATE_KINDS.map((kind) => [
      kind,
      textFieldsOf(JSON.parse(texts[files.indexOf(RECORD_SCHEMAS[kind])])),
    ]),
  ) as Record<TemplateKind, string[]>;
  const sectionForms = Object.fromEntries(
    sectionSchemaFiles.flatMap((file) => {
      const form = JSON.parse(texts[files.indexOf(file)])[FORM_KEYWORD] as FormKey | undefined;
      return form ? [[file.replace(/^sections\/|\.schema\.json$/g, ""), form]] : [];
    }),
  );
  const set = { validators, sectionTypes, sectionSchemaFiles, sectionForms, recordFields };
  compiled = { key, set };
  return set;
}
