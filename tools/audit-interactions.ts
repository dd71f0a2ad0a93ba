// How long the page takes to answer a tap, on a phone four times slower than this machine: the
// Event Timing API's duration (input delay, the page's own work, and the next paint) of the
// slowest event of each interaction, with the CPU slowed from the page's start, 3 s after it
// loaded (as a new visitor reads a moment before acting). The interactions: opening the phone
// menu; pressing a form's Send with the form empty as the page's first use of it, and again (every
// field checked, messages and a toast drawn within the tap); the first key typed in a field, and
// another; a carousel's Next, and again. For the first Send it also records how long the messages
// took to show, which Event Timing does not see when the form's code starts after the tap's own
// paint. audit-interactions-report.ts prints each first act against the same act again. Part of
// npm run audit.
import { chromium, type Browser, type Page } from "playwright-core";
import { CODE_PREFETCHED } from "../src/browser/marks.ts";

/** How much slower a first act may be than the same act again. */
export const FIRST_AGAIN_LIMIT = 1.25;
/** The target for each interaction, in ms. */
export const INTERACTION_LIMIT_MS = 100;
/** Event Timing reports nothing quicker than this. */
const SMALLEST_REPORTED_MS = 16;
export const CPU_SLOWDOWN = 4;
/**
 * A visitor sees a button before pressing it: after a scroll the page is drawn, and this long
 * passes, before the tap. Without it the tap lands in the frame that draws the scrolled-to part
 * of the page, and its delay is that drawing's rather than the tap's.
 */
const SEEN_BEFORE_TAP_MS = 500;
/** How long a visitor reads the page after it has loaded before a first act. */
export const READ_BEFORE_ACT_MS = 3_000;

export interface InteractionDelay {
  label: string;
  page: string;
  /** The slowest event's duration; under SMALLEST_REPORTED_MS when nothing was reported. */
  ms: number;
  isUnderThreshold: boolean;
  /** For information, not judged: from the tap until what it brings is on the screen. */
  shownAfterMs?: number;
}

type Measured = Omit<InteractionDelay, "label" | "page">;

interface Session {
  page: Page;
  /** The slowest interaction event's duration since the last call. */
  takeSlowest(): Promise<{ ms: number; isUnderThreshold: boolean }>;
}

async function openSlowed<T>(
  browser: Browser,
  url: string,
  measureIn: (session: Session) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    // A phone four times slower from the start, as a visitor's: what runs after load runs slowed too.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url);
    await page.waitForSelector("html[data-hydrated=true]");
    // As a visitor who has read the page a moment: its blocks' code is in the cache, fetched while the browser was idle.
    await page.waitForFunction(
      (mark) =>
        !document.querySelector("script[data-modules]") ||
        document.documentElement.hasAttribute(mark),
      CODE_PREFETCHED,
    );
    // A new visitor reads a moment before the first act: the page loaded, and READ_BEFORE_ACT_MS more.
    await page.waitForTimeout(READ_BEFORE_ACT_MS);
    await page.evaluate((threshold) => {
      const seen: number[] = [];
      (window as unknown as { eventDurations: number[] }).eventDurations = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEventTiming & {
          interactionId?: number;
        })[])
          if (entry.interactionId) seen.push(entry.duration);
      }).observe({
        type: "event",
        durationThreshold: threshold,
        buffered: true,
      } as PerformanceObserverInit);
    }, SMALLEST_REPORTED_MS);
    return await measureIn({
      page,
      takeSlowest: async () => {
        // Event Timing reports an event after the next paint.
        await page.waitForTimeout(1000);
        const durations = await page.evaluate(() =>
          (window as unknown as { eventDurations: number[] }).eventDurations.splice(0),
        );
        return durations.length
          ? { ms: Math.max(...durations), isUnderThreshold: false }
          : { ms: SMALLEST_REPORTED_MS, isUnderThreshold: true };
      },
    });
  } finally {
    await context.close();
  }
}

/** Scrolls to an element, as a visitor would, and waits until it has been drawn and seen. */
async function bringIntoSight(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
  await page.waitForTimeout(SEEN_BEFORE_TAP_MS);
}

/**
 * Taps an element's centre through the touchscreen, as a finger would. Playwright's own tap first
 * checks that the element will receive it, and keeps checking during the tap: a listener of its
 * own on the page hit-tests the point at every event (elementsFromPoint, which lays the page out),
 * work inside the very interaction measured here that a visitor's browser never does. The same
 * check is made here once, before the tap.
 */
