// A section type is one folder, src/sections/<type>/: its schema (schema.json), its block
// (block.tsx, exporting the block named after the type: location-hero -> LocationHero) and its
// test. From the folder list npm run generate writes what used to be kept by hand:
// - schemas/sections/<type>.schema.json and the oneOf union schemas/section.schema.json, the
//   published contract that the validator and editors' YAML tools read (./section-schemas.ts);
// - src/generated/section-registry.ts, the map from each type to its block's code, for drawing
//   the pages; the types that run in the browser as islands (a schema's "x-island": how the
//   island starts and the interface words it needs) are in the browser's registry
//   (./browser-registry.ts).
// A form section's schema names its form under forms: in site.config.yaml ("x-form"), which is
// how the checks, the lead delivery and npm run leads know which sections need which form.
// The compiler then checks the registry against the generated Section union (src/sections/registry.ts).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The custom keyword that makes a section an island: `{ "start": "first-use", "words": ["common:form"] }`,
 * how it starts (src/browser/strategies.ts) and the interface words (namespace:key) it needs.
 */
export const ISLAND_KEYWORD = "x-island";
/** The start strategies a schema may name, as src/browser/strategies.ts implements them. */
export const ISLAND_STARTS = ["first-use", "idle-near", "visible", "idle", "load"] as const;

/** A schema's "x-island", checked: a developer who writes it wrong is told what it should be. */
export function islandOf(
  type: string,
  schema: Record<string, unknown>,
): { start: string; words: string[] } | undefined {
  const island = schema[ISLAND_KEYWORD] as { start?: unknown; words?: unknown } | undefined;
  if (island === undefined) return undefined;
  const where = `src/sections/${type}/schema.json: "${ISLAND_KEYWORD}"`;
  if (typeof island !== "object" || island === null || Array.isArray(island))
    throw new Error(
      `${where} should be an object such as { "start": "first-use", "words": ["common:form"] }.`,
    );
  if (!ISLAND_STARTS.includes(island.start as (typeof ISLAND_STARTS)[number]))
    throw new Error(
      `${where} has "start": ${JSON.stringify(island.start)}. Use one of ${ISLAND_STARTS.map((s) => `"${s}"`).join(", ")}.`,
    );
  if (
    !Array.isArray(island.words) ||
    !island.words.every((w) => typeof w === "string" && /^[a-z]+:[\w.]+$/i.test(w))
  )
    throw new Error(
      `${where} needs "words": a list of the interface words the island draws, as "namespace:key" (for example "common:form").`,
    );
  return { start: island.start as string, words: island.words as string[] };
}

/** The custom keyword that makes a section a lead form: the name of its form under forms: in site.config.yaml. */
export const FORM_KEYWORD = "x-form";

/** A schema's "x-form", checked against the forms the site schema knows (`formNames`). */
export function formOfSchema(
  type: string,
  schema: Record<string, unknown>,
  formNames: readonly string[],
): string | undefined {
  const form = schema[FORM_KEYWORD];
  if (form === undefined) return undefined;
  if (typeof form !== "string" || !formNames.includes(form))
    throw new Error(
      `src/sections/${type}/schema.json: "${FORM_KEYWORD}" is ${JSON.stringify(form)}. Name one of the forms of schemas/site.schema.json: ${formNames.map((name) => `"${name}"`).join(", ")}.`,
    );
  return form;
}

/** The names a form may have: the properties of forms in schemas/site.schema.json. */
function formNamesOf(root: string): string[] {
  const site = JSON.parse(readFileSync(join(root, "schemas/site.schema.json"), "utf8")) as {
    properties?: { forms?: { properties?: Record<string, unknown> } };
  };
  return Object.keys(site.properties?.forms?.properties ?? {});
}

/** Each form section type and the form it shows, as the schemas' "x-form" say. */
export function sectionForms(root: string): Record<string, string> {
  const names = formNamesOf(root);
  return Object.fromEntries(
    sectionTypes(root).flatMap((type) => {
      const form = formOfSchema(type, readSchema(root, type), names);
      return form ? [[type, form]] : [];
    }),
  );
}

/** The section types: the folders of src/sections/ that hold a schema.json, in name order. */
export function sectionTypes(root: string): string[] {
  const dir = join(root, "src/sections");
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, "schema.json")))
    .map((entry) => entry.name)
    .sort();
}

/** The name a type's block is exported under: location-hero -> LocationHero. */
export const blockName = (type: string) =>
  type.replace(/(^|-)([a-z0-9])/g, (_, _dash, letter: string) => letter.toUpperCase());

export const readSchema = (root: string, type: string) =>
  JSON.parse(readFileSync(join(root, "src/sections", type, "schema.json"), "utf8")) as Record<
    string,
    unknown
  >;

/** The section types that are islands, as their schemas say. */
export const islandTypes = (root: string): string[] =>
  sectionTypes(root).filter((type) => islandOf(type, readSchema(root, type)));

/** The name of the one chunk the client build makes of the islands' code (scripts/vite/island-chunk.ts). */
export const ISLAND_CHUNK = "islands";

/** The source modules the client build puts in ISLAND_CHUNK, with all they import: the hydrator and each island's block. */
export const islandModules = (root: string): string[] => [
  "src/islands/hydrate.tsx",
  ...islandTypes(root).map((type) => `src/sections/${type}/block.tsx`),
];

/** The source of src/generated/section-registry.ts: each type's block as its own chunk, for drawing the pages. */
export function sectionRegistrySource(root: string): string {
  const types = sectionTypes(root);
  // A schema that names a form the site does not have is told here, with what to write instead.
  sectionForms(root);
  const blocks = types.map(
    (type) =>
      `  ${JSON.stringify(type)}: () => import("../sections/${type}/block.tsx").then((m) => m.${blockName(type)}),`,
  );
  return [
    "/** Each section type's block, loaded as its own chunk (src/sections/<type>/block.tsx). */",
    `export const sectionBlocks = {\n${blocks.join("\n")}\n} as const;`,
    "",
  ].join("\n");
}
