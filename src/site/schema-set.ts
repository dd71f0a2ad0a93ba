// Loads every JSON Schema under schemas/ into one ajv instance. Files refer to each other by
// relative path (so editors can follow them too); each gets a file:// id so ajv resolves them alike.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv, { type ValidateFunction } from "ajv";

export const RECORD_SCHEMAS = {
  site: "site.schema.json",
  page: "records/page.schema.json",
  location: "records/location.schema.json",
  service: "records/service.schema.json",
  advantage: "records/advantage.schema.json",
  faq: "records/faq.schema.json",
  testimonials: "records/testimonials.schema.json",
  locale: "records/locale.schema.json",
} as const;
export type RecordKind = keyof typeof RECORD_SCHEMAS;

export interface SchemaSet {
  validators: Record<RecordKind, ValidateFunction>;
  sectionTypes: string[];
  sectionSchemaFiles: string[];
}

const idOf = (file: string) => `file:///${file}`;

export function listSchemaFiles(schemaDir: string): string[] {
  const sections = readdirSync(join(schemaDir, "sections")).filter((f) => f.endsWith(".schema.json")).map((f) => `sections/${f}`);
  const records = readdirSync(join(schemaDir, "records")).filter((f) => f.endsWith(".schema.json")).map((f) => `records/${f}`);
  return ["defs.schema.json", "section.schema.json", "site.schema.json", ...records, ...sections];
}

export function loadSchemaSet(schemaDir: string): SchemaSet {
  const ajv = new Ajv({ allErrors: true, verbose: true, discriminator: true, strict: false });
  const files = listSchemaFiles(schemaDir);
  for (const file of files) {
    const schema = JSON.parse(readFileSync(join(schemaDir, file), "utf8"));
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
  return { validators, sectionTypes, sectionSchemaFiles };
}
