// The real site in Chromium, as npm run build left it: one page of each kind (every page file,
// and the first record of each kind: location, service, article; and the not-found page) in the
// source language and in the first right-to-left language the site lists. Each must hydrate under
// its Content-Security-Policy without one refusal and pass axe-core's WCAG 2.2 AA rules. Which
// pages and languages is read from the built site's own route list.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { openSite, REAL_DIST } from "../helpers/browser.ts";
import { PROJECT } from "../helpers/fixture-site.ts";
import { readBuiltSite } from "./checks.ts";
import { axeViolations, footerOverItsEstimate, imagesWithoutSizeOrAlt, watchRefusals } from "../helpers/page-checks.ts";

const built = readBuiltSite(PROJECT);
const { defaultLanguage, routes } = built.routes;
const rtl = Object.keys(routes).find((lang) => built.site(lang).dir === "rtl");
/** One address per kind of page in a language: page files whole, records by their kind. */
function onePerKind(lang: string): string[] {
  const kinds = new Map<string, string>();
  for (const [path, key] of Object.entries(routes[lang])) {
    const kind = key.includes("__") ? key.split("__")[0] : key;
    if (!kinds.has(kind)) kinds.set(kind, path);
  }
  return [...kinds.values(), lang === defaultLanguage ? "/404" : `/${lang}/404`];
}

let site: Awaited<ReturnType<typeof openSite>>;
beforeAll(async () => {
  site = await openSite(REAL_DIST);
});
afterAll(() => site?.close());

/** Opens a page that records every refusal of its policy, from the event and from the console. */
async function watched(viewport: { width: number; height: number }, colorScheme: "light" | "dark"): Promise<{ page: Page; refusals: string[] }> {
  const page = await site.browser.newPage({ viewport, colorScheme, reducedMotion: "reduce" });
  const refusals = await watchRefusals(page);
  return { page, refusals };
}

const directions = [
  { lang: defaultLanguage, viewport: { width: 375, height: 800 }, colorScheme: "light" as const },
  ...(rtl ? [{ lang: rtl, viewport: { width: 1280, height: 800 }, colorScheme: "dark" as const }] : []),
];

it("gives the footer, in every language, no less room on a phone than it takes once drawn", async () => {
  const page = await site.browser.newPage({ viewport: { width: 320, height: 700 } });
  const problems: string[] = [];
  for (const lang of Object.keys(routes)) {
    const path = Object.keys(routes[lang])[0];
    await page.goto(site.origin + path);
    const problem = await footerOverItsEstimate(page);
    if (problem) problems.push(`${path}: ${problem}; a label may have run onto two lines (the estimate is in src/shell/footer.tsx)`);
  }
  await page.close();
  expect(problems).toEqual([]);
}, 60_000);

describe.each(directions)("one page of each kind in $lang, $viewport.width px, $colorScheme", ({ lang, viewport, colorScheme }) => {
  it("hydrates under the policy with no refusal and passes axe, every picture sized and described", async () => {
    const { page, refusals } = await watched(viewport, colorScheme);
    const problems: string[] = [];
    for (const path of onePerKind(lang)) {
      await page.goto(site.origin + path);
      await page.waitForSelector("html[data-hydrated=true]");
      const violations = await axeViolations(page);
      problems.push(...violations.map((v) => `${path}: ${v}`));
      const images = await imagesWithoutSizeOrAlt(page);
      problems.push(...images.map((src) => `${path}: <img src="${src}"> lacks width, height or alt`));
      problems.push(...refusals.splice(0).map((refusal) => `${path}: ${refusal}`));
    }
    await page.close();
    expect(problems).toEqual([]);
  }, 120_000);
});
