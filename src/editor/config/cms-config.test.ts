// The editor's configuration comes from the schemas: every field a schema has, at any depth, has
// its place in it, and a schema's words are the editor's labels and help.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { readSchemaFiles } from "../../../scripts/editor-config.ts";
import { COLLECTIONS } from "../../site/load/collections.ts";
import { cmsConfig, type CmsCollection } from "./cms-config.ts";
import { followRef, type CmsField, type JsonSchema, type SchemaFiles } from "./schema-fields.ts";

const SITE = { defaultLanguage: "en", languages: [{ code: "en" }, { code: "ar" }] };
const files = readSchemaFiles(join(import.meta.dirname, "../../../schemas"));

/** Every property path a schema has ("serviceAreas", "sections[hero].actions.label"), refs followed. */
function schemaPaths(
  schema: JsonSchema,
  file: string,
  prefix: string,
  seen: string[] = [],
): string[] {
  if (schema.$ref) {
    if (seen.includes(`${file}${schema.$ref}`)) return [];
    const target = followRef(files, schema.$ref, file);
    return schemaPaths(target.schema, target.place.file, prefix, [
      ...seen,
      `${file}${schema.$ref}`,
    ]);
  }
  if (schema.oneOf && schema.discriminator)
    return schema.oneOf.flatMap((option) => {
      const one = option.$ref
        ? followRef(files, option.$ref, file)
        : { schema: option, place: { file } };
      const type = String(one.schema.properties?.type?.const);
      return Object.entries(one.schema.properties ?? {})
        .filter(([name]) => name !== "type")
        .flatMap(([name, property]) => [
          `${prefix}[${type}].${name}`,
          ...schemaPaths(property, one.place.file, `${prefix}[${type}].${name}`, seen),
        ]);
    });
  if (schema.type === "array" && schema.items) return schemaPaths(schema.items, file, prefix, seen);
  if (schema.type === "object" && schema.properties && schema.additionalProperties === false)
    return Object.entries(schema.properties).flatMap(([name, property]) => {
      const path = prefix ? `${prefix}.${name}` : name;
      return [path, ...schemaPaths(property, file, path, seen)];
    });
  return [];
}

/** Every field path the configuration has, in the same notation; a "schema-value" box holds all below it. */
function configPaths(fields: CmsField[], prefix = ""): string[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    if (field.widget === "schema-value") return [path, `${path}.*`];
    return [
      path,
      ...configPaths(field.fields ?? [], path),
      ...(field.types ?? []).flatMap((type) => configPaths(type.fields, `${path}[${type.name}]`)),
    ];
  });
}

const collectionFields = (config: CmsCollection[], kind: string): CmsField[] =>
  config.find((c) => c.name === kind)?.fields ??
  config.flatMap((c) => c.files ?? []).find((f) => f.name === kind)!.fields;

describe("the content editor's configuration", () => {
  const config = cmsConfig(files, SITE);

  it.each(Object.keys(COLLECTIONS).filter((kind) => kind !== "locale"))(
    "gives every field of the %s schema a place",
    (kind) => {
      const schemaFile = COLLECTIONS[kind as keyof typeof COLLECTIONS].schema;
      const inConfig = new Set(configPaths(collectionFields(config.collections, kind)));
      const covered = (path: string) =>
        inConfig.has(path) ||
        [...inConfig].some((p) => p.endsWith(".*") && path.startsWith(p.slice(0, -1)));
      const missing = schemaPaths(files[schemaFile], schemaFile, "").filter(
        (path) => !covered(path),
      );
      expect(missing).toEqual([]);
    },
  );

  it("labels a field with its schema's title, or its name in words, and helps with its description", () => {
    const changed: SchemaFiles = structuredClone(files);
    changed["records/location.schema.json"].properties!.serviceAreas.title =
      "Neighbourhoods served";
    const fields = collectionFields(cmsConfig(changed, SITE).collections, "location");
    const areas = fields.find((f) => f.name === "serviceAreas")!;
    expect(areas.label).toBe("Neighbourhoods served");
    expect(areas.hint).toBe(
      files["records/location.schema.json"].properties!.serviceAreas.description,
    );
    expect(
      collectionFields(config.collections, "location").find((f) => f.name === "serviceAreas")!
        .label,
    ).toBe("Service areas");
  });

  it("makes a section type's fields the fields of its kind of list item, with the widgets its schema calls for", () => {
    const page = collectionFields(config.collections, "page");
    const sections = page.find((f) => f.name === "sections")!;
    expect(sections.typeKey).toBe("type");
    const sectionFiles = Object.keys(files).filter((file) => file.startsWith("sections/"));
    expect(sections.types!.map((t) => t.name).sort()).toEqual(
      sectionFiles.map((file) => String(files[file].properties!.type.const)).sort(),
    );
    const location = collectionFields(config.collections, "location");
    const widget = (name: string) => location.find((f) => f.name === name)!.widget;
    expect([
      widget("name"),
      widget("description"),
      widget("featured"),
      widget("order"),
      widget("heroImage"),
    ]).toEqual(["string", "text", "boolean", "number", "image"]);
    expect(location.find((f) => f.name === "slug")!.required).toBe(true);
    expect(location.find((f) => f.name === "region")!.required).toBe(false);
  });

  it("marks what each language's file holds: the words translated, ids kept, the rest left to the source file", () => {
    expect(config.i18n).toEqual({
      structure: "multiple_folders",
      locales: ["en", "ar"],
      default_locale: "en",
    });
    const location = collectionFields(config.collections, "location");
    const mark = (name: string) => location.find((f) => f.name === name)!.i18n;
    expect([
      mark("name"),
      mark("description"),
      mark("serviceAreas"),
      mark("slug"),
      mark("featured"),
    ]).toEqual([true, true, true, "none", "none"]);
    const [questions] = collectionFields(config.collections, "faq");
    expect(questions.i18n).toBe(true);
    expect(questions.fields!.map((f) => [f.name, f.i18n])).toEqual([
      ["id", "duplicate"],
      ["question", true],
      ["answer", true],
    ]);
    // The reviews and the site's facts are not translated: their fields carry no mark.
    const reviews = collectionFields(config.collections, "testimonials");
    expect(JSON.stringify(reviews)).not.toContain('"i18n"');
    expect(config.collections.find((c) => c.name === "location")!.folder).toBe("content/locations");
  });
});
