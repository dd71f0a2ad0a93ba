// The fixture site's prerendered pages, read from the built files: what every page holds before
// any code runs. No browser needed.
import { describe, expect, it } from "vitest";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "node-html-parser";
import { codeLoader, SHELL_SCRIPT } from "../../scripts/prerender.ts";
import { blockScriptChunks } from "../../scripts/budgets.ts";
import type { ViteManifest } from "../../scripts/prerender-chunks.ts";
import { loadSchemaSet } from "../../src/site/load/schema-set.ts";
import { PROJECT } from "../helpers/fixture-site.ts";
import { fixture } from "../helpers/fixture-facts.ts";
import { checkLinksStayInLanguage, checkStructuredData, readBuiltSite } from "../content/checks.ts";
import { checkHtml } from "../../tools/check-html.ts";

const fileOf = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
const html = (path: string) => readFileSync(join(fixture.dist, fileOf(path)), "utf8");
const withoutScripts = (text: string) => text.replace(/<script[\s\S]*?<\/script>/g, "");
const { defaultLanguage, routes } = fixture.routes;
const languages = Object.keys(routes);
const allPages = Object.entries(routes).flatMap(([lang, paths]) =>
  Object.entries(paths).map(([path, key]) => ({ lang, path, key })),
);
const listed = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? ["assets", "locales", "images"].includes(e.name)
        ? []
        : listed(join(dir, e.name)).map((f) => `${e.name}/${f}`)
      : e.name.endsWith(".html")
        ? [e.name]
        : [],
  );

