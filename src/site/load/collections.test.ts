import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { editorSchemaMapping } from "./collections.ts";
import { sourceLanguageOf } from "./load-sources.ts";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

describe("the table of collections", () => {
  it("is what the editor's YAML help maps each schema to (.vscode/settings.json)", () => {
    const settings = JSON.parse(readFileSync(join(ROOT, ".vscode/settings.json"), "utf8")) as {
      "yaml.schemas": Record<string, string>;
    };
    expect(settings["yaml.schemas"]).toEqual(editorSchemaMapping(sourceLanguageOf(ROOT)));
  });
});
