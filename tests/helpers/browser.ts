import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { chromium, type Browser } from "playwright-core";
import { createSiteServer, type SiteServerOptions } from "../../src/server/app.ts";
import { PROJECT, sharedBuild } from "./fixture-site.ts";
import { CHROMIUM, CHROMIUM_FLAGS } from "../../tools/chromium.ts";

/** The real site as npm run build leaves it. */
export const REAL_DIST = join(PROJECT, "dist");

let running: Promise<Browser> | undefined;
/**
 * The Chromium of this test worker, started as the audits start it (tools/chromium.ts) at the
 * first call and kept for the worker's later files (the lanes keep modules from file to file),
 * since each start costs most of a second of CPU. Every page a file opens is in a context of its
 * own, so nothing is carried over; a Chromium that has gone away, or failed to start, is started
 * afresh.
 */
export function workerChromium(): Promise<Browser> {
  if (!running)
    running = chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS }).then(
      (browser) => {
        browser.on("disconnected", () => (running = undefined));
        return browser;
      },
      (error: unknown) => {
        // The next file tries again rather than inheriting this failure.
        running = undefined;
        throw error;
      },
    );
  return running;
}

/**
 * Closes every page a test file opened in the worker's Chromium, so none is left running (a
 * carousel, a timer) while the worker's next file is measured.
 */
export const closePages = (browser: Browser): Promise<unknown> =>
  Promise.all(browser.contexts().map((context) => context.close()));

/** The built site served on a free loopback port, and a Chromium to visit it with. */
export async function openSite(
  distDir: string,
  outbox?: SiteServerOptions["outbox"],
  logStream: SiteServerOptions["logStream"] = { write: () => {} },
): Promise<{ origin: string; browser: Browser; close: () => Promise<void> }> {
  const server = await createSiteServer({ distDir, outbox, logStream });
  await server.listen({ port: 0, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  const browser = await workerChromium();
  return {
    origin,
    browser,
    close: async () => {
      await closePages(browser);
      await server.close();
    },
  };
}

/**
 * Opens a built site once for a test file: call at the top level, read `.origin` and `.browser`
 * inside tests. By default the fixture site every engine test shares; content checks pass the
 * real site's dist/ (REAL_DIST).
 */
export function useBuiltSite(distDir = join(sharedBuild(), "dist")): {
  readonly origin: string;
  readonly browser: Browser;
} {
  let site: Awaited<ReturnType<typeof openSite>> | undefined;
  beforeAll(async () => {
    site = await openSite(distDir);
  });
  afterAll(() => site?.close());
  return {
    get origin() {
      return site!.origin;
    },
    get browser() {
      return site!.browser;
    },
  };
}
