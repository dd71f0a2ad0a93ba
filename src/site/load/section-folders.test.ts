// A section type is one folder: what npm run generate publishes from the folders is what
// schemas/ holds (so editors and the validator read the same), and every folder has its block.
import { describe, expect, it } from "vitest";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  blockName,
  formOfSchema,
  islandOf,
  sectionRegistrySource,
  sectionTypes,
} from "./section-folders.ts";
import { publishedSectionSchemas } from "./section-schemas.ts";
import { writeIfChanged } from "./write-if-changed.ts";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

describe("the section folders", () => {
  it("are what schemas/ publishes, with no schema left from a folder that is gone (npm run generate)", () => {
    const published = publishedSectionSchemas(ROOT);
    for (const [file, text] of published)
      expect(readFileSync(join(ROOT, "schemas", file), "utf8"), file).toBe(text);
    expect(readdirSync(join(ROOT, "schemas/sections")).sort()).toEqual(
      [...published.keys()]
        .filter((f) => f.startsWith("sections/"))
        .map((f) => f.slice(9))
        .sort(),
    );
  });

  it("each hold a block exporting the block named after the type", () => {
    for (const type of sectionTypes(ROOT)) {
      const block = join(ROOT, "src/sections", type, "block.tsx");
      expect(existsSync(block), type).toBe(true);
      expect(readFileSync(block, "utf8"), type).toMatch(
        new RegExp(`export function ${blockName(type)}\\b`),
      );
    }
  });

  it("name blocks in the generated registry", () => {
    expect(blockName("location-hero")).toBe("LocationHero");
    expect(sectionRegistrySource(ROOT)).toContain(
      '"location-hero": () => import("../sections/location-hero/block.tsx").then((m) => m.LocationHero),',
    );
  });

  it("read how an island starts and its words, and say what a wrong declaration should be", () => {
    expect(
      islandOf("a-form", { "x-island": { start: "visible", words: ["common:form"] } }),
    ).toEqual({ start: "visible", words: ["common:form"] });
    expect(islandOf("a-block", {})).toBeUndefined();
    expect(() => islandOf("a-form", { "x-island": ["common:form"] })).toThrow(
      'src/sections/a-form/schema.json: "x-island" should be an object such as { "start": "first-use", "words": ["common:form"] }.',
    );
    expect(() => islandOf("a-form", { "x-island": { start: "click", words: [] } })).toThrow(
      'has "start": "click". Use one of "first-use", "idle-near", "visible", "idle", "load".',
    );
    expect(() => islandOf("a-form", { "x-island": { start: "idle", words: ["form"] } })).toThrow(
      'needs "words": a list of the interface words',
    );
  });

  it("read the form a section shows, and name the forms there are when it names another", () => {
    const forms = ["serviceRequest", "review"];
    expect(formOfSchema("a-form", { "x-form": "review" }, forms)).toBe("review");
    expect(formOfSchema("a-block", {}, forms)).toBeUndefined();
    expect(() => formOfSchema("a-form", { "x-form": "reveiw" }, forms)).toThrow(
      'src/sections/a-form/schema.json: "x-form" is "reveiw". Name one of the forms of schemas/site.schema.json: "serviceRequest", "review".',
    );
  });
});

describe("writeIfChanged", () => {
  it("writes only new text, and sees a file changed by someone else since it wrote it", () => {
    const dir = mkdtempSync(join(tmpdir(), "write-if-changed-"));
    try {
      const file = join(dir, "page.json");
      expect(writeIfChanged(file, "one")).toBe(true);
      expect(writeIfChanged(file, "one")).toBe(false);
      expect(writeIfChanged(file, "two")).toBe(true);
      // Another program writes the file: the same text as before is written back.
      writeFileSync(file, "edited by hand");
      utimesSync(file, new Date(), new Date(Date.now() + 5000));
      expect(writeIfChanged(file, "two")).toBe(true);
      expect(readFileSync(file, "utf8")).toBe("two");
      rmSync(file);
      expect(writeIfChanged(file, "two")).toBe(true);
      expect(existsSync(file)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
