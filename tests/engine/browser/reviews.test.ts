// The review blocks with the fixture site's five reviews (tests/fixtures/sites/every-section/
// content/testimonials.yaml): what the built pages hold is read from their files; the carousel's
// random start, looping and autoplay are run in Chromium, on Playwright's clock.
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { useBuiltSite } from "../../helpers/browser.ts";
import {
  CAROUSEL_SCRIPT,
  framesDrawn,
  PHONE,
  readyCarousel,
  untilCarouselAsked,
  usePages,
} from "../../helpers/shared-pages.ts";
import { fixture } from "../../helpers/fixture-facts.ts";
import { carouselPosition } from "../../../src/ui/carousel/position.ts";
import {
  attributes,
  builtHtml,
  elements,
  sectionById,
  textOf,
  texts,
} from "../../helpers/built-html.ts";

const site = useBuiltSite();
const { open, done } = usePages(site);

const home = fixture.page("en", "index");
const reviews = home.testimonials!;
const count = reviews.length;
const carousel = home.sections.find((s) => s.type === "testimonial-carousel");
if (carousel?.type !== "testimonial-carousel")
  throw new Error("The fixture's home page has no reviews carousel.");
const common = fixture.words("en", "common") as Record<string, string> & {
  carousel: Record<string, string>;
  review: Record<string, string>;
};
/** How long the carousel shows each review while it plays by itself. */
const AUTOPLAY_MS = 6000;

const position = (page: Page) =>
  page.locator(`#${carousel.id} [data-carousel-position]`).textContent();
const block = (page: Page) => page.locator(`section#${carousel.id}`);
const slides = (page: Page) => block(page).locator('[aria-roledescription="slide"]');

/**
 * The home page with the clock standing still from before it loads, so whether and when the
 * carousel moves on by itself is known. `prepare` is called on the page before it loads.
 */
async function openOnStillClock(
  options: { path?: string; phone?: boolean; prepare?: (page: Page) => Promise<unknown> } = {},
): Promise<Page> {
  const page = await open(options.path ?? "/", {
    phone: options.phone,
    clock: { time: 0 },
    hydrated: false,
    prepare: async (p) => {
      await p.clock.pauseAt(1000);
      await options.prepare?.(p);
    },
  });
  await page.clock.runFor(20);
  await page.waitForSelector("html[data-hydrated=true]");
  return page;
}

/**
 * The home page (or `path`) on a phone (or not), on a still clock, with the carousels' script held back until
 * release(): what the visitor does first comes before it, as on a slow connection. Math.random()
 * returns `random`: at 0, a random start would be the first review.
 */
async function openWithCarouselHeld({ path = "/", random = 0, phone = true } = {}): Promise<{
  page: Page;
  release: () => Promise<void>;
}> {
  let letThrough!: () => void;
  let isAsked = false;
  const held = new Promise<void>((done) => (letThrough = done));
  const page = await openOnStillClock({
    path,
    phone,
    prepare: async (p) => {
      await p.addInitScript((value) => (Math.random = () => value), random);
      await p.route(CAROUSEL_SCRIPT, async (route) => {
        isAsked = true;
        await held;
        await route.continue();
      });
    },
  });
  return {
    page,
    release: async () => {
      // Asked for in idle time, which the still clock gives only as it is moved on.
      await untilCarouselAsked(page, () => isAsked);
      // Nothing has taken the carousel over yet.
      expect(await block(page).locator("[data-carousel]").getAttribute("data-carousel")).toBe("");
      letThrough();
      await block(page).locator('[data-carousel="ready"]').waitFor();
      // Embla moves the row in the next frames, which the clock holds too.
      await page.clock.runFor(100);
    },
  };
}

/** A press on the carousel's previous or next button. */
const press = (page: Page, button: "prev" | "next") =>
  block(page).locator(`[data-carousel-${button}]`).click();

/** Brings a carousel's row to the middle of the screen, its buttons above it, as a visitor reading it has it. */
const toMiddle = (page: Page) =>
  block(page)
    .locator("[data-carousel-viewport]")
    .evaluate((row) => row.scrollIntoView({ block: "center", behavior: "instant" }));

/**
 * Whether a slide's card (inside the gap before it) is whole inside its row, sideways, and with
 * `onScreen`, its row on the screen too. (Playwright may scroll the page to click a button.)
 */
