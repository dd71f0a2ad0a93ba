// The fixture site fully works under its Content-Security-Policy: one page of each template in
// English and in Arabic loads, hydrates and scrolls, and a visitor opens the map, switches
// language, moves a carousel and sends a lead, without one refusal.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import type { Page } from "playwright-core";
import { openSite } from "../../helpers/browser.ts";
import { fixture, inLanguage, TEMPLATE_PATHS } from "../../helpers/fixture-facts.ts";
import { readyCarousel } from "../../helpers/shared-pages.ts";
import { parseHeadersFile } from "../../../src/server/headers-file.ts";
import { watchRefusals } from "../../helpers/page-checks.ts";

const outboxDir = mkdtempSync(join(tmpdir(), "csp-outbox-"));
let site: Awaited<ReturnType<typeof openSite>>;
beforeAll(async () => {
  site = await openSite(fixture.dist, { dir: outboxDir });
});
afterAll(async () => {
  await site?.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

/** A page that records every refusal of its policy, from the event and from the console. */
async function watchedPage(width = 375): Promise<{ page: Page; refusals: string[] }> {
  // Reduced motion turns smooth scrolling off, so a click does not wait for the page to stop moving.
  const page = await site.browser.newPage({
    viewport: { width, height: 800 },
    reducedMotion: "reduce",
  });
  const refusals = await watchRefusals(page);
  return { page, refusals };
}

describe("a service worker", () => {
  it("cannot be installed from any script of the site, so none can take over its pages", async () => {
    const { page } = await watchedPage();
    await page.goto(`${site.origin}/contact`);
    // The smallest of the site's scripts, which runs anywhere as a module: as a service worker, it would install.
    const script = `/assets/${
      readdirSync(join(fixture.dist, "assets"))
        .filter((name) => name.endsWith(".js"))
        .sort(
          (a, b) =>
            statSync(join(fixture.dist, "assets", a)).size -
            statSync(join(fixture.dist, "assets", b)).size,
        )[0]
    }`;
    const outcome = await page.evaluate(
      (url) =>
        navigator.serviceWorker.register(url, { type: "module" }).then(
          () => "registered",
          (error: Error) => `refused: ${error.message}`,
        ),
      script,
    );
    expect(outcome).toMatch(/^refused: /);
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)),
    ).toBe(0);
    await page.close();
  });
});

describe("security headers", () => {
  it("serves every response with the policy and headers written to dist/_headers", async () => {
    const written = parseHeadersFile(readFileSync(join(fixture.dist, "_headers"), "utf8"));
    expect(written["Content-Security-Policy"]).toMatch(
      /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/,
    );
    expect(written["Content-Security-Policy"]).not.toContain("unsafe-inline");
    for (const path of [
      "/",
      "/ar/contact",
      "/assets/" +
        readFileSync(join(fixture.dist, "index.html"), "utf8").match(
          /assets\/(index-[^"]+\.js)/,
        )![1],
      "/no-such-page",
    ]) {
      const response = await fetch(site.origin + path);
      for (const [name, value] of Object.entries(written))
        expect(response.headers.get(name), `${path} ${name}`).toBe(value);
    }
    expect((await fetch(site.origin + "/_headers")).status).toBe(404);
    expect(readFileSync(join(fixture.root, "deploy/security-headers.conf"), "utf8")).toContain(
      `add_header Content-Security-Policy "${written["Content-Security-Policy"]}" always;`,
    );
  });
});

describe("no refusal under the policy", () => {
  it.each(["en", "ar"])("on one page of each template in %s, scrolled to the end", async (lang) => {
    const { page, refusals } = await watchedPage();
    for (const path of TEMPLATE_PATHS.map((english) => inLanguage(english, lang))) {
      await page.goto(site.origin + path);
      await page.waitForSelector("html[data-hydrated=true]");
      expect(new URL(page.url()).pathname, path).toBe(path);
      // Scrolled to the end, the pictures now in view are asked for: wait until they have loaded.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForFunction(() =>
        [...document.images]
          .filter(
            (img) =>
              img.getBoundingClientRect().bottom > 0 &&
              img.getBoundingClientRect().top < innerHeight,
          )
          .every((img) => img.complete),
      );
      expect(refusals, path).toEqual([]);
    }
    await page.close();
  });

  it("while a visitor opens the map, switches to Arabic, moves a carousel and sends a service request", async () => {
    const { page, refusals } = await watchedPage(1280);
    // The map provider is outside this machine: answer its frame with an empty page.
    await page.route("https://www.openstreetmap.org/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>map</title>" }),
    );
    await page.goto(site.origin + "/contact");
    await page.waitForSelector("html[data-hydrated=true]");
    await page.locator("#service-area").scrollIntoViewIfNeeded();
    await page.locator("#service-area iframe").waitFor();
    // The language menu opens the other language's prerendered page.
    await page
      .locator("header details[data-menu] > summary", {
        hasText: (fixture.words("en", "nav") as { language: string }).language,
      })
      .first()
      .click();
    await page
      .getByRole("link", {
        name: fixture.site().languages.find((language) => language.code === "ar")!.name,
      })
      .click();
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(site.origin + "/ar/");
    await page.waitForSelector("html[data-hydrated=true]");
    const carousel = await readyCarousel(page, "#why-us");
    await carousel.locator("button").last().click();
    await page.waitForFunction(() =>
      document.querySelector("#why-us [data-carousel-position]")?.textContent?.startsWith("2"),
    );
    await page.goto(site.origin + "/ar/contact");
    await page.waitForSelector("html[data-hydrated=true]");
    const form = page.locator("form[data-lead-form=serviceRequest]");
    for (const input of await form.locator("input[required], textarea[required]").all()) {
      const name = await input.getAttribute("name");
      await input.fill(
        name === "email"
          ? "visitor@example.org"
          : name === "phone"
            ? "613-555-0199"
            : "Fridge is warm",
      );
    }
    for (const select of await form.locator("select[required]").all())
      await select.selectOption({ index: 1 });
    await form.locator("button[type=submit]").click();
    await page.locator("[data-toast=success]").waitFor({ timeout: 20_000 });
    expect(refusals).toEqual([]);
    await page.close();
  }, 90_000);
});
