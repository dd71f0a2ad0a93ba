// How long the page takes to answer a tap, on a phone four times slower than this machine: the
// Event Timing API's duration (input delay, the page's own work, and the next paint) of the
// slowest event of two interactions, opening the phone menu and pressing a form's Send with the
// form empty (every field checked, messages and a toast drawn). Part of npm run audit.
import { chromium, type Browser, type Page } from "playwright-core";

/** The target for each interaction, in ms. */
export const INTERACTION_LIMIT_MS = 100;
/** Event Timing reports nothing quicker than this. */
const SMALLEST_REPORTED_MS = 16;
const CPU_SLOWDOWN = 4;

export interface InteractionDelay {
  label: string;
  page: string;
  /** The slowest event's duration; under SMALLEST_REPORTED_MS when nothing was reported. */
  ms: number;
  isUnderThreshold: boolean;
}

async function measure(browser: Browser, url: string, act: (page: Page) => Promise<void>): Promise<{ ms: number; isUnderThreshold: boolean }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForSelector("html[data-hydrated=true]");
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.evaluate((threshold) => {
      const seen: number[] = [];
      (window as unknown as { eventDurations: number[] }).eventDurations = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) if (entry.interactionId) seen.push(entry.duration);
      }).observe({ type: "event", durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
    }, SMALLEST_REPORTED_MS);
    await act(page);
    // Event Timing reports an event after the next paint.
    await page.waitForTimeout(1000);
    const durations = await page.evaluate(() => (window as unknown as { eventDurations: number[] }).eventDurations);
    return durations.length ? { ms: Math.max(...durations), isUnderThreshold: false } : { ms: SMALLEST_REPORTED_MS, isUnderThreshold: true };
  } finally {
    await context.close();
  }
}

/** The phone menu on `menuPage` and, when there is one, the form on `formPage`. */
export async function measureInteractions(
  origin: string,
  chromiumPath: string,
  args: string[],
  menuPage: string,
  formPage?: string,
): Promise<InteractionDelay[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  try {
    const results: InteractionDelay[] = [];
    const menu = await measure(browser, origin + menuPage, (page) => page.locator("[data-mobile-menu] > summary").tap());
    results.push({ label: "open the phone menu", page: menuPage, ...menu });
    if (formPage) {
      const form = await measure(browser, origin + formPage, async (page) => {
        const send = page.locator("form[data-lead-form] button[type=submit]").first();
        await send.scrollIntoViewIfNeeded();
        await send.tap();
      });
      results.push({ label: "press a form's Send, empty", page: formPage, ...form });
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function formatInteractions(delays: InteractionDelay[]): string {
  const width = Math.max(...delays.map((d) => `${d.label} (${d.page})`.length));
  const lines = delays.map(
    (d) =>
      `  ${`${d.label} (${d.page})`.padEnd(width)}  ${d.isUnderThreshold ? `under ${d.ms} ms` : `${Math.round(d.ms)} ms`}${d.ms >= INTERACTION_LIMIT_MS ? " *" : ""}`,
  );
  return [`Interaction delay with the CPU slowed ${CPU_SLOWDOWN}x (Event Timing; target under ${INTERACTION_LIMIT_MS} ms):`, ...lines].join("\n");
}
