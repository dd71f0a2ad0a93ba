// The generated types read as the schemas do: titled schemas become named types with their
// descriptions, and a property with a default is always there. They are made again when a schema
// changes, and only then.
import { afterAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { schemaTypesSource, writeSchemaTypes } from "./schema-types.ts";

const root = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), "schema-types-"));
const dir = join(root, "schemas");
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (file: string, schema: object) => {
  mkdirSync(join(dir, file, ".."), { recursive: true });
  writeFileSync(join(dir, file), JSON.stringify(schema));
};

describe("the schema types", () => {
  it("name each titled schema, keep its words, and make a property with a default required", async () => {
    write("defs.schema.json", {
      definitions: {
        text: { title: "Text", type: "string", description: "Words a visitor reads." },
      },
    });
    write("site.schema.json", {
      title: "SiteConfig",
      type: "object",
      additionalProperties: false,
      required: ["name"],
      properties: {
        name: { $ref: "defs.schema.json#/definitions/text" },
        maxRequestKb: { type: "integer", default: 50, description: "The largest lead." },
        tagline: { type: "string" },
      },
    });
    write("sections/note.schema.json", {
      title: "NoteSection",
      type: "object",
      additionalProperties: false,
      required: ["type"],
      properties: { type: { const: "note" } },
    });
    write("section.schema.json", {
      title: "SectionUnion",
      definitions: {
        section: { title: "Section", oneOf: [{ $ref: "sections/note.schema.json" }] },
      },
    });
    write("field-kinds.schema.json", { definitions: {} });
    mkdirSync(join(dir, "records"), { recursive: true });

    const source = await schemaTypesSource(dir);
    expect(source).toContain("/**\n * Words a visitor reads.\n */\nexport type Text = string;");
    expect(source).toMatch(/export interface SiteConfig \{[^}]*name: Text;/);
    expect(source).toMatch(/The largest lead\.\n {3}\*\/\n {2}maxRequestKb: number;/);
    expect(source).toMatch(/ {2}tagline\?: string;/);
    expect(source).toMatch(/export interface NoteSection \{\s+type: "note";\s+\}/);
  });

  it("are written once, and again only when a schema changes", async () => {
    const types = join(root, "src/generated/schema-types.ts");
    expect(await writeSchemaTypes(root)).toBe(true);
    expect(readFileSync(types, "utf8")).toContain("export interface NoteSection");
    // Unchanged sources: the file is left as it is, even when its body was touched.
    writeFileSync(types, readFileSync(types, "utf8").replaceAll("NoteSection", "Touched"));
    expect(await writeSchemaTypes(root)).toBe(false);
    expect(readFileSync(types, "utf8")).toContain("export interface Touched");
    write("sections/note.schema.json", {
      title: "NoteSection",
      type: "object",
      additionalProperties: false,
      required: ["type"],
      properties: { type: { const: "note" }, text: { type: "string" } },
    });
    expect(await writeSchemaTypes(root)).toBe(true);
    expect(readFileSync(types, "utf8")).toMatch(
      /export interface NoteSection \{\s+type: "note";\s+text\?: string;/,
    );
  });
});
