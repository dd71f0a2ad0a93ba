// Language detection, caching, the switcher and right-to-left layout, in Chromium.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import type { BrowserContextOptions, Page } from "playwright-core";
import manifest from "../../src/generated/routes.json";
import { openSite } from "../helpers/browser.ts";

let site: Awaited<ReturnType<typeof openSite>>;
beforeAll(async () => {
  site = await openSite();
});
afterAll(() => site?.close());

const languages = Object.keys(manifest.routes);
const has = (...codes: string[]) => codes.every((code) => languages.includes(code));
const SHOTS = join(process.env.TMPDIR ?? tmpdir(), "rtl-screenshots");

async function visit(path: string, options: BrowserContextOptions = {}): Promise<{ page: Page; problems: string[] }> {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-US", ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (m) => (m.type() === "error" || /hydrat/i.test(m.text())) && problems.push(m.text()));
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(site.origin + path);
  await page.waitForSelector("html[data-hydrated=true]");
  return { page, problems };
}
const done = (page: Page) => page.context().close();
const langOf = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir, localStorage.getItem("i18nextLng")]);

describe.runIf(has("fr", "ar", "ko", "zh"))("language detection on an unprefixed address", () => {
  it("keeps an English browser on the English page and caches en", async () => {
    const { page, problems } = await visit("/contact");
    expect(new URL(page.url()).pathname).toBe("/contact");
    expect(await langOf(page)).toEqual(["en", "ltr", "en"]);
    expect(problems).toEqual([]);
    await done(page);
  });

  it("moves a French browser to the same page under /fr, without a hydration error", async () => {
    const { page, problems } = await visit("/services/dryer-repair", { locale: "fr-CA" });
    expect(new URL(page.url()).pathname).toBe("/fr/services/dryer-repair");
    expect(await langOf(page)).toEqual(["fr", "ltr", "fr"]);
    expect(problems).toEqual([]);
    await done(page);
  });

  it("takes ?lng first, then the i18next cookie, then what was cached", async () => {
    const query = await visit("/contact?lng=ar", { locale: "fr-FR" });
    expect(new URL(query.page.url()).pathname).toBe("/ar/contact");
    expect(new URL(query.page.url()).search).toBe("");
    expect(await langOf(query.page)).toEqual(["ar", "rtl", "ar"]);
    // The choice is cached: the next unprefixed visit goes to Arabic too.
    await query.page.goto(`${site.origin}/about`);
    await query.page.waitForURL("**/ar/about");
    await done(query.page);

    const context = await site.browser.newContext({ locale: "fr-FR" });
    await context.addCookies([{ name: "i18next", value: "ko", url: site.origin }]);
    const page = await context.newPage();
    await page.goto(`${site.origin}/`);
    await page.waitForURL("**/ko");
    expect(await langOf(page)).toEqual(["ko", "ltr", "ko"]);
    await context.close();
  });

  it("takes the browser's preferred languages in order, skipping ones the site lacks", async () => {
    const { page } = await visit("/", { locale: "de-DE", extraHTTPHeaders: {} });
    // German is not offered: the visitor stays in English.
    expect(new URL(page.url()).pathname).toBe("/");
    await done(page);
  });
});

describe.runIf(has("fr"))("the language menu", () => {
  it("switches to the same page in another language, and the choice sticks", async () => {
    const { page, problems } = await visit("/contact");
    await page.getByRole("button", { name: /Language/ }).click();
    const french = page.getByRole("link", { name: "Français" });
    expect(await french.getAttribute("lang")).toBe("fr");
    await french.click();
    await page.waitForURL("**/fr/contact");
    await page.waitForFunction(() => document.documentElement.lang === "fr");
    expect(await page.locator("h1").textContent()).not.toBe("Contact Us");
    expect(await page.title()).not.toContain("Contact Us");
    expect(await langOf(page)).toEqual(["fr", "ltr", "fr"]);

    await page.goto(`${site.origin}/`);
    await page.waitForURL("**/fr");
    await page.getByRole("button", { name: /Langue|Language/ }).click();
    await page.getByRole("link", { name: "English" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.waitForFunction(() => document.documentElement.lang === "en");
    expect(await langOf(page)).toEqual(["en", "ltr", "en"]);
    await page.goto(`${site.origin}/about`);
    await page.waitForSelector("html[data-hydrated=true]");
    expect(new URL(page.url()).pathname).toBe("/about");
    expect(problems).toEqual([]);
    await done(page);
  });

  it("is in the phone menu too", async () => {
    const { page } = await visit("/coupon-25-off", { viewport: { width: 375, height: 800 }, isMobile: true });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Français" }).click();
    await page.waitForURL("**/fr/coupon-25-off");
    await done(page);
  });

  it("retries words that fail with a server error, and still switches", async () => {
    const { page } = await visit("/about");
    let failures = 0;
    await page.route("**/locales/fr/common.json", (route) => (failures++ < 2 ? route.fulfill({ status: 503, body: "busy" }) : route.fallback()));
    await page.getByRole("button", { name: /Language/ }).click();
    await page.getByRole("link", { name: "Français" }).click();
    await page.waitForFunction(() => document.documentElement.lang === "fr", null, { timeout: 10_000 });
    expect(failures).toBe(3);
    await done(page);
  });

  it("does not retry a 4xx: it loads the prerendered page instead", async () => {
    const { page } = await visit("/about");
    let requests = 0;
    await page.route("**/locales/fr/nav.json", (route) => {
      requests++;
      return route.fulfill({ status: 404, body: "missing" });
    });
    await page.getByRole("button", { name: /Language/ }).click();
    await page.getByRole("link", { name: "Français" }).click();
    await page.waitForURL("**/fr/about");
    await page.waitForFunction(() => document.documentElement.lang === "fr");
    expect(requests).toBe(1);
    await done(page);
  });
});

describe.runIf(has("ar"))("right-to-left pages", () => {
  it.each([375, 1280])("mirror the whole layout at %i px, and the carousels move the right way", async (width) => {
    const { page, problems } = await visit("/ar/", { viewport: { width, height: 800 }, isMobile: width < 768 });
    expect(await page.evaluate(() => [document.documentElement.dir, getComputedStyle(document.body).direction])).toEqual(["rtl", "rtl"]);
    // The brand sits at the right edge of the header, the phone button towards the left.
    const brand = await page.locator("header a").first().boundingBox();
    expect(brand!.x + brand!.width).toBeGreaterThan(width - 120);
    const call = await page.locator('header a[href^="tel:"] >> visible=true').first().boundingBox();
    expect(call!.x).toBeLessThan(brand!.x);
    // The phone number keeps its reading order inside the Arabic text.
    expect(await page.locator('header a[href^="tel:"] >> visible=true').first().textContent()).toContain("(416) 555-0142");
    if (width < 768) {
      const carousel = page.locator("#why-us [data-carousel]");
      const first = carousel.locator('[aria-roledescription="slide"]').first();
      const before = await first.boundingBox();
      expect(before!.x + before!.width).toBeGreaterThan(width / 2);
      await carousel.locator("button").last().click();
      await page.waitForTimeout(700);
      // Next brings the following slide in from the left, so the first one leaves to the right.
      expect((await first.boundingBox())!.x).toBeGreaterThan(before!.x + 100);
    }
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `ar-home-${width}.png`) });
    expect(problems).toEqual([]);
    await done(page);
  });
});
