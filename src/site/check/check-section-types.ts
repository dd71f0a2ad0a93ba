// The section types themselves: each schema has a block to draw it, and each schema file of
// schemas/sections/ is listed in the union pages choose their sections from.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { messages } from "./diagnostics.ts";
import type { CheckContext } from "./reference-context.ts";
import type { SchemaSet } from "../load/schema-set.ts";

export function checkSectionTypes(
  ctx: CheckContext,
  { sectionTypes, sectionSchemaFiles }: Pick<SchemaSet, "sectionTypes" | "sectionSchemaFiles">,
) {
  // Blocks belong to the engine that runs this check, wherever the site's files are.
  const blocks = resolve(import.meta.dirname, "../../sections");
  for (const type of sectionTypes) {
    if (!existsSync(join(blocks, type, "block.tsx"))) {
      ctx.out.push({
        file: `src/sections/${type}/schema.json`,
        line: 1,
        col: 1,
        path: "",
        message: messages.sectionWithoutBlock(type),
      });
    }
  }
  for (const file of sectionSchemaFiles) {
    const type = file.replace(/^sections\//, "").replace(/\.schema\.json$/, "");
    if (!sectionTypes.includes(type))
      ctx.out.push({
        file: `schemas/${file}`,
        line: 1,
        col: 1,
        path: "",
        message: messages.schemaNotInUnion(`schemas/${file}`),
      });
  }
}
