// What the browser tests check on any page: axe-core's WCAG 2.2 AA and best-practice rules, and
// refusals of the page's Content-Security-Policy. axe is run through the DevTools protocol, so the
// page keeps its policy (an injected <script> would be refused, as it should be).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const RULES = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

type Axe = { run: (context: Document, options: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> };

/** Every axe violation on the page as it is now, one line each: rule, help and where. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Sections further down are drawn only near the screen (content-visibility: auto). Drawn all
  // at once, as a visitor scrolling sees them, so axe measures real colours and boxes.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("main > section")) element.style.contentVisibility = "visible";
  });
  await page.evaluate(AXE);
  return page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: Axe }).axe;
    const result = await axe.run(document, { runOnly: rules });
    return result.violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }, RULES);
}

/** Every <img> without width, height or alt, by its src. */
export const imagesWithoutSizeOrAlt = (page: Page): Promise<(string | null)[]> =>
  page
    .locator("img")
    .evaluateAll((imgs) =>
      imgs.filter((img) => !img.getAttribute("width") || !img.getAttribute("height") || !img.hasAttribute("alt")).map((img) => img.getAttribute("src")),
    );

/** Records every refusal of the page's policy, from the event and from the console; call before the page loads. */
export async function watchRefusals(page: Page): Promise<string[]> {
  const refusals: string[] = [];
  await page.exposeFunction("reportRefusal", (text: string) => refusals.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportRefusal: (t: string) => void }).reportRefusal(
        `${event.violatedDirective} refused ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  return refusals;
}