async function tapAsFinger(page: Page, selector: string): Promise<void> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on the page to be tapped.`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const isHit = await page.evaluate(
    ([target, atX, atY]) => {
      const hit = document.elementFromPoint(atX, atY);
      return hit !== null && document.querySelector(target)?.contains(hit) === true;
    },
    [selector, x, y] as const,
  );
  if (!isHit) throw new Error(`Something covers ${selector}, so a tap on it would not reach it.`);
  await page.touchscreen.tap(x, y);
}

/**
 * A tap on `selector` first, then again once `between` has readied the page for it (the menu
 * closed), each after the visitor has the element in sight.
 */
function tapFirstAndAgain(
  browser: Browser,
  url: string,
  selector: string,
  between: (page: Page) => Promise<void> = async () => {},
): Promise<{ first: Measured; again: Measured }> {
  return openSlowed(browser, url, async ({ page, takeSlowest }) => {
    await bringIntoSight(page, selector);
    await takeSlowest();
    await tapAsFinger(page, selector);
    const first = await takeSlowest();
    await between(page);
    await bringIntoSight(page, selector);
    await takeSlowest();
    await tapAsFinger(page, selector);
    return { first, again: await takeSlowest() };
  });
}

const MENU_TOGGLE = "[data-mobile-menu] > summary";
/** The phone menu opened first, closed, and opened again. */
const measureMenu = (browser: Browser, url: string) =>
  tapFirstAndAgain(browser, url, MENU_TOGGLE, (page) => tapAsFinger(page, MENU_TOGGLE));

/** The first press on an empty form's Send (its code starting), then a second once it has started. */
function measureForm(browser: Browser, url: string): Promise<{ first: Measured; again: Measured }> {
  const send = "form[data-lead-form] button[type=submit]";
  return openSlowed(browser, url, async ({ page, takeSlowest }) => {
    await bringIntoSight(page, send);
    await takeSlowest();
    // From the tap (its first event's own time, so the steps of the tap's set-up here do not
    // count) until the first paint after the form has marked a field wrong.
    const shown = page.evaluate(
      (form) =>
        new Promise<number>((resolve) => {
          let tappedAt = performance.now();
          addEventListener("pointerdown", (event) => (tappedAt = event.timeStamp), {
            capture: true,
            once: true,
          });
          const formElement = document.querySelector(form)!;
          const observer = new MutationObserver(() => {
            if (!formElement.querySelector("[aria-invalid=true]")) return;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - tappedAt), 0));
          });
          observer.observe(formElement, { subtree: true, attributes: true, childList: true });
        }),
      "form[data-lead-form]",
    );
    await tapAsFinger(page, send);
    const shownAfterMs = await shown;
    const first = { ...(await takeSlowest()), shownAfterMs };
    await bringIntoSight(page, send);
    await takeSlowest();
    await tapAsFinger(page, send);
    return { first, again: await takeSlowest() };
  });
}

/** The first key typed into a form's first text field (tapped into first), then a key again. */
function measureKeys(browser: Browser, url: string): Promise<{ first: Measured; again: Measured }> {
  const field = "form[data-lead-form] input[type=text]";
  return openSlowed(browser, url, async ({ page, takeSlowest }) => {
    await bringIntoSight(page, field);
    await tapAsFinger(page, field);
    await page.waitForTimeout(SEEN_BEFORE_TAP_MS);
    await takeSlowest();
    await page.keyboard.press("J");
    const first = await takeSlowest();
    await page.keyboard.press("a");
    return { first, again: await takeSlowest() };
  });
}

/** A carousel's Next pressed first, then again. */
const measureCarousel = (browser: Browser, url: string) =>
  tapFirstAndAgain(browser, url, "[data-carousel-next]:not([disabled])");

/** Each act on its page, first and again, as delays labelled "<act>, first" and "<act>, again". */
async function firstAndAgain(
  act: string,
  page: string,
  measure: () => Promise<{ first: Measured; again: Measured }>,
): Promise<InteractionDelay[]> {
  const { first, again } = await measure();
  return [
    { label: `${act}, first`, page, ...first },
    { label: `${act}, again`, page, ...again },
  ];
}

/** Each act the page has, first and again: the phone menu; a form's Send and a key in a field; a carousel's Next. */
export async function measureInteractions(
  origin: string,
  chromiumPath: string,
  args: string[],
  page: string,
  has: { form: boolean; carousel: boolean },
): Promise<InteractionDelay[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  const url = origin + page;
  try {
    const results = await firstAndAgain("open the phone menu", page, () =>
      measureMenu(browser, url),
    );
    if (has.form) {
      const { first, again } = await measureForm(browser, url);
      results.push({ label: "press a form's Send, empty, first use", page, ...first });
      results.push({ label: "press it again, form started", page, ...again });
      results.push(
        ...(await firstAndAgain("type a key in a field", page, () => measureKeys(browser, url))),
      );
    }
    if (has.carousel)
      results.push(
        ...(await firstAndAgain("press a carousel's Next", page, () =>
          measureCarousel(browser, url),
        )),
      );
    return results;
  } finally {
    await browser.close();
  }
}
