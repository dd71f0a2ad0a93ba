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
  // Checked as a visitor scrolling down sees the page: each part drawn as it comes near the screen,
  // and each carousel taken over by its script. A carousel taken over while axe reads the page
  // (Embla moving its slides) was read now and then by Chromium 150 in the default link colour.
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight / 2) {
      window.scrollTo({ top, behavior: "instant" });
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  await page.waitForFunction(() => [...document.querySelectorAll("[data-carousel]")].every((carousel) => carousel.getAttribute("data-carousel") === "ready"));
  // Sections further down, and on a phone the footer, are drawn only near the screen
  // (content-visibility: auto). Drawn all at once, as the visitor has seen them, so axe measures
  // real colours and boxes. (Whether the footer's links sit on its background before it is drawn,
  // as a checker that does not scroll sees them, is footerOverItsEstimate's question.)
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>("main > section, footer")) element.style.contentVisibility = "visible";
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
  });
  await page.evaluate(AXE);
  return page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: Axe }).axe;
    // The only frame a page may hold is the service-area map, another site's page.
    const result = await axe.run(document, { runOnly: rules, iframes: false });
    return result.violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }, RULES);
}

/**
 * Where the footer is drawn only near the screen (content-visibility: auto, under 640 px), the
 * height it takes until then must not be less than its drawn height (src/shell/footer.tsx). Returns
 * what is wrong, in rem, or nothing when it fits or is drawn at load.
 */
export const footerOverItsEstimate = (page: Page): Promise<string | undefined> =>
  page.evaluate(() => {
    const footer = document.querySelector("footer");
    if (!footer || getComputedStyle(footer).contentVisibility !== "auto") return undefined;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const estimate = parseFloat(getComputedStyle(footer).containIntrinsicHeight.replace("auto", "")) / rem;
    footer.style.contentVisibility = "visible";
    const drawn = footer.getBoundingClientRect().height / rem;
    footer.style.contentVisibility = "";
    return drawn > estimate
      ? `the footer is ${drawn.toFixed(1)}rem tall at ${innerWidth} px, more than the ${estimate}rem it takes before it is drawn`
      : undefined;
  });

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
