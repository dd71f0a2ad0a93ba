// Writes the content editor's configuration (src/generated/cms-config.json) from schemas/, so a new
// section type or field shows in the editor with no other change (src/editor/config/).
// npm run generate writes it once the content is checked (the languages are the site's); so does
// npm run edit before it starts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { listSchemaFiles } from "../src/site/load/schema-set.ts";
import { writeIfChanged } from "../src/site/load/write-if-changed.ts";
import { cmsConfig, type SiteLanguages } from "../src/editor/config/cms-config.ts";
import type { SchemaFiles } from "../src/editor/config/schema-fields.ts";

export const EDITOR_CONFIG = "src/generated/cms-config.json";

/** Every schema under `schemaDir`, by its path there. */
export function readSchemaFiles(schemaDir: string): SchemaFiles {
  return Object.fromEntries(
    listSchemaFiles(schemaDir).map((file) => [
      file,
      JSON.parse(readFileSync(join(schemaDir, file), "utf8")),
    ]),
  );
}

/** Writes the editor's configuration for a site of these languages when it changed; returns the file when it did. */
export function writeEditorConfig(root: string, site: SiteLanguages): string[] {
  const config = cmsConfig(readSchemaFiles(join(root, "schemas")), site);
  const file = join(root, EDITOR_CONFIG);
  return writeIfChanged(file, JSON.stringify(config, null, 2) + "\n") ? [file] : [];
}
