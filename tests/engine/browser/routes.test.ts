import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import manifest from "../../src/generated/routes.json";
import { useBuiltSite } from "../helpers/browser.ts";

const site = useBuiltSite();

const paths = Object.keys(manifest.routes.en);

/** Opens a page and gathers every console error, page error and hydration warning. */
async function visit(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) problems.push(`${path}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${path}: ${error.message}`));
  await page.goto(site.origin + path);
  await page.waitForSelector("html[data-hydrated=true]");
  return problems;
}

describe("every route in Chromium", () => {
  it("serves all 32 routes of the spec", () => {
    expect(paths).toHaveLength(32);
  });

  it("opens and hydrates every route without a console error", async () => {
    const context = await site.browser.newContext();
    const problems: string[] = [];
    for (const path of paths) {
      const page = await context.newPage();
      problems.push(...(await visit(page, path)));
      const heading = (await page.locator("h1").first().textContent())?.trim();
      expect(heading, path).toBeTruthy();
      expect(await page.title(), path).not.toBe("");
      await page.close();
    }
    await context.close();
    expect(problems).toEqual([]);
  }, 180_000);

  it("starts its code after the first paint, and in a tab that paints nothing (opened in the background) a little later", async () => {
    const page = await site.browser.newPage();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    // No frame is ever painted, as in a background tab.
    await page.addInitScript(() => {
      window.requestAnimationFrame = () => 0;
    });
    await page.goto(`${site.origin}/contact`);
    expect(requested.filter((path) => path.endsWith(".js"))).toEqual([]);
    await page.waitForSelector("html[data-hydrated=true]", { timeout: 10_000 });
    expect(requested.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
    await page.close();
  });

  it("treats /about/ like /about", async () => {
    const page = await site.browser.newPage();
    const problems = await visit(page, "/about/");
    expect(await page.locator("h1").textContent()).toContain("About");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("answers an unknown address with the not-found page and status 404", async () => {
    const page = await site.browser.newPage();
    const response = await page.goto(`${site.origin}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.waitForSelector("html[data-hydrated=true]");
    expect(await page.locator("h1").textContent()).toBe("Page Not Found");
    await expect(page.locator("main a[href='/contact']").count()).resolves.toBe(1);
    await expect(page.locator("main a[href='/']").count()).resolves.toBe(1);
    await page.close();
  });

  it("moves between pages in the browser, updating heading and title and starting at the top", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems = await visit(page, "/");
    await page.mouse.wheel(0, 1500);
    await page.locator("#services a[href='/services/dryer-repair']").click();
    await page.waitForFunction(() => document.querySelector("h1")?.textContent === "Dryer Repair");
    expect(await page.title()).toContain("Dryer Repair");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
