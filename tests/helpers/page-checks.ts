// What the browser tests check on any page: axe-core's WCAG 2.2 AA and best-practice rules, and
// refusals of the page's Content-Security-Policy. axe is run through the DevTools protocol, so the
// page keeps its policy (an injected <script> would be refused, as it should be).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { CODE_STARTED, INTERACTIVE_MARKS } from "../../src/browser/marks.ts";

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const RULES = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

type Axe = {
  run: (
    context: Document,
    options: object,
  ) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
};

/** Every axe violation on the page as it is now, one line each: rule, help and where. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Checked as a visitor scrolling down sees the page: each part drawn as it comes near the screen,
  // and each carousel taken over by its script. A carousel taken over while axe reads the page
  // (Embla moving its slides) was read now and then by Chromium 150 in the default link colour.
  const scrollThrough = () =>
    page.evaluate(async () => {
      for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight / 2) {
        window.scrollTo({ top, behavior: "instant" });
        await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
      }
      window.scrollTo({ top: 0, behavior: "instant" });
    });
  await scrollThrough();
  // The first carousel near the screen starts the page's code, which then takes over each carousel
  // as it comes near (src/islands/page-code.ts). On a busy machine that code can arrive once the
  // scroll has gone past the carousels further down: they wait for the visitor to come back, and
  // so the page is gone through again once the code is there.
  if (await page.locator(`[${INTERACTIVE_MARKS.carousel}]`).count()) {
    await page.waitForSelector(`html[${CODE_STARTED}]`);
    await scrollThrough();
  }
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-carousel]")].every(
      (carousel) => carousel.getAttribute("data-carousel") === "ready",
    ),
  );
  // Sections further down, and on a phone the footer, are drawn only near the screen
  // (content-visibility: auto). Drawn all at once, as the visitor has seen them, so axe measures
  // real colours and boxes. (Whether the footer's links sit on its background before it is drawn,
  // as a checker that does not scroll sees them, is footerOverItsEstimate's question.)
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>("main > section, footer"))
      element.style.contentVisibility = "visible";
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
  });
  await page.evaluate(AXE);
  return page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: Axe }).axe;
    // The only frame a page may hold is the service-area map, another site's page.
    const result = await axe.run(document, { runOnly: rules, iframes: false });
    return result.violations.map(
      (v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
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
    const estimate =
      parseFloat(getComputedStyle(footer).containIntrinsicHeight.replace("auto", "")) / rem;
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
      imgs
        .filter(
          (img) =>
            !img.getAttribute("width") || !img.getAttribute("height") || !img.hasAttribute("alt"),
        )
        .map((img) => img.getAttribute("src")),
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

/**
 * Every landmark a screen reader would list with nothing in it to read or use: no text and no
 * control that is drawn and not hidden from it (aria-hidden). Named by its tag and name.
 */
export const emptyLandmarks = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const LANDMARKS = [
      "header:not(main header, section header, article header, aside header, nav header)",
      "footer:not(main footer, section footer, article footer, aside footer, nav footer)",
      "main",
      "nav",
      "aside",
      "section[aria-label]",
      "section[aria-labelledby]",
      "form[aria-label]",
      "form[aria-labelledby]",
      "[role=banner],[role=contentinfo],[role=main],[role=navigation],[role=complementary],[role=region],[role=search],[role=form]",
    ].join(",");
    const isExposed = (node: Node, landmark: Element) => {
      const element = node instanceof Element ? node : node.parentElement!;
      if (
        element.closest("[aria-hidden=true]") &&
        landmark.contains(element.closest("[aria-hidden=true]"))
      )
        return false;
      if (landmark.closest("[aria-hidden=true]")) return false;
      return (
        element.checkVisibility({
          visibilityProperty: true,
          contentVisibilityAuto: false,
        } as CheckVisibilityOptions) || element.closest("details:not([open])") !== null
      );
    };
    const hasContent = (landmark: Element) => {
      const walker = document.createTreeWalker(landmark, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode())
        if (text.textContent!.trim() && isExposed(text, landmark)) return true;
      return [
        ...landmark.querySelectorAll(
          "img[alt]:not([alt='']),svg[aria-label],input,select,textarea,button",
        ),
      ].some((e) => isExposed(e, landmark));
    };
    return [...document.querySelectorAll(LANDMARKS)]
      .filter((landmark) => !landmark.closest("[aria-hidden=true]") && !hasContent(landmark))
      .map(
        (landmark) =>
          `<${landmark.tagName.toLowerCase()} ${landmark.getAttribute("aria-label") ?? landmark.getAttribute("aria-labelledby") ?? ""}>`,
      );
  });

