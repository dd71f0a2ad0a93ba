// axe-core's WCAG 2.1 A/AA and best-practice rules on every page, on a phone in light and a
// desktop in dark; and every picture with its size and a text alternative.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import manifest from "../../src/generated/routes.json";
import { openSite } from "../helpers/browser.ts";
import { languagePrefixOf } from "../../src/site/localized-path.ts";

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const RULES = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
// Every English page, and a page of each other language (all its scripts and both directions).
const paths = [...Object.keys(manifest.routes.en), "/fr/contact", "/ko/services/washer-repair", "/zh/", "/fa/advantages", "/ru/locations/vaughan", "/hi/purchase-inquiry", "/ur/", "/uk/coupon-25-off", "/ar/testimonials"].filter((path) => {
  const lang = languagePrefixOf(path);
  return !lang || lang in manifest.routes;
});

let site: Awaited<ReturnType<typeof openSite>>;
beforeAll(async () => {
  site = await openSite();
});
afterAll(() => site?.close());

describe.each([
  { name: "375 px, light", viewport: { width: 375, height: 800 }, colorScheme: "light" as const },
  { name: "1280 px, dark", viewport: { width: 1280, height: 800 }, colorScheme: "dark" as const },
])("every page at $name", ({ viewport, colorScheme }) => {
  it("passes axe with no violation, and every <img> has width, height and alt", async () => {
    const context = await site.browser.newContext({ viewport, colorScheme, reducedMotion: "reduce" });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(site.origin + path);
      await page.waitForSelector("html[data-hydrated=true]");
      await page.addScriptTag({ content: AXE });
      const violations = await page.evaluate(async (rules) => {
        const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
        const result = await axe.run(document, { runOnly: rules });
        return result.violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      }, RULES);
      problems.push(...violations.map((v) => `${path}: ${v}`));
      const images = await page.locator("img").evaluateAll((imgs) => imgs.filter((img) => !img.getAttribute("width") || !img.getAttribute("height") || !img.hasAttribute("alt")).map((img) => img.getAttribute("src")));
      problems.push(...images.map((src) => `${path}: <img src="${src}"> lacks width, height or alt`));
    }
    await context.close();
    expect(problems).toEqual([]);
  }, 240_000);
});

describe("a lead form showing its problems", () => {
  it.each(["light", "dark"] as const)("passes axe in %s, with every message tied to its field", async (colorScheme) => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 800 }, colorScheme, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(`${site.origin}/contact`);
    await page.waitForSelector("html[data-hydrated=true]");
    await page.locator("form[data-lead-form] [name=email]").fill("not-an-address");
    await page.locator("form[data-lead-form] button[type=submit]").click();
    await page.locator("[data-toast=error]").waitFor();
    await page.addScriptTag({ content: AXE });
    const violations = await page.evaluate(async (rules) => {
      const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
      return (await axe.run(document, { runOnly: rules })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    }, RULES);
    expect(violations).toEqual([]);
    const untied = await page.locator("[aria-invalid=true]").evaluateAll((fields) => fields.filter((f) => !document.getElementById(f.getAttribute("aria-describedby") ?? "")?.textContent).map((f) => f.getAttribute("name")));
    expect(untied).toEqual([]);
    expect(await page.locator("[aria-invalid=true]").count()).toBe(5);
    await context.close();
  });
});
