// Only the blocks that need code run it: the fixture site's pages in Chromium, with what each
// page downloads and what becomes interactive.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useBuiltSite } from "../../helpers/browser.ts";
import { usePages } from "../../helpers/shared-pages.ts";
import { builtFile, builtHtml, elements } from "../../helpers/built-html.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fixture } from "../../helpers/fixture-facts.ts";

const site = useBuiltSite();
const { open, done } = usePages(site);
const common = fixture.words("en", "common") as { form: Record<string, string> };
/**
 * React announces itself to a developer tool as its code runs, and tells it of each drawing it puts
 * on the page: this stand-in for the tool notes both (window.reactRan, window.drawings).
 */
const WATCH_REACT = `window.reactRan = false; window.drawings = 0; window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true, renderers: new Map(), inject() { window.reactRan = true; return 1; }, checkDCE() {},
  onCommitFiberRoot() { window.drawings++; }, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {} };`;

/** The scripts a page fetches, once its code has started. */
async function scriptsOf(path: string): Promise<{ page: Page; scripts: string[] }> {
  const scripts: string[] = [];
  const page = await open(path, {
    own: true,
    prepare: async (p) =>
      void p.on(
        "request",
        (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname),
      ),
  });
  return { page, scripts };
}

describe("islands", () => {
  it("a page of HTML-only blocks fetches no script: the shell's small script is in the page", async () => {
    const html = builtHtml("/about");
    expect(html).not.toMatch(/data-island=|data-carousel=|data-map-loader=/);
    const { page, scripts } = await scriptsOf("/about");
    expect(scripts).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.getAttribute("data-hydrated"))).toBe(
      "true",
    );
    // The shell works: a menu opened from the keyboard closes on Escape.
    await page.setViewportSize({ width: 375, height: 800 });
    const menu = page.locator("details[data-menu]:visible").first();
    await menu.locator("> summary").focus();
    await page.keyboard.press("Enter");
    expect(await menu.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
    await page.keyboard.press("Escape");
    expect(await menu.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
    expect(scripts).toEqual([]);
    await done(page);
  });

  it("hydrates each form as an island of its own, with its section and words in #island-data", async () => {
    const html = builtHtml("/contact");
    const islands = elements(html, "div", /data-island="/);
    expect(islands.map((island) => /data-island="([^"]+)"/.exec(island)![1])).toEqual([
      "service-request-form",
    ]);
    const data = JSON.parse(
      /<script type="application\/json" id="island-data">(.*?)<\/script>/s.exec(
        readFileSync(builtFile("/contact"), "utf8"),
      )![1],
    );
    expect(data.sections.map((s: { type: string }) => s.type)).toEqual(["service-request-form"]);
    expect(Object.keys(data.words.common).sort()).toEqual(["form", "toast"]);
    // Only the facts an island reads: no lists of pages, menus or pictures.
    expect(Object.keys(data.site).sort()).toEqual([
      "business",
      "defaultLanguage",
      "delivery",
      "dir",
      "forms",
      "lang",
      "numberLocale",
      "reviews",
    ]);

    const page = await open("/contact");
    const form = page.locator("[data-island] form[data-lead-form]");
    await form.locator("button[type=submit]").click();
    await page.locator("[data-toast=error]").last().waitFor();
    expect(await form.locator("[aria-invalid=true]").count()).toBeGreaterThan(0);
    expect(await page.locator("[data-toast=error] p").first().textContent()).toBe(
      common.form.errorTitle,
    );
    await done(page);
  });

  it("runs a carousel without React: a page with carousels and no form never fetches the islands' code", async () => {
    expect(builtHtml("/")).not.toMatch(/data-island=/);
    const { page, scripts } = await scriptsOf("/");
    await page.setViewportSize({ width: 375, height: 800 });
    await page.locator("[data-carousel]").first().scrollIntoViewIfNeeded();
    await page.waitForSelector("[data-carousel=ready]");
    expect(scripts.some((script) => /carousel-script-/.test(script))).toBe(true);
    expect(scripts.filter((script) => /\/islands-/.test(script))).toEqual([]);
    await done(page);
  });

  it("starts a form's code only when the visitor first uses it, and answers that first use", async () => {
    const { page, scripts } = await scriptsOf("/contact");
    const island = page.locator("[data-island]");
    // Read but not touched: no code is run at all (a prefetch is not a script request).
    expect(scripts).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute("data-code-started")),
    ).toBe(false);
    expect(await island.getAttribute("data-island-ready")).toBeNull();
    await island.getByLabel(/^Name/).focus();
    await page.waitForSelector("[data-island][data-island-ready]");
    expect(scripts.some((script) => /\/islands-/.test(script))).toBe(true);
    // Read and compiled ahead of running, once known to be in the cache: React, the words, the blocks.
    expect(await page.locator('link[rel=modulepreload][href*="/islands-"]').count()).toBe(3);
    await done(page);
  });

  it("starts a form ahead of its first use once the browser is idle, when the form is on or near the screen", async () => {
    const page = await open("/contact", {
      own: true,
      phone: true,
      prepare: (p) => p.addInitScript(WATCH_REACT),
    });
    const island = page.locator("[data-island]");
    const isFar = () =>
      island.evaluate((element) => element.getBoundingClientRect().top > innerHeight + 400);
    // Scrolled away from the form, the page stays HTML however idle the browser is.
    await page.evaluate(() => scrollTo(0, 0));
    expect(await isFar()).toBe(true);
    await page.evaluate(async () => {
      for (let idle = 0; idle < 3; idle++)
        await new Promise((settled) => requestIdleCallback(settled, { timeout: 2000 }));
    });
    expect(await island.getAttribute("data-island-ready")).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { reactRan: boolean }).reactRan)).toBe(
      false,
    );
    // Scrolled to, with no tap, key or focus: it is taken over in the next idle time.
    await island.scrollIntoViewIfNeeded();
    await page.waitForSelector("[data-island][data-island-ready]", { timeout: 15_000 });
    await done(page);
  });

  it("waits for a tap to end before running a form's code: a finger coming down on the form does not start it", async () => {
    const page = await open("/contact", {
      own: true,
      phone: true,
      prepare: (p) => p.addInitScript(WATCH_REACT),
    });
    const island = page.locator("[data-island]");
    const reactRan = () =>
      page.evaluate(() => (window as unknown as { reactRan: boolean }).reactRan);
    // The page's code starts once a tap elsewhere is over, and fetches the islands' code ahead of use.
    await page.locator("footer").dispatchEvent("click");
    await page.waitForSelector('link[rel=modulepreload][href*="/islands-"]', { state: "attached" });
    // A finger comes down on Send and stays: the browser draws thirty frames, half a second, far
    // longer than the code started at that moment would take to run, then has nothing more to do.
    await island.locator("button[type=submit]").dispatchEvent("pointerdown");
    await page.evaluate(async () => {
      for (let frame = 0; frame < 30; frame++)
        await new Promise((drawn) => requestAnimationFrame(drawn));
      await new Promise((settled) => requestIdleCallback(settled, { timeout: 2000 }));
    });
    expect(await reactRan()).toBe(false);
    expect(await island.getAttribute("data-island-ready")).toBeNull();
    // The tap ends: the form's code runs, and the empty form is answered.
    await island.locator("button[type=submit]").tap();
    await page.waitForSelector("[data-island][data-island-ready]");
    expect(await reactRan()).toBe(true);
    await island.locator("[aria-invalid=true]").first().waitFor();
    await done(page);
  });

  it("takes over an untouched form in one drawing: with nothing kept, the form is not drawn again", async () => {
    const page = await open("/contact", {
      own: true,
      prepare: (p) => p.addInitScript(WATCH_REACT),
    });
    await page.locator("[data-island]").getByLabel(/^Name/).focus();
    await page.waitForSelector("[data-island][data-island-ready]");
    expect(await page.evaluate(() => (window as unknown as { drawings: number }).drawings)).toBe(1);
    // Typed once it has started, the form draws again, so the count is not stuck at one.
    await page.keyboard.type("J");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { drawings: number }).drawings))
      .toBeGreaterThan(1);
    await done(page);
  });

  it("asks Chromium to compile the islands' code as it is read, rather than function by function at the first tap", () => {
    const chunk = /\/assets\/islands-[\w-]+\.js/.exec(
      readFileSync(builtFile("/contact"), "utf8"),
    )![0];
    const code = readFileSync(join(fixture.dist, chunk), "utf8");
    expect(code.split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
  });

  it("says to call when the form's code cannot be fetched, and tries again on the next use", async () => {
    let isOffline = true;
    // Cut off from the page's start, so the prefetch once the page is idle fails too. (Cut off
    // only after it had loaded, the page may have prefetched the code already, and then asks for
    // it as a module at the first use: a module that fails stays failed for the page's life,
    // where a browser, unlike Playwright's routing, would find it in its cache.)
    const page = await open("/contact", {
      own: true,
      prepare: (p) =>
        p.route(/\/assets\/islands-[\w-]+\.js$/, (route) =>
          isOffline ? route.abort("internetdisconnected") : route.continue(),
        ),
    });
    const island = page.locator("[data-island]");
    const failed = island.locator("[data-lead-start-failed]");
    expect(await failed.isVisible()).toBe(false);
    await island.getByLabel(/^Name/).fill("Jane Test");
    await page.waitForSelector("[data-island][data-island-failed]");
    expect(await failed.isVisible()).toBe(true);
    expect(await failed.textContent()).toContain(fixture.site().business.phone);
    expect(await island.getByLabel(/^Name/).inputValue()).toBe("Jane Test");
    isOffline = false;
    await island.getByLabel(/^Phone/).focus();
    await page.waitForSelector("[data-island][data-island-ready]");
    expect(await failed.isVisible()).toBe(false);
    expect(await island.getByLabel(/^Name/).inputValue()).toBe("Jane Test");
    await done(page);
  });

  it("lets the browser load the site's pages ahead of a tap, by speculation rules", () => {
    const rules = /<script type="speculationrules">(.*?)<\/script>/s.exec(
      readFileSync(builtFile("/"), "utf8"),
    );
    expect(rules).not.toBeNull();
    const parsed = JSON.parse(rules![1]);
    expect(JSON.stringify(parsed.prerender)).toContain('"href_matches":"/*"');
    // The lead endpoint is never loaded ahead.
    expect(JSON.stringify(parsed.prerender)).toContain('"/api/*"');
  });
});
