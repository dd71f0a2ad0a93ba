// Pages of the built site for the browser tests of one file. Pages share a desktop or a phone
// browser context (so the site's code is fetched and compiled once per file); a test that needs
// storage of its own, or Playwright's clock (which is per context), gets a context of its own.
import { afterAll } from "vitest";
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from "playwright-core";

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

export interface OpenOptions {
  /** 375 × 740, mobile, touch; otherwise a 1280 × 800 desktop. */
  phone?: boolean;
  reducedMotion?: "reduce" | "no-preference";
  colorScheme?: "light" | "dark";
  /** A context of its own: fresh storage and cache. */
  own?: boolean;
  /**
   * A visitor apart from the shared one, by name: every open() naming the same visitor shares its
   * context (storage and cache), as own does for one page only.
   */
  visitor?: string;
  /** Install Playwright's clock before the page loads (in a context of its own); time flows until paused. */
  clock?: { time?: number | string | Date };
  /** Hold every CSS animation at its start (the page's animation timeline stops), for the test to move. */
  holdAnimations?: boolean;
  /** Called on the new page before it loads: routes, init scripts. */
  prepare?: (page: Page) => Promise<unknown>;
  /** Wait for html[data-hydrated=true] (default true). */
  hydrated?: boolean;
}

/** Call at the top level of a test file, with the site from useBuiltSite(). */
export function usePages(site: { readonly origin: string; readonly browser: Browser }) {
  const shared = new Map<string, Promise<BrowserContext>>();
  const owned = new WeakSet<Page>();
  const contextOptions = (phone?: boolean): BrowserContextOptions =>
    phone ? { viewport: PHONE, isMobile: true, hasTouch: true } : { viewport: DESKTOP };

  afterAll(async () => {
    for (const context of shared.values()) await (await context).close().catch(() => undefined);
    shared.clear();
  });

  async function open(path: string, options: OpenOptions = {}): Promise<Page> {
    const isOwn = options.own || options.clock !== undefined;
    let page: Page;
    if (isOwn) {
      const context = await site.browser.newContext(contextOptions(options.phone));
      page = await context.newPage();
      owned.add(page);
    } else {
      const key = `${options.visitor ?? ""} ${options.phone ? "phone" : "desktop"}`;
      if (!shared.has(key)) shared.set(key, site.browser.newContext(contextOptions(options.phone)));
      page = await (await shared.get(key)!).newPage();
    }
    if (options.reducedMotion || options.colorScheme)
      await page.emulateMedia({
        reducedMotion: options.reducedMotion ?? null,
        colorScheme: options.colorScheme ?? null,
      });
    if (options.clock) await page.clock.install(options.clock);
    if (options.holdAnimations) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Animation.enable");
      await cdp.send("Animation.setPlaybackRate", { playbackRate: 0 });
    }
    await options.prepare?.(page);
    await page.goto(site.origin + path);
    if (options.hydrated !== false) await page.waitForSelector("html[data-hydrated=true]");
    return page;
  }

  /** Closes a page from open(), and its context if it had one of its own. */
  const done = async (page: Page) => (owned.has(page) ? page.context().close() : page.close());

  return { open, done };
}

/**
 * The carousel inside `within` (a CSS selector), once its script has taken it over: a carousel is
 * taken over as it comes near the screen (src/islands/page-code.ts), so it is scrolled there first.
 */
export async function readyCarousel(
  page: Page,
  within: string,
  { stillClock = false } = {},
): Promise<Locator> {
  const carousel = page.locator(`${within} [data-carousel]`);
  await carousel.scrollIntoViewIfNeeded();
  if (stillClock) await untilCarouselAsked(page);
  await page.locator(`${within} [data-carousel="ready"]`).waitFor();
  return carousel;
}

/** The address of a carousel's script, as the build names it. */
export const CAROUSEL_SCRIPT = /\/carousel-script-[\w-]+\.js$/;

/**
 * On a page whose clock stands still: moves the clock on, a quarter second at a time, until the
 * page has asked for its carousels' script. A carousel starts in idle time once near the screen
 * (src/ui/carousel/script.json), and a still clock gives no idle time; once the script is asked
 * for, what follows needs no clock, so autoplay's timing is the test's own from there.
 */
export async function untilCarouselAsked(page: Page, asked?: () => boolean): Promise<void> {
  let isAsked = false;
  const onRequest = (request: { url(): string }) => {
    if (CAROUSEL_SCRIPT.test(request.url())) isAsked = true;
  };
  page.on("request", onRequest);
  try {
    const ready = page.locator('[data-carousel="ready"]');
    for (let step = 0; step < 40; step++) {
      if (isAsked || asked?.() || (await ready.count())) return;
      await page.clock.runFor(250);
      await page.waitForTimeout(20);
    }
  } finally {
    page.off("request", onRequest);
  }
}

/** Once the page's next two frames are drawn: what a key or a scroll started has been laid out and shown. */
export const framesDrawn = (page: Page): Promise<unknown> =>
  page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
