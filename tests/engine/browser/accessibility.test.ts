// axe-core's WCAG 2.2 A/AA and best-practice rules on one page of each template of the fixture
// site, in English and in Arabic (right to left), and every picture with its size and a text
// alternative. Each template is checked on a phone in light and on a desktop in dark: one of them
// in English, the other in Arabic. axe is run through the DevTools protocol, so the pages keep
// their Content-Security-Policy (an injected <script> would be refused, as it should be).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { openSite } from "../../helpers/browser.ts";
import { fixture, inLanguage, TEMPLATE_PATHS } from "../../helpers/fixture-facts.ts";
import {
  axeViolations,
  emptyLandmarks,
  focusedCoveredShare,
  focusStep,
  imagesWithoutSizeOrAlt,
  outsideLandmarks,
} from "../../helpers/page-checks.ts";

const phoneLight = {
  name: "375 px, light",
  viewport: { width: 375, height: 800 },
  colorScheme: "light" as const,
};
const desktopDark = {
  name: "1280 px, dark",
  viewport: { width: 1280, height: 800 },
  colorScheme: "dark" as const,
};
// Every other template on the phone in English, and the same template on the desktop in Arabic.
const visits = TEMPLATE_PATHS.flatMap((path, index) => {
  const [english, arabic] = index % 2 === 0 ? [phoneLight, desktopDark] : [desktopDark, phoneLight];
  return [
    { path, lang: "en", ...english },
    { path: inLanguage(path, "ar"), lang: "ar", ...arabic },
  ];
});

let site: Awaited<ReturnType<typeof openSite>>;
// A visitor per language and screen: an Arabic visit is remembered, and would send the next
// unprefixed address to Arabic.
const pages = new Map<string, Page>();
beforeAll(async () => {
  site = await openSite(fixture.dist);
  for (const lang of ["en", "ar"])
    for (const { name, viewport, colorScheme } of [phoneLight, desktopDark]) {
      const context: BrowserContext = await site.browser.newContext({
        viewport,
        colorScheme,
        reducedMotion: "reduce",
      });
      pages.set(`${lang} ${name}`, await context.newPage());
    }
});
afterAll(() => site?.close());

describe("one page of each template", () => {
  it.each(visits)(
    "$path at $name passes axe with no violation, and every <img> has width, height and alt",
    async ({ path, lang, name }) => {
      const page = pages.get(`${lang} ${name}`)!;
      const response = await page.goto(site.origin + path);
      expect(response!.status()).toBe(path.endsWith("/no-such-page") ? 404 : 200);
      await page.waitForSelector("html[data-hydrated=true]");
      expect(new URL(page.url()).pathname).toBe(path);
      expect(
        await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).toEqual([lang, lang === "ar" ? "rtl" : "ltr"]);
      const problems = await axeViolations(page);
      const images = await imagesWithoutSizeOrAlt(page);
      problems.push(...images.map((src) => `<img src="${src}"> lacks width, height or alt`));
      problems.push(
        ...(await emptyLandmarks(page)).map(
          (landmark) => `${landmark} is a landmark with nothing in it to read`,
        ),
      );
      expect(problems).toEqual([]);
    },
  );
});

