// The engine holds nothing of the real site: its words, read from site.config.yaml and content/,
// appear neither in the engine's own files nor in the pages of another business built with it
// (tests/fixtures/sites/second-business). Any owner edit changes the words looked for, never the test.
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";
import { FIXTURE_SITES, PROJECT, sharedBuild } from "../helpers/fixture-site.ts";

const config = parse(readFileSync(join(PROJECT, "site.config.yaml"), "utf8"));
const locations = readdirSync(join(PROJECT, "content/locations")).map((file) => parse(readFileSync(join(PROJECT, "content/locations", file), "utf8")) as { name: string });
const brands = ((config.business.brands ?? []) as { names: string[] }[]).flatMap((group) => group.names);
const phoneDigits = String(config.business.phone).replace(/\D/g, "");

/** What only the real site says: its name, phone (as written and as dialled), e-mail, places and brands. */
const REAL_WORDS = [config.business.name, config.business.phone, phoneDigits, config.business.email, ...locations.map((l) => l.name), ...brands.filter((brand) => brand.length >= 4)];
const asWord = (word: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}\\p{N}])`, "u");
const TEXT_FILES = /\.(html|json|js|jsx|ts|tsx|css|xml|txt|svg|yaml)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? (name === "generated" ? [] : filesUnder(file)) : TEXT_FILES.test(name) ? [file] : [];
  });
}
const wordsIn = (files: string[], root: string) =>
  files.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return REAL_WORDS.filter((word) => asWord(word).test(text)).map((word) => `${relative(root, file)}: ${word}`);
  });

describe("the engine and the real site apart", () => {
  it("has words of the real site to look for", () => {
    expect(REAL_WORDS.length).toBeGreaterThan(4);
    for (const word of REAL_WORDS) expect(word, "a word of the real site").toMatch(/\S{2,}/);
  });

  it("keeps none of the real site's words in src/, scripts/, schemas/ or index.html", () => {
    const engine = [...["src", "scripts", "schemas"].flatMap((dir) => filesUnder(join(PROJECT, dir))), join(PROJECT, "index.html")];
    expect(wordsIn(engine, PROJECT)).toEqual([]);
  });

  it("builds another business with none of the real site's words in its pages", () => {
    const dist = join(sharedBuild(join(FIXTURE_SITES, "second-business")), "dist");
    const files = filesUnder(dist);
    expect(files.length).toBeGreaterThan(50);
    expect(wordsIn(files, dist)).toEqual([]);
  }, 120_000);
});
