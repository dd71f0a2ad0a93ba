// axe-core's WCAG 2.2 A/AA and best-practice rules on every page, in English and in Arabic
// (right to left), each on a phone and a desktop, in light and dark; and every picture with its
// size and a text alternative. axe is run through the DevTools protocol, so the pages keep
// their Content-Security-Policy (an injected <script> would be refused, as it should be).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import manifest from "../../src/generated/routes.json";
import { openSite } from "../helpers/browser.ts";
import { languagePrefixOf } from "../../src/site/localized-path.ts";

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const RULES = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const routes = manifest.routes as Record<string, Record<string, string>>;
// A page of each other language too, for all their scripts.
const others = ["/fr/contact", "/ko/services/washer-repair", "/zh/", "/fa/advantages", "/ru/locations/vaughan", "/hi/purchase-inquiry", "/ur/", "/uk/coupon-25-off"].filter((path) => {
  const lang = languagePrefixOf(path);
  return !lang || lang in routes;
});
const english = [...Object.keys(routes.en), ...others];
const arabic = Object.keys(routes.ar ?? {});

let site: Awaited<ReturnType<typeof openSite>>;
beforeAll(async () => {
  site = await openSite();
});
afterAll(() => site?.close());

const phone = { width: 375, height: 800 };
const desktop = { width: 1280, height: 800 };
describe.each([
  { name: "English, 375 px, light", paths: english, viewport: phone, colorScheme: "light" as const },
  { name: "English, 1280 px, dark", paths: english, viewport: desktop, colorScheme: "dark" as const },
  { name: "Arabic, 1280 px, light", paths: arabic, viewport: desktop, colorScheme: "light" as const },
  { name: "Arabic, 375 px, dark", paths: arabic, viewport: phone, colorScheme: "dark" as const },
])("every page in $name", ({ paths, viewport, colorScheme }) => {
  it("passes axe with no violation, and every <img> has width, height and alt", async () => {
    const context = await site.browser.newContext({ viewport, colorScheme, reducedMotion: "reduce" });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(site.origin + path);
      await page.waitForSelector("html[data-hydrated=true]");
      await page.evaluate(AXE);
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
    await page.evaluate(AXE);
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