const inRow = (slide: Locator, onScreen = false) =>
  slide.evaluate((element, isOnScreen) => {
    const box = element.getBoundingClientRect();
    const { paddingLeft, paddingRight } = getComputedStyle(element);
    const row = element.closest("[data-carousel-viewport]")!.getBoundingClientRect();
    const middle = (box.top + box.bottom) / 2;
    return (
      box.left + parseFloat(paddingLeft) >= row.left - 1 &&
      box.right - parseFloat(paddingRight) <= row.right + 1 &&
      (!isOnScreen || (middle > 0 && middle < innerHeight))
    );
  }, onScreen);
/** Whether a slide's card is whole inside its row, and its row on the screen. */
const inSight = (slide: Locator) => inRow(slide, true);

describe("the reviews carousel on the home page", () => {
  it("links its heading to its page and holds every review, the first one first in the built page", () => {
    expect(count).toBe(5);
    const html = sectionById(builtHtml("/"), carousel.id);
    const heading = elements(html, "h2")[0];
    expect(textOf(heading)).toBe(carousel.heading);
    expect(attributes(heading, "a", "href")).toEqual([carousel.href]);
    const slides = elements(html, "div", 'aria-roledescription="slide"');
    expect(slides).toHaveLength(count);
    expect(textOf(slides[0])).toContain(reviews[0].name);
    expect(texts(html, "span", "data-carousel-position=")).toEqual([`1 / ${count}`]);
  });

  it("is taken over by its script only as it comes near the screen", async () => {
    const page = await open("/", { phone: true, reducedMotion: "reduce" });
    const top = await block(page).evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(PHONE.height + 300);
    expect(await block(page).locator("[data-carousel]").getAttribute("data-carousel")).toBe("");
    expect(
      await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .some((entry) => entry.name.includes("carousel-script")),
      ),
    ).toBe(false);
    await readyCarousel(page, `#${carousel.id}`);
    await done(page);
  });

  it("starts at a random review once the page runs", async () => {
    // Math.random() picks the start: 0.5 of five reviews is the third, 0.9 the fifth.
    for (const [random, start] of [
      [0.5, 3],
      [0.9, 5],
    ]) {
      const page = await open("/", {
        reducedMotion: "reduce",
        prepare: (p) => p.addInitScript((value) => (Math.random = () => value), random),
      });
      await readyCarousel(page, `#${carousel.id}`);
      await page.waitForFunction(
        ([id, text]) =>
          document.querySelector(`#${id} [data-carousel-position]`)?.textContent === text,
        [carousel.id, `${start} / ${count}`] as const,
        { timeout: 5000 },
      );
      await done(page);
    }
  });

  it("loops: next from the last review is the first, previous from the first is the last", async () => {
    const page = await open("/", { reducedMotion: "reduce" });
    await readyCarousel(page, `#${carousel.id}`);
    const next = block(page).getByRole("button", { name: common.carousel.next });
    for (let i = 0; i < count && (await position(page)) !== `${count} / ${count}`; i++)
      await next.click();
    expect(await position(page)).toBe(`${count} / ${count}`);
    await next.click();
    expect(await position(page)).toBe(`1 / ${count}`);
    await block(page).getByRole("button", { name: common.carousel.previous }).click();
    expect(await position(page)).toBe(`${count} / ${count}`);
    await done(page);
  });

  it("moves on by itself, and its visible pause button stops it", async () => {
    // The carousel starts playing at a known time.
    const page = await openOnStillClock();
    await readyCarousel(page, `#${carousel.id}`, { stillClock: true });
    const pause = block(page).getByRole("button", { name: common.carousel.pause });
    expect(await pause.isVisible()).toBe(true);
    const first = await position(page);
    await page.clock.runFor(AUTOPLAY_MS - 1);
    expect(await position(page)).toBe(first);
    await page.clock.runFor(1);
    expect(await position(page)).not.toBe(first);
    await pause.click();
    const paused = await position(page);
    expect(await block(page).getByRole("button", { name: common.carousel.play }).isVisible()).toBe(
      true,
    );
    // The pointer and the focus leave the carousel, which would hold it too.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(AUTOPLAY_MS * 5);
    expect(await position(page)).toBe(paused);
    await done(page);
  });

  it("keeps the review the keyboard reached before its script came in sight, and holds still", async () => {
    const { page, release } = await openWithCarouselHeld();
    // A visitor tabbing through the reviews has the carousel on the screen. (Focus sent there
    // from the top would scroll the page smoothly past sections not drawn yet, which change
    // height as they are drawn, and where it stops would depend on when each is drawn.)
    await toMiddle(page);
    // Tab reaches the fourth review; the row scrolls to it by itself.
    await slides(page).nth(3).focus();
    await release();
    expect(await position(page)).toBe(`4 / ${count}`);
    expect(
      await slides(page)
        .nth(3)
        .evaluate((slide) => slide === document.activeElement),
    ).toBe(true);
    expect(await inSight(slides(page).nth(3))).toBe(true);
    // Held while the focus is on it, as once it runs.
    await page.clock.runFor(AUTOPLAY_MS * 2);
    expect(await position(page)).toBe(`4 / ${count}`);
    await done(page);
  });

  it.each(["/", "/ar"])(
    "%s: brings the review Tab reaches in sight at once, on a phone busy when the key comes",
    async (path) => {
      const page = await open(path, {
        phone: true,
        reducedMotion: "reduce",
        prepare: (p) =>
          p.addInitScript(() => {
            // It starts on the last review; each key keeps the page busy 30 ms before the focus moves.
            Math.random = () => 0.99;
            window.addEventListener("keydown", () => {
              const start = performance.now();
              while (performance.now() - start < 30);
            });
          }),
      });
      const { numberLocale } = fixture.site(path === "/" ? "en" : path.slice(1));
      await readyCarousel(page, `#${carousel.id}`);
      expect(await position(page)).toBe(carouselPosition(count - 1, count, numberLocale));
      // The keyboard on what comes just before the first review.
      await slides(page)
        .first()
        .evaluate((first) => {
          const tabbable = [
            ...document.querySelectorAll<HTMLElement>("a[href],button,[tabindex]"),
          ].filter((element) => element.tabIndex >= 0 && element.checkVisibility());
          tabbable[tabbable.indexOf(first as HTMLElement) - 1].focus();
        });
      await page.keyboard.press("Tab");
      // Embla moves the slides in the frame after a jump.
      await framesDrawn(page);
      expect(
        await slides(page)
          .first()
          .evaluate((slide) => slide === document.activeElement),
      ).toBe(true);
      expect(await position(page)).toBe(carouselPosition(0, count, numberLocale));
      expect(await inSight(slides(page).first())).toBe(true);
      await done(page);
    },
  );

  it("at 1280 px, stays where it is when a review is clicked, and brings the one Tab reaches to its start", async () => {
    // It starts on the first review.
    const page = await open("/", {
      reducedMotion: "reduce",
      prepare: (p) => p.addInitScript(() => (Math.random = () => 0)),
    });
    await readyCarousel(page, `#${carousel.id}`);
    expect(await position(page)).toBe(`1 / ${count}`);
    // Three reviews show: a click on the third leaves the row as it is.
    await slides(page).nth(2).click();
    expect(
      await slides(page)
        .nth(2)
        .evaluate((slide) => slide === document.activeElement),
    ).toBe(true);
    expect(await position(page)).toBe(`1 / ${count}`);
    // Tab from it reaches the fourth, which comes to the row's start.
    await page.keyboard.press("Tab");
    // Embla moves the slides in the frame after a jump.
    await framesDrawn(page);
    expect(await position(page)).toBe(`4 / ${count}`);
    expect(await inSight(slides(page).nth(3))).toBe(true);
    await done(page);
  });

  it("stays on the review a visitor swiped to before its script came, and does not move on by itself", async () => {
    const { page, release } = await openWithCarouselHeld();
    // The row scrolls sideways by itself until the script takes it over: the visitor swipes to the third.
    await slides(page)
      .nth(2)
      .evaluate((slide) =>
        slide.scrollIntoView({ block: "center", inline: "start", behavior: "instant" }),
      );
    expect(await inSight(slides(page).nth(2))).toBe(true);
    await release();
    expect(await position(page)).toBe(`3 / ${count}`);
    expect(await inSight(slides(page).nth(2))).toBe(true);
    expect(await block(page).getByRole("button", { name: common.carousel.play }).isVisible()).toBe(
      true,
    );
    await page.clock.runFor(AUTOPLAY_MS * 2);
    expect(await position(page)).toBe(`3 / ${count}`);
    await done(page);
  });

  it.each(["/", "/ar"])(
    "%s: moves at once at a press on its buttons before its script came, and starts from there, still",
    async (path) => {
      const { page, release } = await openWithCarouselHeld({ path });
      const { numberLocale } = fixture.site(path === "/" ? "en" : path.slice(1));
      await toMiddle(page);
      await press(page, "next");
      await press(page, "next");
      expect(await inRow(slides(page).nth(2)), "the third, after Next twice").toBe(true);
      expect(await position(page)).toBe(carouselPosition(2, count, numberLocale));
      await release();
      expect(await position(page)).toBe(carouselPosition(2, count, numberLocale));
      expect(await inRow(slides(page).nth(2)), "the third, once the script runs").toBe(true);
      // A press has taken the carousel over: it does not move on by itself.
      await page.clock.runFor(AUTOPLAY_MS * 2);
      expect(await position(page)).toBe(carouselPosition(2, count, numberLocale));
      expect(await inRow(slides(page).nth(2)), "the third, two turns of autoplay later").toBe(true);
      await done(page);
    },
  );

  // Round from the first review to the last, as once it runs.
  it("at 1280 px, where the row shows three reviews, starts on the last for a visitor who pressed Previous before its script came", async () => {
    const { page, release } = await openWithCarouselHeld({ phone: false });
    await toMiddle(page);
    await press(page, "prev");
    // The row stops with the last review at its end, not its start.
    expect(await inRow(slides(page).nth(count - 1))).toBe(true);
    expect(await position(page)).toBe(`${count} / ${count}`);
    await release();
    expect(await position(page)).toBe(`${count} / ${count}`);
    expect(await inRow(slides(page).nth(count - 1))).toBe(true);
    await done(page);
  });

  it("stays on the first review for a visitor who stepped back to it before its script came", async () => {
    // A random start would be the last review.
    const { page, release } = await openWithCarouselHeld({ random: 0.99 });
    await toMiddle(page);
    await press(page, "next");
    await press(page, "prev");
    await release();
    expect(await position(page)).toBe(`1 / ${count}`);
    expect(await inRow(slides(page).nth(0))).toBe(true);
    await done(page);
  });

  it("never moves by itself for a visitor who asks for reduced motion", async () => {
    const page = await open("/", { reducedMotion: "reduce", clock: {} });
    await readyCarousel(page, `#${carousel.id}`);
    const first = await position(page);
    expect(await block(page).getByRole("button", { name: common.carousel.play }).isVisible()).toBe(
      true,
    );
    await page.clock.runFor(AUTOPLAY_MS * 5);
    expect(await position(page)).toBe(first);
    await done(page);
  });
});

