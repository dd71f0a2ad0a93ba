// What the section folders publish under schemas/ (npm run generate): each type's schema, its
// references made relative to schemas/sections/, and the union of every type, which the
// validator and editors' YAML tools read.
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { sectionTypes } from "./section-folders.ts";
import { writeIfChanged } from "./write-if-changed.ts";

/** Where a type's schema refers to the shared definitions, from its folder; as published, from schemas/sections/. */
const SOURCE_DEFS = "../../../schemas/defs.schema.json";
const PUBLISHED_DEFS = "../defs.schema.json";

/** The union of every section type, tagged by type: ajv's discriminator gives one clear error for a typo. */
function unionSchema(types: string[]): object {
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    title: "SectionUnion",
    description:
      "A page is a list of sections. Each section names its kind with type: and the fields of that kind.",
    definitions: {
      section: {
        title: "Section",
        type: "object",
        required: ["type"],
        discriminator: { propertyName: "type" },
        oneOf: types.map((type) => ({ $ref: `sections/${type}.schema.json` })),
      },
      sectionList: {
        type: "array",
        minItems: 1,
        description:
          'The sections of the page, top to bottom. Each starts with "- id:" and "type:".',
        items: { $ref: "#/definitions/section" },
      },
    },
  };
}

const json = (value: unknown) => JSON.stringify(value, null, 2) + "\n";

/** What the folders publish under schemas/: each type's schema (its references made relative to schemas/sections/) and the union. */
export function publishedSectionSchemas(root: string): Map<string, string> {
  const types = sectionTypes(root);
  const files = new Map<string, string>();
  for (const type of types) {
    const text = readFileSync(join(root, "src/sections", type, "schema.json"), "utf8").replaceAll(
      `"${SOURCE_DEFS}`,
      `"${PUBLISHED_DEFS}`,
    );
    files.set(`sections/${type}.schema.json`, text.endsWith("\n") ? text : text + "\n");
  }
  files.set("section.schema.json", json(unionSchema(types)));
  return files;
}

/** Writes schemas/sections/ and schemas/section.schema.json from the folders, removing a schema whose folder is gone. */
export function publishSectionSchemas(root: string): void {
  const files = publishedSectionSchemas(root);
  const out = join(root, "schemas/sections");
  mkdirSync(out, { recursive: true });
  for (const file of readdirSync(out)) if (!files.has(`sections/${file}`)) rmSync(join(out, file));
  for (const [file, text] of files) writeIfChanged(join(root, "schemas", file), text);
}