/** A page at `width` px, loaded and running, as a visitor who asks for reduced motion gets it. */
async function visit(path: string, width: number): Promise<Page> {
  const context = await site.browser.newContext({
    viewport: { width, height: 800 },
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  await page.goto(site.origin + path);
  await page.waitForSelector("html[data-hydrated=true]");
  return page;
}

describe("the keyboard on the home page", () => {
  const walks = ["/", "/ar"].flatMap((path) => [375, 1280].map((width) => ({ path, width })));
  // The menu a visitor opens on the way: the phone menu under 768 px, the first drop-down above.
  const menuToggle = (width: number) =>
    width < 768 ? "[data-mobile-menu] > summary" : "[data-menu] > summary";

  it.each(walks)(
    "$path at $width px: Tab goes from the top to the last link, the focus never lost and never covered",
    async ({ path, width }) => {
      const page = await visit(path, width);
      const problems: string[] = [];
      let previous = "the top of the page";
      let hasOpenedMenu = false;
      let isAtEnd = false;
      for (let tab = 1; tab <= 200 && !isAtEnd; tab++) {
        await page.keyboard.press("Tab");
        const step = await focusStep(page, hasOpenedMenu ? "" : menuToggle(width));
        if (step.focused === "<body>")
          problems.push(`Tab ${tab}: the focus fell to <body>, after ${previous}`);
        if (step.coveredBy)
          problems.push(`Tab ${tab}: ${step.focused} is covered by ${step.coveredBy}`);
        if (step.matches) {
          await page.keyboard.press("Enter");
          hasOpenedMenu = true;
        }
        previous = step.focused;
        isAtEnd = step.isLast;
      }
      await page.context().close();
      expect(hasOpenedMenu, "a menu was opened on the way").toBe(true);
      expect(isAtEnd, `the last link was reached; the walk ended on ${previous}`).toBe(true);
      expect(problems).toEqual([]);
    },
  );
});

describe("the carousels' buttons", () => {
  const walks = ["/", "/ar"].flatMap((path) => [375, 1280].map((width) => ({ path, width })));
  it.each(walks)(
    "$path at $width px: pressed to each end of the row they keep the focus and say where it is, and no slide of words alone is a tab stop where its row is a grid",
    async ({ path, width }) => {
      const page = await visit(path, width);
      const problems: string[] = [];
      const carousels = page.locator("[data-carousel]");
      let pressed = 0;
      for (let c = 0; c < (await carousels.count()); c++) {
        const carousel = carousels.nth(c);
        const name = await carousel.getAttribute("aria-label");
        const next = carousel.locator("[data-carousel-next]");
        const prev = carousel.locator("[data-carousel-prev]");
        // Where its slides sit in a grid, it has no buttons.
        if (!(await next.isVisible())) continue;
        const loops = (await carousel.getAttribute("data-loop")) !== null;
        const slideNames = await carousel
          .locator("[aria-roledescription=slide]")
          .evaluateAll((slides) => slides.map((slide) => slide.getAttribute("aria-label")));
        for (const [button, way] of [
          [next, "next"],
          [prev, "previous"],
        ] as const) {
          await button.focus();
          let isAtEnd = false;
          for (let press = 0; press < slideNames.length + 1 && !isAtEnd; press++) {
            await page.keyboard.press("Enter");
            pressed++;
            await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(drawn)));
            if (!(await button.evaluate((element) => element === document.activeElement)))
              problems.push(`${name}: the ${way} button lost the focus at press ${press + 1}`);
            const said = await carousel.locator("[data-carousel-announce]").textContent();
            if (!slideNames.includes(said))
              problems.push(`${name}: after pressing ${way}, the row said "${said}"`);
            isAtEnd = (await button.getAttribute("aria-disabled")) === "true";
          }
          if (!loops && !isAtEnd) problems.push(`${name}: ${way} never reached the row's end`);
        }
      }
      expect(pressed, "a carousel's buttons were pressed").toBeGreaterThan(0);
      // Slides of words take the focus where their row scrolls, and only there.
      const wordSlides = page.locator("[data-wide-grid] [data-slide-stop]");
      const stops = await wordSlides.evaluateAll(
        (slides) => slides.filter((slide) => slide.getAttribute("tabindex") === "0").length,
      );
      expect(stops).toBe(width < 768 ? await wordSlides.count() : 0);
      const slidesWithControls = await page
        .locator("[aria-roledescription=slide][tabindex]")
        .evaluateAll(
          (slides) =>
            slides.filter((slide) =>
              slide.querySelector("a[href], button, input, select, textarea"),
            ).length,
        );
      expect(slidesWithControls).toBe(0);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});

describe("the floating booking button, at the end of a page", () => {
  const visits = ["/", "/contact", "/ar/contact"].flatMap((path) =>
    [375, 1280].map((width) => ({ path, width })),
  );
  it.each(visits)(
    "$path at $width px: everything drawn is in a landmark, and no footer control or form field is covered when it has the focus",
    async ({ path, width }) => {
      const page = await visit(path, width);
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
      );
      await page.waitForSelector('[data-floating-cta="shown"]');
      expect(await outsideLandmarks(page)).toEqual([]);
      const covered: string[] = [];
      const targets = page.locator(
        "footer a[href], footer button, footer input, form input:not([type=hidden]), form select, form textarea, form button",
      );
      const count = await targets.count();
      expect(count).toBeGreaterThan(path.endsWith("contact") ? 10 : 5);
      for (let i = 0; i < count; i++) {
        const target = targets.nth(i);
        await target.focus();
        // The button moves out of the way as the focus arrives: measured once it has.
        let share = await focusedCoveredShare(page);
        for (let tries = 0; share > 0 && tries < 10; tries++) {
          await page.waitForTimeout(50);
          share = await focusedCoveredShare(page);
        }
        if (share > 0)
          covered.push(
            `${await target.evaluate((e) => e.outerHTML.slice(0, 80))}: ${Math.round(share * 100)}%`,
          );
      }
      expect(covered).toEqual([]);
      await page.context().close();
    },
  );
});

describe("a lead form showing its problems", () => {
  it.each(["light", "dark"] as const)(
    "passes axe in %s, with every message tied to its field",
    async (colorScheme) => {
      const context = await site.browser.newContext({
        viewport: { width: 375, height: 800 },
        colorScheme,
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      await page.goto(`${site.origin}/contact`);
      await page.waitForSelector("html[data-hydrated=true]");
      await page.locator("form[data-lead-form] [name=email]").fill("not-an-address");
      await page.locator("form[data-lead-form] button[type=submit]").click();
      await page.locator("[data-toast=error]").waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const untied = await page
        .locator("[aria-invalid=true]")
        .evaluateAll((fields) =>
          fields
            .filter(
              (f) =>
                !document.getElementById(f.getAttribute("aria-describedby") ?? "")?.textContent,
            )
            .map((f) => f.getAttribute("name")),
        );
      expect(untied).toEqual([]);
      // Every required field of the fixture's service request is empty or wrong.
      const required = fixture
        .site()
        .forms!.serviceRequest!.fields.filter((field: { required?: boolean }) => field.required)
        .map((field: { name: string }) => field.name);
      expect(
        await page
          .locator("[aria-invalid=true]")
          .evaluateAll((fields) => fields.map((f) => f.getAttribute("name"))),
      ).toEqual(required);
      await context.close();
    },
  );
});
