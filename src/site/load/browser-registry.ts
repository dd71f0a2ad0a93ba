// The code a page runs in the browser declares itself, and npm run generate writes one registry of
// it, src/generated/browser-registry.ts, which the page's loader and code read (src/islands/):
// - the islands: the section types whose schema says "x-island" (./section-folders.ts), with how
//   each starts, the interface words it draws, and its block;
// - the block scripts, which run without React: a script.ts in a section's folder
//   (src/sections/<type>/) or a part's (src/ui/<part>/), with a script.json beside it saying the
//   mark it looks for on the page, when it starts (a strategy an island may name) and why:
//   { "mark": "data-carousel", "start": "visible", "why": "..." }. The script exports
//   run(element), called once for each element with the mark.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  blockName,
  FORM_KEYWORD,
  ISLAND_STARTS,
  islandOf,
  readSchema,
  sectionTypes,
} from "./section-folders.ts";

/** The folders a block script may live in: beside a section's block, or a part of the blocks. */
const SCRIPT_HOMES = ["src/sections", "src/ui"] as const;

export interface BlockScript {
  /** The attribute an element carries to be taken over by the script, as "data-carousel". */
  mark: string;
  /** When it starts, as an island's "start". */
  start: (typeof ISLAND_STARTS)[number];
  /** The script's source module, from the project's root: src/ui/carousel/script.ts. */
  module: string;
}

/** A script.json, checked: a developer who writes it wrong is told what it should be. */
export function scriptOf(folder: string, declared: unknown): BlockScript {
  const where = `${folder}/script.json`;
  const example = '{ "mark": "data-carousel", "start": "visible", "why": "what it needs at once" }';
  if (typeof declared !== "object" || declared === null || Array.isArray(declared))
    throw new Error(`${where} should be an object such as ${example}.`);
  const { mark, start, why } = declared as Record<string, unknown>;
  if (typeof mark !== "string" || !/^data-[a-z][a-z0-9-]*$/.test(mark))
    throw new Error(
      `${where} has "mark": ${JSON.stringify(mark)}. Name the attribute the block's HTML carries, as "data-carousel".`,
    );
  if (!ISLAND_STARTS.includes(start as BlockScript["start"]))
    throw new Error(
      `${where} has "start": ${JSON.stringify(start)}. Use one of ${ISLAND_STARTS.map((s) => `"${s}"`).join(", ")}.`,
    );
  if (typeof why !== "string" || why.trim() === "")
    throw new Error(`${where} needs "why": the reason for its start, as measured.`);
  return { mark, start: start as BlockScript["start"], module: `${folder}/script.ts` };
}

/** The block scripts: every script.json in a folder of src/sections/ or src/ui/, with its script.ts, in folder order. */
export function blockScripts(root: string): BlockScript[] {
  const scripts = SCRIPT_HOMES.flatMap((home) =>
    readdirSync(join(root, home), { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && existsSync(join(root, home, entry.name, "script.json")),
      )
      .map((entry) => `${home}/${entry.name}`)
      .sort()
      .map((folder) => {
        const script = scriptOf(
          folder,
          JSON.parse(readFileSync(join(root, folder, "script.json"), "utf8")),
        );
        const code = join(root, script.module);
        if (!existsSync(code) || !/export function run\(/.test(readFileSync(code, "utf8")))
          throw new Error(
            `${folder}/script.json declares a script, but ${script.module} does not export function run(element).`,
          );
        return script;
      }),
  );
  const marks = scripts.map((script) => script.mark);
  const twice = marks.find((mark, i) => marks.indexOf(mark) !== i);
  if (twice) throw new Error(`Two block scripts look for "${twice}": give each its own mark.`);
  return scripts;
}

/** The source of src/generated/browser-registry.ts. */
export function browserRegistrySource(root: string): string {
  const islands = sectionTypes(root).flatMap((type) => {
    const island = islandOf(type, readSchema(root, type));
    if (!island) return [];
    const block = `() => import("../sections/${type}/block.tsx").then((m) => m.${blockName(type)})`;
    // A form's island carries its form's name ("x-form"), so the page's data holds that form only.
    const form = readSchema(root, type)[FORM_KEYWORD] as string | undefined;
    const formPart = form ? `, form: ${JSON.stringify(form)}` : "";
    return [
      `  ${JSON.stringify(type)}: { start: ${JSON.stringify(island.start)}, words: ${JSON.stringify(island.words)}${formPart}, block: ${block} },`,
    ];
  });
  const scripts = blockScripts(root);
  const declared = scripts.map(
    (script) =>
      `  { mark: ${JSON.stringify(script.mark)}, start: ${JSON.stringify(script.start)}, module: ${JSON.stringify(script.module)} },`,
  );
  const code = scripts.map(
    (script) =>
      `  ${JSON.stringify(script.module)}: () => import(${JSON.stringify(`../${script.module.slice(4)}`)}).then((m) => m.run),`,
  );
  return [
    'import type { StartStrategy } from "../browser/strategies.ts";',
    "",
    `/** The section types that hydrate as islands (their schema's "x-island"): how each starts, the interface words it draws, the form it shows ("x-form"), and its block. */`,
    `export const islands = {\n${islands.join("\n")}\n} as const;`,
    "",
    "/** The scripts that run without React beside their blocks (a script.json beside script.ts): the mark each looks for and when it starts. */",
    `export const blockScripts: readonly { mark: string; start: StartStrategy; module: keyof typeof scriptCode }[] = [\n${declared.join("\n")}\n];`,
    "",
    "/** Each block script's code, by its module: apart from the declarations, which the page's loader reads without it. */",
    `export const scriptCode = {\n${code.join("\n")}\n} as const;`,
    "",
  ].join("\n");
}
