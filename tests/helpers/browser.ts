import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { chromium, type Browser } from "playwright-core";
import { createSiteServer, type SiteServerOptions } from "../../src/server/app.ts";
import { PROJECT, sharedBuild } from "./fixture-site.ts";
import { CHROMIUM, CHROMIUM_FLAGS as ARGS } from "../../tools/chromium.ts";

/** The real site as npm run build leaves it. */
export const REAL_DIST = join(PROJECT, "dist");

/** How the tests start Chromium: as the audits do (tools/chromium.ts). */
export { CHROMIUM, ARGS };

/** The built site served on a free loopback port, and a Chromium to visit it with. */
export async function openSite(
  distDir: string,
  outbox?: SiteServerOptions["outbox"],
  logStream: SiteServerOptions["logStream"] = { write: () => {} },
): Promise<{ origin: string; browser: Browser; close: () => Promise<void> }> {
  const server = await createSiteServer({ distDir, outbox, logStream });
  await server.listen({ port: 0, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  return {
    origin,
    browser,
    close: async () => {
      await browser.close();
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
