// Language detection, caching, the switcher, right-to-left layout and the English fallback of an
// untranslated page, in Chromium on the fixture site (English, and Arabic written right to left).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import type { BrowserContextOptions, Page } from "playwright-core";
import { openSite } from "../../helpers/browser.ts";
import { fixture } from "../../helpers/fixture-facts.ts";
import { readyCarousel } from "../../helpers/shared-pages.ts";

let site: Awaited<ReturnType<typeof openSite>>;
beforeAll(async () => {
  site = await openSite(fixture.dist);
});
afterAll(() => site?.close());

const SHOTS = join(process.env.TMPDIR ?? tmpdir(), "rtl-screenshots");
const arabic = fixture.site("ar").languages.find((language) => language.code === "ar")!.name;
const english = fixture.site("en").languages.find((language) => language.code === "en")!.name;
const headingOf = (lang: string, key: string) =>
  (fixture.page(lang, key).sections[0] as { heading: string }).heading;
const languageButton = (lang: string) =>
  (fixture.words(lang, "nav") as { language: string }).language;
/** The language menu's label in the header (a <summary>, named for the language in use). */
const languageMenu = (page: Page, lang: string) =>
  page.locator("header details[data-menu] > summary", { hasText: languageButton(lang) }).first();

async function visit(
  path: string,
  options: BrowserContextOptions & { languages?: string[]; clock?: boolean } = {},
): Promise<{ page: Page; problems: string[] }> {
  const { languages, clock, ...contextOptions } = options;
  // Reduced motion turns smooth scrolling off, so a click does not wait for the page to stop moving.
  const context = await site.browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: "en-US",
    reducedMotion: "reduce",
    ...contextOptions,
  });
  // A browser set to several languages, in the visitor's order of preference.
  // Time flows as usual, and a test may jump it forward over a wait.
  if (clock) await context.clock.install();
  if (languages)
    await context.addInitScript(
      (list) => Object.defineProperty(Navigator.prototype, "languages", { get: () => list }),
      languages,
    );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on(
    "console",
    (m) => (m.type() === "error" || /hydrat/i.test(m.text())) && problems.push(m.text()),
  );
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(site.origin + path);
  await page.waitForSelector("html[data-hydrated=true]");
  return { page, problems };
}
const done = (page: Page) => page.context().close();
const langOf = (page: Page) =>
  page.evaluate(() => [
    document.documentElement.lang,
    document.documentElement.dir,
    localStorage.getItem("i18nextLng"),
  ]);

describe("language detection on an unprefixed address", () => {
  it("keeps an English browser on the English page and caches en", async () => {
    const { page, problems } = await visit("/contact");
    expect(new URL(page.url()).pathname).toBe("/contact");
    expect(await langOf(page)).toEqual(["en", "ltr", "en"]);
    expect(problems).toEqual([]);
    await done(page);
  });

  it("moves an Arabic browser to the same page under /ar, right to left, without a hydration error", async () => {
    const { page, problems } = await visit("/services/washer-repair", { locale: "ar-EG" });
    expect(new URL(page.url()).pathname).toBe("/ar/services/washer-repair");
    expect(await langOf(page)).toEqual(["ar", "rtl", "ar"]);
    expect(problems).toEqual([]);
    await done(page);
  });

  it("takes ?lng first, then the i18next cookie, then what was cached, then the browser's language", async () => {
    // ?lng beats the browser's English.
    const query = await visit("/contact?lng=ar");
    expect(new URL(query.page.url()).pathname).toBe("/ar/contact");
    expect(new URL(query.page.url()).search).toBe("");
    expect(await langOf(query.page)).toEqual(["ar", "rtl", "ar"]);
    // The choice is cached: the next unprefixed visit goes to Arabic too, over the browser's English.
    await query.page.goto(`${site.origin}/about`);
    await query.page.waitForURL("**/ar/about");
    // The cookie beats what was cached.
    await query.page.context().addCookies([{ name: "i18next", value: "en", url: site.origin }]);
    await query.page.goto(`${site.origin}/about`);
    await query.page.waitForSelector("html[data-hydrated=true]");
    expect(new URL(query.page.url()).pathname).toBe("/about");
    expect(await langOf(query.page)).toEqual(["en", "ltr", "en"]);
    // And ?lng beats the cookie.
    await query.page.goto(`${site.origin}/?lng=ar`);
    await query.page.waitForURL((url) => url.pathname === "/ar" || url.pathname === "/ar/");
    await done(query.page);

    // The cookie beats the browser's Arabic.
    const context = await site.browser.newContext({ locale: "ar-EG" });
    await context.addCookies([{ name: "i18next", value: "en", url: site.origin }]);
    const page = await context.newPage();
    await page.goto(`${site.origin}/`);
    await page.waitForSelector("html[data-hydrated=true]");
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await langOf(page)).toEqual(["en", "ltr", "en"]);
    await context.close();

    // The cookie beats the browser's English too, and moves the visitor (it is read without holding the page).
    const moved = await site.browser.newContext({ locale: "en-CA" });
    await moved.addCookies([{ name: "i18next", value: "ar", url: site.origin }]);
    const movedPage = await moved.newPage();
    await movedPage.goto(`${site.origin}/about`);
    await movedPage.waitForURL("**/ar/about");
    expect(await movedPage.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("ar");
    await moved.close();
  });

  it("takes the browser's preferred languages in order, skipping ones the site lacks", async () => {
    // German is not offered: the visitor stays in English.
    const german = await visit("/", { locale: "de-DE" });
    expect(new URL(german.page.url()).pathname).toBe("/");
    await done(german.page);
    // German first, then Arabic, then English: Arabic is the first the site has.
    const { page } = await visit("/contact", {
      locale: "de-DE",
      languages: ["de-DE", "de", "ar", "en"],
    });
    expect(new URL(page.url()).pathname).toBe("/ar/contact");
    expect(await langOf(page)).toEqual(["ar", "rtl", "ar"]);
    await done(page);
  });
});

