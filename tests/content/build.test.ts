import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import manifest from "../src/generated/routes.json";
import { CODE_LOADER, prerender } from "../scripts/prerender.ts";

let out: string;
let written: string[];
beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), "prerender-"));
  written = (await prerender(out)).files;
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

const withoutScripts = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");
const fileOf = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
const routes = Object.entries(manifest.routes.en);

describe("prerendered pages", () => {
  it("writes one file per route of every language, plus a not-found page per language", () => {
    const languages = Object.keys(manifest.routes);
    const expected = languages.flatMap((lang) => [...Object.keys(manifest.routes[lang as keyof typeof manifest.routes]).map(fileOf), lang === "en" ? "404.html" : `${lang}/404.html`]);
    expect(written.sort()).toEqual(expected.sort());
  });

  it.each(routes)("%s holds its heading, title, description and language in the raw HTML", (path) => {
    const html = readFileSync(join(out, fileOf(path)), "utf8");
    expect(html).toMatch(/<html lang="en" dir="ltr">/);
    expect(html).toMatch(/<h1[^>]*>[^<]{3,}/);
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(html).not.toContain("<title>Appliance repair</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]{30,}"/);
    expect(html).not.toMatch(/<div id="root"><\/div>/);
    expect(withoutScripts(html)).not.toMatch(/\{\{|\{(business|claims|record)\.|common:|nav:/);
    expect(html).toContain("tel:+14165550142");
  });

  it("starts the page's code only once the page is painted, entry first, with the chunks its sections need", () => {
    for (const [path] of routes) {
      const html = readFileSync(join(out, fileOf(path)), "utf8");
      // Nothing in the head competes with the stylesheet and the first picture.
      expect(html, path).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
      const loaders = [...html.matchAll(/<script data-modules="([^"]+)">([^<]*)<\/script>\s*<\/body>/g)];
      expect(loaders, path).toHaveLength(1);
      const [, modules, body] = loaders[0];
      expect(body, path).toBe(CODE_LOADER);
      const files = modules.split(" ");
      expect(files[0], path).toMatch(/^\/assets\/index-[\w-]+\.js$/);
      expect(new Set(files).size, path).toBe(files.length);
      for (const file of files) expect(existsSync(join(out, file)) || existsSync(join(import.meta.dirname, "../dist", file)), `${path}: ${file}`).toBe(true);
    }
  });

  it("writes every tel: link in the +1 international form", () => {
    for (const [path] of routes) {
      const tels = [...readFileSync(join(out, fileOf(path)), "utf8").matchAll(/href="(tel:[^"]*)"/g)].map((m) => m[1]);
      expect(tels.length, path).toBeGreaterThan(0);
      for (const tel of tels) expect(tel, path).toMatch(/^tel:\+1\d{10}$/);
    }
  });

  it("gives every page its own title", () => {
    const titles = routes.map(([path]) => /<title>(.*?)<\/title>/.exec(readFileSync(join(out, fileOf(path)), "utf8"))![1]);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("writes the not-found page with links home and to contact", () => {
    const html = readFileSync(join(out, "404.html"), "utf8");
    expect(html).toContain("Page Not Found");
    expect(html).toMatch(/href="\/contact"/);
    expect(existsSync(join(out, "404.html"))).toBe(true);
  });
});

const site = (lang: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../src/generated/site.${lang}.json`), "utf8")) as { dir: string; languages: { code: string }[]; baseUrl: string };
const translated = Object.entries(manifest.routes).filter(([lang]) => lang !== "en") as [string, Record<string, string>][];

/** The words a visitor reads: the page without tags, scripts and styles, split into sentences. */
function sentences(html: string): string[] {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<style[\s\S]*?<\/style>/g, " ").replace(/<[^>]+>/g, "\n").replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
  return body.split(/[\n.!?]+/).map((s) => s.replace(/\s+/g, " ").trim()).filter(Boolean);
}
// Words that stay as they are in every language: the brand, appliance brands, the phone and e-mail.
const KEPT = /GTA Appliance Pros|Whirlpool|Maytag|KitchenAid|Frigidaire|Bosch|Siemens|Electrolux|Miele|Samsung|Kenmore|Amana|Hotpoint|service@example\.com|\(416\) 555-0142/g;

describe.each(translated)("prerendered pages in %s", (lang, routesOfLang) => {
  const { dir } = site(lang);
  const pages = Object.entries(routesOfLang);

  it.each(pages)("%s has its language, direction, hreflang links and no raw keys", (path) => {
    const html = readFileSync(join(out, fileOf(path)), "utf8");
    expect(html).toContain(`<html lang="${lang}" dir="${dir}">`);
    expect(withoutScripts(html)).not.toMatch(/\{\{|\{(business|claims|record)\.|common:|nav:/);
    expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="${lang}" href="https://[^"]+${path.replace(/[/]/g, "\\/")}" />`));
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+" \/>/);
    expect(html.match(/hreflang="/g)?.length).toBe(site(lang).languages.length + 1);
  });

  it("leaves no English sentence on a translated page", () => {
    const leftovers: string[] = [];
    for (const [path, key] of pages) {
      const englishPath = Object.entries(manifest.routes.en).find(([, k]) => k === key)![0];
      const english = new Set(sentences(readFileSync(join(out, fileOf(englishPath)), "utf8")).map((s) => s.replace(KEPT, "").trim()).filter((s) => s.split(" ").length >= 4));
      for (const sentence of sentences(readFileSync(join(out, fileOf(path)), "utf8"))) {
        if (english.has(sentence.replace(KEPT, "").trim())) leftovers.push(`${path}: ${sentence}`);
      }
    }
    expect(leftovers).toEqual([]);
  });
});
