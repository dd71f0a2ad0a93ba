// Every route of the fixture site, in each of its languages: the built files are read for what
// they hold; Chromium opens each route once to see it hydrate without an error, and checks the
// code loader, trailing slashes, the not-found page and moving between pages.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useBuiltSite } from "../../helpers/browser.ts";
import { DESKTOP, usePages } from "../../helpers/shared-pages.ts";
import { EVERY_SECTION } from "../../helpers/fixture-site.ts";
import { fixture, inLanguage } from "../../helpers/fixture-facts.ts";
import { builtFile, builtHtml, element, textOf, texts } from "../../helpers/built-html.ts";

const site = useBuiltSite();
const { open, done } = usePages(site);
/** A blank page in a context of its own (closing the page closes it). */
const blank = () => site.browser.newPage({ viewport: DESKTOP });

const { languages } = fixture.site("en");
const langs = languages.map((l) => l.code);
const routes = langs.flatMap((lang) => Object.keys(fixture.routes.routes[lang] ?? {}));

/** The addresses the fixture's own files call for, in the default language: its pages and a page per record. */
function routesFromFiles(): string[] {
  const content = join(EVERY_SECTION, "content");
  // Each collection's source files, in the default language's folder.
  const files = (folder: string) =>
    readdirSync(join(content, folder, "en")).map((file) =>
      readFileSync(join(content, folder, "en", file), "utf8"),
    );
  const frontMatter = (markdown: string) => /^---\n([\s\S]*?)\n---/.exec(markdown)![1];
  const pages = files("pages")
    .map((text) => (parse(text) as { path: string }).path)
    .filter((path) => path !== "/404");
  const records = (folder: string, read: (text: string) => string = (text) => text) =>
    files(folder).map((text) => `/${folder}/${(parse(read(text)) as { slug: string }).slug}`);
  return [
    ...pages,
    ...records("services"),
    ...records("advantages", frontMatter),
    ...records("locations"),
  ];
}

/** The heading of a page's page-header section, its h1. */
function headerOf(lang: string, key: string): string {
  const header = fixture.page(lang, key).sections.find((s) => s.type === "page-header");
  if (header?.type !== "page-header") throw new Error(`${key} has no page header.`);
  return header.heading;
}

/** Opens a route on a page and gathers every console error, page error and hydration warning. */
async function visit(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text()))
      problems.push(`${path}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${path}: ${error.message}`));
  const response = await page.goto(site.origin + path);
  if (response?.status() !== 200) problems.push(`${path}: status ${response?.status()}`);
  await page.waitForSelector("html[data-hydrated=true]");
  return problems;
}

describe("every route of the fixture site", () => {
  it("serves its pages and one page per service, advantage and location, in each of its languages", () => {
    expect(langs).toEqual(["en", "ar"]);
    const expected = routesFromFiles();
    expect(expected).toHaveLength(16);
    for (const lang of langs)
      expect(Object.keys(fixture.routes.routes[lang]).sort(), lang).toEqual(
        expected.map((path) => inLanguage(path, lang)).sort(),
      );
  });

  it("has a built page with a heading, a title and its language for every route, and a not-found page per language", () => {
    for (const lang of langs) {
      for (const path of Object.keys(fixture.routes.routes[lang])) {
        const html = builtHtml(path);
        expect(texts(element(html, "main"), "h1"), path).toHaveLength(1);
        expect(textOf(element(html, "title")).trim(), path).not.toBe("");
        expect(html, path).toContain(
          `<html lang="${lang}" dir="${languages.find((l) => l.code === lang)!.dir}"`,
        );
      }
      expect(existsSync(builtFile(inLanguage("/404", lang))), lang).toBe(true);
    }
  });

  it("opens and hydrates every route without a console error, in each language", async () => {
    expect(routes).toHaveLength(routesFromFiles().length * langs.length);
    // A context per language, side by side: a visitor's last language is remembered and would move the others.
    const problems = await Promise.all(
      langs.map(async (lang) => {
        const page = await blank();
        const found: string[] = [];
        for (const path of Object.keys(fixture.routes.routes[lang])) {
          found.push(...(await visit(page, path)));
          expect(new URL(page.url()).pathname, path).toBe(path);
          expect((await page.locator("h1").first().textContent())?.trim(), path).toBeTruthy();
          expect(await page.title(), path).not.toBe("");
          page.removeAllListeners("console");
          page.removeAllListeners("pageerror");
        }
        await page.close();
        return found;
      }),
    );
    expect(problems.flat()).toEqual([]);
  }, 180_000);

  it("runs no code on a page that is only read, however long it stays open, fetches it ahead while idle, and runs it at the first key", async () => {
    const requested: { path: string; type: string }[] = [];
    const page = await open("/contact", {
      clock: { time: 0 },
      prepare: async (p) => {
        p.on("request", (request) =>
          requested.push({ path: new URL(request.url()).pathname, type: request.resourceType() }),
        );
        await p.clock.pauseAt(1000);
      },
    });
    const scripts = (type: string) =>
      requested.filter((r) => r.path.endsWith(".js") && r.type === type).map((r) => r.path);
    await page.clock.runFor(10_000);
    expect(scripts("script")).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute("data-code-started")),
    ).toBe(false);
    // Fetched into the cache while the browser was idle, as a prefetch: nothing of it has run.
    await page.waitForSelector("html[data-code-prefetched]");
    expect(scripts("other").some((path) => /^\/assets\/islands-[\w-]+\.js$/.test(path))).toBe(true);
    await page.keyboard.press("Tab");
    const hasStarted = () =>
      page.evaluate(() => document.documentElement.getAttribute("data-code-started") === "true");
    for (let tries = 0; tries < 100 && !(await hasStarted()); tries++) await page.clock.runFor(200);
    expect(await hasStarted()).toBe(true);
    expect(scripts("script").some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
    await done(page);
  });

  it("treats /about/ like /about", async () => {
    const page = await blank();
    const problems = await visit(page, "/about/");
    expect(await page.locator("h1").textContent()).toBe(headerOf("en", "about"));
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each(langs)(
    "answers an unknown address with the not-found page and status 404 (%s)",
    async (lang) => {
      const page = await blank();
      const response = await page.goto(`${site.origin}${inLanguage("/no-such-page", lang)}`);
      expect(response?.status()).toBe(404);
      await page.waitForSelector("html[data-hydrated=true]");
      expect(await page.locator("h1").textContent()).toBe(headerOf(lang, "not-found"));
      await expect(
        page.locator(`main a[href='${inLanguage("/contact", lang)}']`).count(),
      ).resolves.toBe(1);
      await expect(page.locator(`main a[href='${inLanguage("/", lang)}']`).count()).resolves.toBe(
        1,
      );
      await page.close();
    },
  );

  it("moves between pages in the browser, updating heading and title and starting at the top", async () => {
    const service = fixture.site("en").services.find((s) => s.kind === "repair")!;
    const page = await blank();
    const problems = await visit(page, "/");
    await page.mouse.wheel(0, 1500);
    await page.locator(`#services a[href='${service.href}']`).click();
    await page.waitForFunction(
      (title) => document.querySelector("h1")?.textContent === title,
      service.title,
    );
    expect(await page.title()).toContain(service.title);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
