// src/generated/schema-types.ts: a TypeScript type for every schema and titled definition under
// schemas/, with each description as its doc comment, made by json-schema-to-typescript. One
// difference from the schemas as they are read: a property with a default is required, since
// checking the content puts the default in (ajv's useDefaults), so code never meets it missing.
// And one more: a Markdown field is its text as written, or, in a page's data, that text with its
// HTML beside it (src/site/resolve/markdown-html.ts), which is what the blocks draw.
// The file's first line names what it was made from; while that is unchanged (most builds), the
// types are not made again, and the generator and its formatter are not even loaded.
import type { JSONSchema } from "json-schema-to-typescript";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeIfChanged } from "../src/site/load/write-if-changed.ts";
import { listSchemaFiles } from "../src/site/load/schema-set.ts";
import { hashOf } from "./output-cache.ts";

type Schema = { [key: string]: unknown };

/** The title of the Markdown definition (schemas/defs.schema.json), and the type given it. */
const MARKDOWN_TITLE = "Markdown";
const MARKDOWN_TYPE = "string | { markdown: string; html: string }";

/** The schema with every property that has a default listed as required, at every depth, and Markdown typed as drawn. */
function defaultsRequired(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(defaultsRequired);
  if (!value || typeof value !== "object") return value;
  const schema: Schema = {};
  for (const [key, part] of Object.entries(value))
    // Values, not schemas: left as they are.
    schema[key] = ["default", "const", "enum", "examples"].includes(key)
      ? part
      : defaultsRequired(part);
  if (schema.title === MARKDOWN_TITLE) schema.tsType = MARKDOWN_TYPE;
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (properties && typeof properties === "object") {
    const defaulted = Object.keys(properties).filter((k) => properties[k]?.default !== undefined);
    if (defaulted.length)
      schema.required = [...new Set([...((schema.required as string[]) ?? []), ...defaulted])];
  }
  return schema;
}

/** The declarations of every schema file under `schemaDir` (defs.schema.json's and field-kinds.schema.json's through the files that use them). */
export async function schemaTypesSource(schemaDir: string): Promise<string> {
  // Files of definitions only are declared through the files that use them.
  const files = listSchemaFiles(schemaDir).filter(
    (file) => file !== "defs.schema.json" && file !== "field-kinds.schema.json",
  );
  // One root referring to every file, so a type shared by several is declared once.
  const root: JSONSchema = {
    title: "SchemaFiles",
    type: "object",
    additionalProperties: false,
    properties: Object.fromEntries(files.map((file) => [file, { $ref: file }])),
  };
  const { compile } = await import("json-schema-to-typescript");
  return compile(root, "SchemaFiles", {
    cwd: schemaDir,
    bannerComment: "",
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    $refOptions: {
      resolve: {
        file: {
          order: 1,
          canRead: true,
          read: ({ url }: { url: string }) =>
            JSON.stringify(
              defaultsRequired(
                JSON.parse(readFileSync(url.startsWith("file:") ? new URL(url) : url, "utf8")),
              ),
            ),
        },
      },
    },
  });
}

/** The version of an installed package, read from its package.json. */
function versionOf(name: string): string {
  let dir = dirname(fileURLToPath(import.meta.resolve(name)));
  while (!existsSync(join(dir, "package.json"))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { version: string })
    .version;
}

/**
 * What the types are made from, as one hash: every schema file, this script, and the versions of
 * the generator and of the formatter it writes with.
 */
export function schemaTypesKey(schemaDir: string): string {
  return hashOf(
    ...listSchemaFiles(schemaDir).flatMap((file) => [file, readFileSync(join(schemaDir, file))]),
    readFileSync(fileURLToPath(import.meta.url)),
    versionOf("json-schema-to-typescript"),
    versionOf("prettier"),
  ).slice(0, 16);
}

/** Writes src/generated/schema-types.ts under `root` when its sources changed; says whether it did. */
export async function writeSchemaTypes(root: string): Promise<boolean> {
  const schemaDir = join(root, "schemas");
  const target = join(root, "src/generated/schema-types.ts");
  const banner = `// Written by scripts/schema-types.ts from schemas/ (sources ${schemaTypesKey(schemaDir)}). Do not edit: change the schemas and run npm run generate.\n\n`;
  if (existsSync(target) && readFileSync(target, "utf8").startsWith(banner)) return false;
  const source = await schemaTypesSource(schemaDir);
  mkdirSync(join(root, "src/generated"), { recursive: true });
  return writeIfChanged(target, banner + source);
}