describe("prerendered pages of the fixture site", () => {
  it("load no counter and name none in the policy, since the fixture chose none", () => {
    expect(fixture.site().analytics).toBeUndefined();
    for (const { path } of allPages) expect(html(path), path).not.toMatch(/plausible|data-domain=/);
    expect(readFileSync(join(fixture.dist, "_headers"), "utf8")).not.toContain("plausible");
  });

  it("draws every section type the engine knows, in every language it lists", () => {
    const { sectionTypes } = loadSchemaSet(join(PROJECT, "schemas"));
    for (const lang of languages) {
      const drawn = new Set(
        Object.values(routes[lang]).flatMap((key) =>
          fixture.page(lang, key).sections.map((section) => section.type),
        ),
      );
      expect([...drawn].sort(), lang).toEqual([...sectionTypes].sort());
    }
    expect(languages.map((lang) => fixture.site(lang).dir).sort()).toEqual(["ltr", "rtl"]);
  });

  it("writes one file per route of every language, plus a not-found page per language", () => {
    const expected = allPages
      .map((p) => fileOf(p.path))
      .concat(
        languages.map((lang) => (lang === defaultLanguage ? "404.html" : `${lang}/404.html`)),
      );
    expect(listed(fixture.dist).sort()).toEqual(expected.sort());
  });

  it.each(allPages.map((p) => [p.path, p] as const))(
    "%s holds its language, title, description and heading in the raw HTML",
    (path, { lang, key }) => {
      const page = html(path);
      const data = fixture.page(lang, key);
      expect(page).toContain(`<html lang="${lang}" dir="${fixture.site(lang).dir}">`);
      expect(page).toMatch(/<h1[^>]*>[^<]{3,}/);
      expect(page).toContain(`<meta name="description" content="`);
      expect(
        page
          .match(/<title>([^<]*)<\/title>/)?.[1]
          .replace(/&amp;/g, "&")
          .replace(/&#x27;/g, "'"),
      ).toBe(data.title);
      expect(page).not.toMatch(/<div id="root"><\/div>/);
      expect(withoutScripts(page)).not.toMatch(/\{\{|\{(business|claims|record)\.|common:|nav:/);
      expect(page).toContain(`href="${fixture.site().business.telHref}"`);
    },
  );

  it("gives a page's islands the definitions and templates of the forms the page shows, and no other", () => {
    const { sectionForms } = loadSchemaSet(join(PROJECT, "schemas"));
    let pagesWithForms = 0;
    for (const { lang, path, key } of allPages) {
      const data = /<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html(path));
      if (!data) continue;
      const { site } = JSON.parse(data[1]) as {
        site: { forms: object; delivery: { templates: object } };
      };
      const shown = [
        ...new Set(fixture.page(lang, key).sections.flatMap((s) => sectionForms[s.type] ?? [])),
      ].sort();
      expect(Object.keys(site.forms).sort(), path).toEqual(shown);
      expect(Object.keys(site.delivery.templates).sort(), path).toEqual(shown);
      if (shown.length) pagesWithForms++;
    }
    expect(pagesWithForms).toBeGreaterThan(0);
  });

  it("ends every page with the shell's script; a page with an interactive block first carries the loader of its code, entry first", () => {
    let withBlocks = 0;
    for (const { path } of allPages) {
      const page = html(path);
      // Nothing in the head competes with the stylesheet and the first picture.
      expect(page, path).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
      expect(page, path).toContain(`<script>${SHELL_SCRIPT}</script>\n  </body>`);
      const loaders = [
        ...page.matchAll(
          /<script data-modules="([^"]+)"(?: data-on-use="[^"]+")?>([\s\S]*?)<\/script>/g,
        ),
      ];
      const hasBlock = /\s(data-island|data-carousel|data-map-loader)=/.test(page);
      expect(loaders, path).toHaveLength(hasBlock ? 1 : 0);
      if (!hasBlock) continue;
      withBlocks++;
      const [, modules, body] = loaders[0];
      expect(body, path).toBe(codeLoader());
      const files = modules.split(" ");
      expect(files[0], path).toMatch(/^\/assets\/index-[\w-]+\.js$/);
      expect(new Set(files).size, path).toBe(files.length);
      for (const file of files)
        expect(existsSync(join(fixture.dist, file)), `${path}: ${file}`).toBe(true);
    }
    // The fixture has pages of each kind.
    expect(withBlocks).toBeGreaterThan(0);
    expect(withBlocks).toBeLessThan(allPages.length);
  });

  it("builds no script file that no page loads: each is a page's code, its islands' or a block script of one of its blocks", () => {
    const manifest = JSON.parse(
      readFileSync(join(fixture.dist, ".vite/manifest.json"), "utf8"),
    ) as ViteManifest;
    const loaded = new Set<string>();
    for (const { path } of allPages) {
      const page = html(path);
      for (const [, files] of page.matchAll(/ data-(?:modules|on-use)="([^"]+)"/g))
        for (const file of files.split(" ")) loaded.add(file.slice(1));
      // A block script is fetched when it starts, by the page's code.
      for (const file of blockScriptChunks(manifest, page)) loaded.add(file);
    }
    const built = readdirSync(join(fixture.dist, "assets"))
      .filter((file) => file.endsWith(".js"))
      .map((file) => `assets/${file}`);
    expect(built.filter((file) => !loaded.has(file))).toEqual([]);
  });

  it("writes every tel: link in the international form of the fixture's number", () => {
    const tel = fixture.site().business.telHref;
    expect(tel).toBe("tel:+16135550188");
    for (const { path } of allPages) {
      const tels = [...html(path).matchAll(/href="(tel:[^"]*)"/g)].map((m) => m[1]);
      expect(tels.length, path).toBeGreaterThan(0);
      for (const found of tels) expect(found, path).toBe(tel);
    }
  });

  it("keeps every link of a page in its language, Markdown links too; only the language menu leads elsewhere", () => {
    expect(checkLinksStayInLanguage(readBuiltSite(fixture.root))).toEqual([]);
    // The fixture's articles link to /contact in their Markdown, in both languages.
    const rightToLeft = languages.find((lang) => lang !== defaultLanguage)!;
    const article = Object.entries(routes[rightToLeft]).find(([, key]) =>
      key.startsWith("advantages__"),
    )![0];
    expect(html(article)).toContain(`href="/${rightToLeft}/contact"`);
  });

  it("writes the phone in right-to-left snippets as one run that reads the right way round, with no joiner", () => {
    const digits = fixture.site().business.phone.match(/\d+/g)!;
    const oneRun = digits.join("-");
    const snippets = allPages
      .filter(({ lang }) => fixture.site(lang).dir === "rtl")
      .flatMap(({ path }) =>
        [
          ...html(path).matchAll(
            /<meta (?:name|property)="(?:description|og:description|og:title)" content="([^"]*)"/g,
          ),
        ].map((m) => [path, m[1]]),
      )
      .filter(([, text]) => digits.every((group) => text.includes(group)));
    expect(snippets.length).toBeGreaterThan(0);
    for (const [path, text] of snippets) {
      // A page still in English under the prefix keeps the number as English writes it.
      if (!/[\u0600-\u06ff]/.test(text)) continue;
      expect(text, path).toContain(oneRun);
      expect(text, path).not.toMatch(/[\u2060\u2066-\u2069]/);
    }
  });

  it("writes a phone in right-to-left text as markup that keeps it whole, so copied text carries no invisible characters", () => {
    const phone = fixture.site().business.phone;
    let inText = 0;
    for (const { path, lang } of allPages) {
      if (fixture.site(lang).dir !== "rtl") continue;
      const body = parse(withoutScripts(html(path))).querySelector("body")!;
      // An island's words are drawn again by React in the browser, from the same data: left as they are.
      for (const island of body.querySelectorAll("[data-island]")) island.remove();
      expect(body.textContent, path).not.toMatch(/[\u2060\u2066-\u2069]/);
      for (const bdi of body.querySelectorAll('bdi[dir="ltr"]')) {
        expect(bdi.classList.contains("whitespace-nowrap"), path).toBe(true);
        if (bdi.textContent === phone) inText++;
      }
    }
    expect(inText, "the fixture writes its phone in right-to-left sentences").toBeGreaterThan(0);
  });

  it("gives search engines, on every page, one business with its address, the page's website, its services and questions", () => {
    expect(checkStructuredData(readBuiltSite(fixture.root))).toEqual([]);
  });

  it("writes HTML with no error the Nu HTML Checker finds, on every page", () => {
    expect(checkHtml(fixture.dist).map((e) => `${e.file}:${e.line ?? ""}  ${e.message}`)).toEqual(
      [],
    );
  }, 120_000);

  it("gives every page of a language its own title", () => {
    for (const lang of languages) {
      const titles = Object.keys(routes[lang]).map(
        (path) => /<title>(.*?)<\/title>/.exec(html(path))![1],
      );
      expect(new Set(titles).size, lang).toBe(titles.length);
    }
  });

  it("writes the not-found page with its links, noindex, in every language", () => {
    for (const lang of languages) {
      const file = lang === defaultLanguage ? "404.html" : `${lang}/404.html`;
      const page = readFileSync(join(fixture.dist, file), "utf8");
      const data = fixture.page(lang, "not-found");
      expect(page, file).toContain(`<html lang="${lang}"`);
      expect(page, file).toContain('<meta name="robots" content="noindex" />');
      const header = data.sections.find((s) => s.type === "page-header") as {
        heading: string;
        actions?: { href: string }[];
      };
      expect(page, file).toContain(header.heading);
      for (const action of header.actions ?? [])
        expect(page, file).toContain(`href="${action.href}"`);
    }
  });
});
