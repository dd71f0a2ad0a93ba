// The review blocks with reviews in content. The real site has none yet, so this builds
// the site with tests/fixtures/site/with-testimonials laid over it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import type { BrowserContextOptions, Page } from "playwright-core";
import { openSite } from "../helpers/browser.ts";
import { buildSiteWithFixture } from "../helpers/fixture-site.ts";
import { PROJECT } from "../helpers/site-copy.ts";

let built: ReturnType<typeof buildSiteWithFixture>;
let site: Awaited<ReturnType<typeof openSite>>;
beforeAll(async () => {
  built = buildSiteWithFixture(join(PROJECT, "tests/fixtures/site/with-testimonials"));
  site = await openSite(built.distDir);
}, 180_000);
afterAll(async () => {
  await site?.close();
  built?.remove();
});

async function open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  await page.goto(site.origin + path);
  await page.waitForSelector("html[data-hydrated=true]");
  return page;
}
const done = (page: Page) => page.context().close();
const position = (page: Page) => page.locator("#reviews [data-carousel-position]").textContent();

describe("'What Our Clients Say' on the home page", () => {
  it("links its heading to /testimonials and holds every review", async () => {
    const page = await open("/", { reducedMotion: "reduce" });
    const block = page.locator("section#reviews");
    expect(await block.getByRole("heading", { name: "What Our Clients Say" }).getByRole("link").getAttribute("href")).toBe("/testimonials");
    const slides = block.locator('[aria-roledescription="slide"]');
    expect(await slides.count()).toBe(5);
    expect(await slides.first().textContent()).toContain("Test Reviewer One");
    await done(page);
  });

  it("starts at a random review", async () => {
    const starts = new Set<string | null>();
    for (let i = 0; i < 12 && starts.size < 2; i++) {
      const page = await open("/", { reducedMotion: "reduce" });
      await page.waitForTimeout(100);
      starts.add(await position(page));
      await done(page);
    }
    expect(starts.size).toBeGreaterThan(1);
  });

  it("loops: next from the last review is the first, previous from the first is the last", async () => {
    const page = await open("/", { reducedMotion: "reduce" });
    const block = page.locator("section#reviews");
    const next = block.getByRole("button", { name: "Next" });
    for (let i = 0; i < 5 && (await position(page)) !== "5 / 5"; i++) await next.click();
    expect(await position(page)).toBe("5 / 5");
    await next.click();
    expect(await position(page)).toBe("1 / 5");
    await block.getByRole("button", { name: "Previous" }).click();
    expect(await position(page)).toBe("5 / 5");
    await done(page);
  });

  it("moves on by itself, and its visible pause button stops it", async () => {
    const page = await open("/");
    const block = page.locator("section#reviews");
    const pause = block.getByRole("button", { name: "Pause" });
    expect(await pause.isVisible()).toBe(true);
    const first = await position(page);
    await page.waitForFunction((was) => document.querySelector("#reviews [data-carousel-position]")?.textContent !== was, first, { timeout: 9000 });
    await pause.click();
    const paused = await position(page);
    expect(await block.getByRole("button", { name: "Play" }).isVisible()).toBe(true);
    await page.waitForTimeout(7000);
    expect(await position(page)).toBe(paused);
    await done(page);
  }, 30_000);

  it("never moves by itself for a visitor who asks for reduced motion", async () => {
    const page = await open("/", { reducedMotion: "reduce" });
    const first = await position(page);
    expect(await page.locator("section#reviews").getByRole("button", { name: "Play" }).isVisible()).toBe(true);
    await page.waitForTimeout(7000);
    expect(await position(page)).toBe(first);
    await done(page);
  }, 30_000);
});

describe("/testimonials", () => {
  it("lists every review with its rating, words, name and location", async () => {
    const page = await open("/testimonials");
    const reviews = page.locator("section#reviews figure");
    expect(await reviews.count()).toBe(5);
    const second = reviews.nth(1);
    expect(await second.locator('[role="img"]').getAttribute("aria-label")).toBe("Rated 4 out of 5");
    expect(await second.textContent()).toContain("Second test review.");
    expect(await second.locator("figcaption").textContent()).toBe("Test Reviewer Two · Vaughan");
    await done(page);
  });
});
