import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import manifest from "../src/generated/routes.json";
import { prerender } from "../scripts/prerender.ts";

let out: string;
let written: string[];
beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), "prerender-"));
  written = (await prerender(out)).files;
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

const fileOf = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
const routes = Object.entries(manifest.routes.en);

describe("prerendered pages", () => {
  it("writes one file per route plus the not-found page", () => {
    expect(written.sort()).toEqual([...routes.map(([path]) => fileOf(path)), "404.html"].sort());
  });

  it.each(routes)("%s holds its heading, title, description and language in the raw HTML", (path) => {
    const html = readFileSync(join(out, fileOf(path)), "utf8");
    expect(html).toMatch(/<html lang="en" dir="ltr">/);
    expect(html).toMatch(/<h1[^>]*>[^<]{3,}/);
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(html).not.toContain("<title>Appliance repair</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]{30,}"/);
    expect(html).not.toMatch(/<div id="root"><\/div>/);
    expect(html).not.toMatch(/\{\{|\{(business|claims|record)\.|common:|nav:/);
    expect(html).toContain("tel:+14165550142");
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