/** What a Tab led to: the element focused, and whether it can be seen and reached there. */
export interface FocusStep {
  /** The focused element, as tag, id or name, and its text; "<body>" when the focus was lost. */
  focused: string;
  /** What is drawn over the focused element's middle, when something else is. */
  coveredBy?: string;
  /** The focused element is the last one the keyboard can reach on the page. */
  isLast: boolean;
  /** The focused element matches the selector asked about. */
  matches: boolean;
}

/**
 * Reads where the focus is, once what the Tab started (a script, a scroll) has settled: two frames,
 * the first runs the scroll's listeners, the second draws what they changed. The pages are
 * visited with reduced motion, so no transition is still under way.
 */
export const focusStep = (page: Page, selector = ""): Promise<FocusStep> =>
  page.evaluate(async (selector) => {
    await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.getAttribute("name") ? ` name=${element.getAttribute("name")}` : ""}> ${(element.textContent ?? "").trim().slice(0, 40)}`;
    const active = document.activeElement;
    if (!active || active === document.body)
      return { focused: "<body>", isLast: false, matches: false };
    const tabbable = [
      ...document.querySelectorAll<HTMLElement>(
        "a[href],button:not([disabled]),input:not([type=hidden]):not([disabled]),select,textarea,summary,[tabindex]",
      ),
    ].filter(
      (e) =>
        e.tabIndex >= 0 &&
        e.checkVisibility({ visibilityProperty: true }) &&
        !e.closest("details:not([open]) > :not(summary)") &&
        !e.closest("[inert]"),
    );
    const rect = active.getBoundingClientRect();
    // The part of it on the screen, or its label's when it is drawn as a label (a visually hidden radio button).
    const shown =
      rect.width > 1 && rect.height > 1
        ? rect
        : ((active as HTMLInputElement).labels?.[0]?.getBoundingClientRect() ?? rect);
    const x = (Math.max(shown.left, 0) + Math.min(shown.right, innerWidth)) / 2;
    const y = (Math.max(shown.top, 0) + Math.min(shown.bottom, innerHeight)) / 2;
    const hit = document.elementFromPoint(x, y);
    const label = (active as HTMLInputElement).labels?.[0];
    const isOwn =
      hit !== null &&
      (active.contains(hit) ||
        hit.contains(active) ||
        (label !== undefined && (label.contains(hit) || hit.contains(label))));
    return {
      focused: describe(active),
      ...(isOwn ? {} : { coveredBy: hit ? describe(hit) : "nothing: off the screen" }),
      isLast: active === tabbable.at(-1),
      matches: selector !== "" && active.matches(selector),
    };
  }, selector);

/**
 * How much of the focused element (or of its label, for a visually hidden radio button) the
 * floating booking button and the sticky header cover, from 0 to 1, once the page has settled.
 */
export const focusedCoveredShare = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
    const active = document.activeElement as HTMLInputElement | null;
    if (!active || active === document.body) return 1;
    const own = active.getBoundingClientRect();
    const shown =
      own.width > 1 && own.height > 1 ? own : (active.labels?.[0]?.getBoundingClientRect() ?? own);
    const area = (r: { width: number; height: number }) =>
      Math.max(r.width, 0) * Math.max(r.height, 0);
    const overlap = (a: DOMRect, b: DOMRect) =>
      area({
        width: Math.min(a.right, b.right) - Math.max(a.left, b.left),
        height: Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top),
      });
    const covers = [
      ...document.querySelectorAll('[data-floating-cta="shown"] a, #root > header'),
    ].filter((cover) => !cover.contains(active));
    const covered = covers.reduce(
      (sum, cover) => sum + overlap(shown, cover.getBoundingClientRect()),
      0,
    );
    return area(shown) ? covered / area(shown) : 0;
  });

/** Every element drawn with words or a control that is in no landmark, named by its tag and text. */
export const outsideLandmarks = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const LANDMARKS =
      "header, footer, main, nav, aside, section[aria-label], section[aria-labelledby], form[aria-label], form[aria-labelledby], [role=banner], [role=contentinfo], [role=main], [role=navigation], [role=complementary], [role=region], [role=search], [role=form]";
    const drawn = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      element.getBoundingClientRect().width > 1;
    const hasWords = (element: Element) =>
      [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
      );
    return (
      [...document.body.querySelectorAll("*")]
        .filter(
          (element) => !element.closest("[aria-hidden=true], script, style, template, noscript"),
        )
        .filter(
          (element) =>
            (hasWords(element) ||
              element.matches(
                "a[href], button, input, select, textarea, img[alt]:not([alt=''])",
              )) &&
            drawn(element),
        )
        .filter((element) => !element.closest(LANDMARKS))
        // The skip link comes before every landmark, as it must, to lead to the main one.
        .filter((element) => !element.matches('a[href="#main"]'))
        .map(
          (element) =>
            `<${element.tagName.toLowerCase()}> ${(element.textContent ?? "").trim().slice(0, 40)}`,
        )
    );
  });