describe("/testimonials", () => {
  it("lists every review with its rating, words, name and location", () => {
    const list = fixture.page("en", "testimonials");
    const section = list.sections.find((s) => s.type === "testimonial-list")!;
    const figures = elements(sectionById(builtHtml("/testimonials"), section.id), "figure");
    expect(figures).toHaveLength(count);
    figures.forEach((figure, i) => {
      const review = list.testimonials![i];
      expect(attributes(figure, "span", "aria-label", 'role="img"')).toEqual([
        common.ratingLabel.replace("{{rating}}", String(review.rating)),
      ]);
      expect(textOf(figure)).toContain(review.text);
      expect(textOf(elements(figure, "figcaption")[0])).toContain(
        review.location ? `${review.name} · ${review.location}` : review.name,
      );
      // In the language the customer wrote in, with the day it came and how.
      expect(attributes(figure, "blockquote", "lang")).toEqual([review.language]);
      // Through the form, it says so; given another way (an e-mail), only its day is shown.
      if (review.consent.source) expect(textOf(figure)).not.toContain(common.review.source);
      else expect(textOf(figure)).toContain(common.review.source);
    });
  });

  it("shows each review in its own language on the pages of every language", () => {
    const arabic = fixture.page("ar", "index").testimonials!;
    const html = sectionById(builtHtml("/ar"), carousel.id);
    expect(attributes(html, "blockquote", "lang").sort()).toEqual(
      arabic.map((r) => r.language).sort(),
    );
    expect(new Set(arabic.map((r) => r.language)).size).toBeGreaterThan(1);
    const arCommon = fixture.words("ar", "common") as { review: Record<string, string> };
    expect(textOf(html)).toContain(arCommon.review.source);
  });

  it("gives search engines no review stars: self-serving reviews are not eligible", () => {
    for (const path of ["/", "/testimonials", "/ar"]) {
      const jsonLd = [
        ...builtHtml(path).matchAll(
          /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ]
        .map((m) => m[1])
        .join("");
      expect(jsonLd, path).not.toMatch(/"(Review|AggregateRating|aggregateRating|reviewRating)"/);
    }
  });
});
