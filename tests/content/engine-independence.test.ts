// The engine holds nothing of the real site: its words, read from site.config.yaml and content/,
// appear neither in the engine's own files nor in the pages of another business built with it
// (tests/fixtures/sites/second-business). Any owner edit changes the words looked for, never the
// test, and no owner edit can turn it red: the facts that name the business (its name, phone and
// e-mail) must never be in the engine, while a place or a brand the owner adds may be named like
// any word (a town called Service, a brand called Select). Such a word fails only if it shows up in
// the other business's pages though neither that business's content nor the engine has it; found
// in the engine's files, it is reported, not failed.
import { describe, expect, it } from "vitest";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { parse } from "yaml";
import { FIXTURE_SITES, PROJECT, sharedBuild } from "../helpers/fixture-site.ts";

const config = parse(readFileSync(join(PROJECT, "site.config.yaml"), "utf8"));
const sourceFolder = join(PROJECT, "content/locations", config.site.defaultLanguage);
const locations = readdirSync(sourceFolder).map((file) => parse(readFileSync(join(sourceFolder, file), "utf8")) as { name: string });
const brands = ((config.business.brands ?? []) as { names: string[] }[]).flatMap((group) => group.names);
const phoneDigits = String(config.business.phone).replace(/\D/g, "");

/** What names the real business and no other: its name, phone (as written and as dialled) and e-mail. */
const IDENTIFYING = [config.business.name, config.business.phone, phoneDigits, config.business.email];
/** The real site's places and brands: the owner's words, which may be any word. */
const OWN_WORDS = [...locations.map((l) => l.name), ...brands.filter((brand) => brand.length >= 4)];
const asWord = (word: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}\\p{N}])`, "u");
const TEXT_FILES = /\.(html|json|js|jsx|ts|tsx|css|xml|txt|svg|yaml|md)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? (name === "generated" ? [] : filesUnder(file)) : TEXT_FILES.test(name) ? [file] : [];
  });
}
const texts = (files: string[]) => files.map((file) => ({ file, text: readFileSync(file, "utf8") }));
const found = (words: string[], files: { file: string; text: string }[], root: string) =>
  files.flatMap(({ file, text }) => words.filter((word) => asWord(word).test(text)).map((word) => `${relative(root, file)}: ${word}`));
const usedIn = (files: { text: string }[]) => (word: string) => files.some(({ text }) => asWord(word).test(text));

const ENGINE = texts([...["src", "scripts", "schemas"].flatMap((dir) => filesUnder(join(PROJECT, dir))), join(PROJECT, "index.html")]);
const SECOND_BUSINESS = join(FIXTURE_SITES, "second-business");
const SECOND_CONTENT = texts([join(SECOND_BUSINESS, "site.config.yaml"), ...filesUnder(join(SECOND_BUSINESS, "content"))]);

/** What the other business's pages must not show: every word of the real site, but an owner's word that its own content or the engine writes too. */
function leaksInto(dist: string, ownWords: string[]): string[] {
  const isItsOwn = usedIn(SECOND_CONTENT);
  const isTheEngines = usedIn(ENGINE);
  const looked = [...IDENTIFYING, ...ownWords.filter((word) => !isItsOwn(word) && !isTheEngines(word))];
  return found(looked, texts(filesUnder(dist)), dist);
}

describe("the engine and the real site apart", () => {
  it("has words of the real site to look for", () => {
    expect(IDENTIFYING.length + OWN_WORDS.length).toBeGreaterThan(4);
    for (const word of [...IDENTIFYING, ...OWN_WORDS]) expect(word, "a word of the real site").toMatch(/\S{2,}/);
  });

  it("keeps the business's name, phone and e-mail out of src/, scripts/, schemas/ and index.html; reports its places and brands found there", () => {
    expect(found(IDENTIFYING, ENGINE, PROJECT)).toEqual([]);
    const shared = found(OWN_WORDS, ENGINE, PROJECT);
    if (shared.length) console.info(`Words of the site's content that the engine's files also use (not a fault when the engine means its own word):\n  ${shared.join("\n  ")}`);
  });

  it("builds another business with none of the real site's words in its pages", () => {
    const dist = join(sharedBuild(SECOND_BUSINESS), "dist");
    // Its pages, in each of its languages: a whole site, not a few files (its code is a handful of chunks).
    expect(filesUnder(dist).filter((file) => file.endsWith(".html")).length).toBeGreaterThan(20);
    expect(leaksInto(dist, OWN_WORDS)).toEqual([]);
  }, 120_000);

  it("stays green when the owner names a place like a word the engine uses", () => {
    // A place named after a word the engine itself writes into the other business's pages (not from its content): the hardest case.
    const dist = join(sharedBuild(SECOND_BUSINESS), "dist");
    const inPages = new Set(texts(filesUnder(dist)).flatMap(({ text }) => text.match(/\p{L}+/gu) ?? []));
    const isItsOwn = usedIn(SECOND_CONTENT);
    const engineWord = [...new Set(ENGINE.flatMap(({ text }) => text.match(/\b[A-Z][a-z]{4,}\b/g) ?? []))].find((word) => inPages.has(word) && !isItsOwn(word));
    expect(engineWord, "a word the engine writes into pages").toBeDefined();
    expect(leaksInto(dist, [...OWN_WORDS, engineWord!])).toEqual([]);
    // While the business's name, and a place only the real site has, are still caught in another business's pages.
    const pages = mkdtempSync(join(tmpdir(), "independence-"));
    try {
      writeFileSync(join(pages, "index.html"), `<p>${config.business.name} serves Qwertyville.</p>`);
      expect(leaksInto(pages, [...OWN_WORDS, "Qwertyville"])).toEqual([`index.html: ${config.business.name}`, "index.html: Qwertyville"]);
    } finally {
      rmSync(pages, { recursive: true, force: true });
    }
  }, 120_000);
});