describe("the language menu", () => {
  it("switches to the same page in another language, and the choice sticks", async () => {
    const { page, problems } = await visit("/contact");
    await languageMenu(page, "en").click();
    const link = page.getByRole("link", { name: arabic });
    expect(await link.getAttribute("lang")).toBe("ar");
    await link.click();
    await page.waitForURL("**/ar/contact");
    await page.waitForFunction(() => document.documentElement.lang === "ar");
    expect(await page.locator("h1").textContent()).toBe(headingOf("ar", "contact"));
    expect(await page.title()).toBe(fixture.page("ar", "contact").title);
    expect(await langOf(page)).toEqual(["ar", "rtl", "ar"]);

    await page.goto(`${site.origin}/`);
    await page.waitForURL("**/ar");
    await page.waitForSelector("html[data-hydrated=true]");
    await languageMenu(page, "ar").click();
    await page.getByRole("link", { name: english }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.waitForFunction(() => document.documentElement.lang === "en");
    expect(await langOf(page)).toEqual(["en", "ltr", "en"]);
    await page.goto(`${site.origin}/about`);
    await page.waitForSelector("html[data-hydrated=true]");
    expect(new URL(page.url()).pathname).toBe("/about");
    expect(await page.locator("h1").textContent()).toBe(headingOf("en", "about"));
    expect(problems).toEqual([]);
    await done(page);
  });

  it("is in the phone menu too", async () => {
    const { page } = await visit("/coupon-25-off", {
      viewport: { width: 375, height: 800 },
      isMobile: true,
    });
    await page.locator("[data-mobile-menu] > summary").click();
    // A group of its own, closed until asked for, like the menu's other groups.
    await page
      .locator("[data-mobile-menu] nav details > summary", { hasText: languageButton("en") })
      .click();
    await page.getByRole("link", { name: arabic }).click();
    await page.waitForURL("**/ar/coupon-25-off");
    await done(page);
  });

  it("switches by loading the other language's prerendered page, which carries its words: none are fetched", async () => {
    const { page } = await visit("/about");
    const fetched: string[] = [];
    page.on(
      "request",
      (request) => request.url().includes("/locales/") && fetched.push(request.url()),
    );
    await languageMenu(page, "en").click();
    await page.getByRole("link", { name: arabic }).click();
    await page.waitForURL("**/ar/about");
    await page.waitForFunction(() => document.documentElement.lang === "ar");
    expect(await page.locator("h1").textContent()).toBe(headingOf("ar", "about"));
    expect(fetched).toEqual([]);
    await done(page);
  });
});

describe("right-to-left pages", () => {
  it.each([375, 1280])(
    "mirror the whole layout at %i px, and the carousels move the right way",
    async (width) => {
      const { page, problems } = await visit("/ar/", {
        viewport: { width, height: 800 },
        isMobile: width < 768,
      });
      expect(
        await page.evaluate(() => [
          document.documentElement.dir,
          getComputedStyle(document.body).direction,
        ]),
      ).toEqual(["rtl", "rtl"]);
      // The brand sits at the right edge of the header, the phone button towards the left.
      const brand = await page.locator("header a").first().boundingBox();
      expect(brand!.x + brand!.width).toBeGreaterThan(width - 120);
      const call = await page
        .locator('header a[href^="tel:"] >> visible=true')
        .first()
        .boundingBox();
      expect(call!.x).toBeLessThan(brand!.x);
      // The phone number keeps its reading order inside the Arabic text.
      expect(
        await page.locator('header a[href^="tel:"] >> visible=true').first().textContent(),
      ).toContain(fixture.site("ar").business.phone);
      if (width < 768) {
        const carousel = await readyCarousel(page, "#why-us");
        const first = carousel.locator('[aria-roledescription="slide"]').first();
        const before = await first.boundingBox();
        expect(before!.x + before!.width).toBeGreaterThan(width / 2);
        await carousel.locator("button").last().click();
        // Next brings the following slide in from the left, so the first one leaves to the right.
        await expect
          .poll(async () => (await first.boundingBox())!.x, { timeout: 5_000 })
          .toBeGreaterThan(before!.x + 100);
      }
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, `ar-home-${width}.png`) });
      expect(problems).toEqual([]);
      await done(page);
    },
  );
});

describe("a location not translated yet", () => {
  it("is shown in English under /ar, inside the Arabic page, with a note in Arabic, and switches to its English address", async () => {
    const { page, problems } = await visit("/ar/locations/napanee");
    expect(await langOf(page)).toEqual(["ar", "rtl", "ar"]);
    expect(
      await page
        .locator("main")
        .evaluate((main: HTMLElement) => [main.lang, main.dir, getComputedStyle(main).direction]),
    ).toEqual(["en", "ltr", "ltr"]);
    expect(await page.locator("[data-untranslated-note]").textContent()).toBe(
      (fixture.words("ar", "common") as { untranslatedNote: string }).untranslatedNote,
    );
    expect(await page.locator("h1").textContent()).toBe(headingOf("en", "locations__napanee"));
    // The header around it stays Arabic.
    await languageMenu(page, "ar").click();
    await page.getByRole("link", { name: english }).click();
    await page.waitForURL((url) => url.pathname === "/locations/napanee");
    await page.waitForFunction(() => document.documentElement.lang === "en");
    expect(await page.locator("[data-untranslated-note]").count()).toBe(0);
    expect(await page.locator("h1").textContent()).toBe(headingOf("en", "locations__napanee"));
    expect(problems).toEqual([]);
    await done(page);
  });
});
