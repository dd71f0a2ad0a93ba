// npm run dev renders each page as the build does, and for editors a saved YAML change shows in
// the open page, and a broken file shows its message over the page instead of a blank screen.
// Runs Vite's dev server on a copy of the fixture site, beside the fixture's own build.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { createServer, type ViteDevServer } from "vite";
import { closePages, workerChromium } from "../../helpers/browser.ts";
import { copySite, EVERY_SECTION } from "../../helpers/fixture-site.ts";
import { fixture } from "../../helpers/fixture-facts.ts";
import { builtFile } from "../../helpers/built-html.ts";
import { sentServiceRequest } from "../../helpers/sent-leads.ts";

const ABOUT = `About ${fixture.site().business.name}`;
let copy: ReturnType<typeof copySite>;
let server: ViteDevServer;
let browser: Browser;
let origin: string;
beforeAll(async () => {
  copy = copySite(EVERY_SECTION);
  server = await createServer({
    root: copy.root,
    configFile: join(copy.root, "vite.config.ts"),
    logLevel: "silent",
    server: { port: 0, host: "127.0.0.1" },
  });
  await server.listen();
  origin = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
  browser = await workerChromium();
}, 120_000);
afterAll(async () => {
  if (browser) await closePages(browser);
  await server?.close();
  copy?.remove();
});

describe("npm run dev", () => {
  it("shows a saved edit in the open page, and a broken file's message over it", async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/about`);
    await page.waitForSelector("html[data-hydrated=true]", { timeout: 60_000 });
    const file = join(copy.root, "content/pages/en/about.yaml");
    const original = readFileSync(file, "utf8");

    const saved = Date.now();
    writeFileSync(
      file,
      original.replace("heading: About {business.name}", "heading: About Our Family Business"),
    );
    await page.waitForFunction(
      () => document.querySelector("h1")?.textContent === "About Our Family Business",
      null,
      { timeout: 30_000 },
    );
    const seconds = (Date.now() - saved) / 1000;
    console.log(`dev: the edit showed in the page ${seconds.toFixed(2)} s after saving`);
    expect(await page.title()).toContain("About");

    writeFileSync(file, original.replace("  - id: story", "\t- id: story"));
    const overlayText = () =>
      document.querySelector("vite-error-overlay")?.shadowRoot?.textContent ?? "";
    await page.waitForFunction(overlayText, null, { timeout: 30_000 });
    const message = await page.evaluate(overlayText);
    expect(message).toContain("content/pages/en/about.yaml");
    expect(message).toContain("A tab character is used for indentation");
    // The last good page stays behind the message.
    expect(await page.locator("h1").textContent()).toBe("About Our Family Business");

    writeFileSync(file, original);
    await page.waitForFunction(
      (heading: string) => document.querySelector("h1")?.textContent === heading,
      ABOUT,
      { timeout: 30_000 },
    );
    expect(await page.locator("vite-error-overlay").count()).toBe(0);

    // Another page visited later shows the current words too, not a copy held from before.
    writeFileSync(
      file,
      original.replace("heading: About {business.name}", "heading: About Us Today"),
    );
    await page.waitForFunction(
      () => document.querySelector("h1")?.textContent === "About Us Today",
      null,
      { timeout: 30_000 },
    );
    await page.locator("header a[href='/']").first().click();
    await page.waitForFunction(
      () =>
        location.pathname === "/" && document.querySelector("h1")?.textContent !== "About Us Today",
      null,
      { timeout: 30_000 },
    );
    await page.goBack();
    await page.waitForFunction(
      () => document.querySelector("h1")?.textContent === "About Us Today",
      null,
      { timeout: 30_000 },
    );
    writeFileSync(file, original);
    await page.close();
  }, 150_000);

  it("after an edit, a page in another language than the one drawn last shows it as well, however soon it is asked for", async () => {
    const heading = async (path: string) =>
      /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(`${origin}${path}`)).text())?.[1] ?? "";
    expect(await heading("/about")).toBe(ABOUT);
    const file = join(copy.root, "site.config.yaml");
    const original = readFileSync(file, "utf8");
    const name = fixture.site().business.name;
    try {
      writeFileSync(file, original.replace(`  name: ${name}`, "  name: Harbourside Repairs"));
      // The language of the page drawn last is written first; with no page open to reload, the
      // others follow a moment later, and a page of theirs asked for meanwhile waits for them.
      const until = Date.now() + 30_000;
      while ((await heading("/about")) !== "About Harbourside Repairs" && Date.now() < until)
        await new Promise((done) => setTimeout(done, 20));
      expect(await heading("/ar/about")).toContain("Harbourside Repairs");
    } finally {
      writeFileSync(file, original);
      const until = Date.now() + 30_000;
      while ((await heading("/about")) !== ABOUT && Date.now() < until)
        await new Promise((done) => setTimeout(done, 50));
    }
  }, 120_000);

  it("keeps a lead in outbox/ through the same route and checks as npm start", async () => {
    const send = (params: Record<string, string>) =>
      fetch(`${origin}/api/v1.0/email/send`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: origin },
        body: JSON.stringify({
          lib_version: "4.4.1",
          user_id: "outbox",
          service_id: "outbox",
          template_id: "service-request",
          template_params: sentServiceRequest(params),
        }),
      });
    const kept = await send({});
    expect([kept.status, await kept.text()]).toEqual([200, "OK"]);
    const leads = readdirSync(join(copy.root, "outbox")).filter((name) => name.endsWith(".json"));
    expect(leads).toHaveLength(1);
    const refused = await send({ appliance: "jet-ski" });
    expect([refused.status, await refused.text()]).toEqual([
      400,
      "The lead is not one this site's forms send: template_params.appliance is not a choice this site's forms offer",
    ]);
  });

  it("draws each page as the build does, apart from the names of its code and style files", async () => {
    /** The page without what tells dev and build apart: npm run dev's own client, and source modules where the build names chunks. */
    const comparable = (html: string) =>
      html
        .replace(/\s*<script type="module">import \{ injectIntoGlobalHook \}[\s\S]*?<\/script>/, "")
        .replace(/\s*<script type="module" src="\/@vite\/client"><\/script>/, "")
        .replace(/(data-modules|data-on-use)="[^"]*"/g, '$1="code"')
        .replace(
          /<link rel="stylesheet" crossorigin href="[^"]*">/g,
          '<link rel="stylesheet" href="style">',
        )
        .replace(/\n\s*\n/g, "\n");
    for (const path of ["/", "/contact", "/testimonials", "/ar/about", "/no-such-page"]) {
      const response = await fetch(origin + path);
      const built = readFileSync(builtFile(path === "/no-such-page" ? "/404" : path), "utf8");
      expect(response.status, path).toBe(path === "/no-such-page" ? 404 : 200);
      expect(comparable(await response.text()), path).toBe(comparable(built));
    }
  });

  it("runs a form as the built site does: React takes it over at its first use", async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/contact`);
    const form = page.locator("form[data-lead-form]");
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute("data-code-started")),
    ).toBe(false);
    await form.getByLabel(/^Name/).fill("Jane Dev");
    await page.waitForSelector("[data-island][data-island-ready]", { timeout: 60_000 });
    await form.locator("button[type=submit]").click();
    await page.locator("[data-toast=error]").last().waitFor();
    expect(await form.getByLabel(/^Name/).inputValue()).toBe("Jane Dev");
    await page.close();
  }, 90_000);
});
