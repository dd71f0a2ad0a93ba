// npm run edit: the content editor at /admin/ (Decap CMS, configured from the schemas) on a copy of
// the fixture site. A person adds a location with clicks and it is saved as YAML the validator
// accepts; what the validator would refuse is refused with its words and writes nothing; the
// preview is the page itself, drawn by the site's blocks, right to left in Arabic.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { createServer, type ViteDevServer } from "vite";
import { parse } from "yaml";
import { closePages, workerChromium } from "../../helpers/browser.ts";
import { copySite, EVERY_SECTION } from "../../helpers/fixture-site.ts";
import { writeEditorConfig } from "../../../scripts/editor-config.ts";
import { siteEditor } from "../../../scripts/vite/site-editor.ts";
import { validateSite } from "../../../src/site/check/validate-site.ts";
import { EMPTY_TEXT } from "../../../src/site/check/wording.ts";

let copy: ReturnType<typeof copySite>;
let server: ViteDevServer;
let browser: Browser;
let origin: string;
beforeAll(async () => {
  copy = copySite(EVERY_SECTION);
  writeEditorConfig(copy.root);
  server = await createServer({
    root: copy.root,
    configFile: join(copy.root, "vite.config.ts"),
    plugins: [siteEditor()],
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

/** The editor, signed in to the local backend, at `hash` (a collection, an entry). */
async function openEditor(hash: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${origin}/admin/`);
  await page.getByRole("button", { name: "Login" }).click({ timeout: 90_000 });
  await page.getByRole("link", { name: "Locations" }).waitFor({ timeout: 30_000 });
  await page.goto(`${origin}/admin/#/${hash}`);
  return page;
}

async function fillLocation(
  page: Page,
  fields: { slug: string; name: string; description: string; areas: string[] },
) {
  await page.getByLabel("Slug").fill(fields.slug);
  await page.getByLabel("Name", { exact: true }).fill(fields.name);
  await page.getByLabel("Region").fill("Prince Edward County");
  await page.getByLabel("Description").fill(fields.description);
  const add = page.getByRole("button", { name: /Add service areas/ });
  for (const _ of fields.areas) await add.click();
  const areas = page.locator('[id^="serviceAreas-field"] input');
  for (const [i, area] of fields.areas.entries()) await areas.nth(i).fill(area);
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now").click();
}

const locationFile = (slug: string) => join(copy.root, `content/locations/${slug}.yaml`);

describe("the content editor (npm run edit)", () => {
  it("adds a location with clicks, saved as YAML the validator accepts and drawn as its page", async () => {
    const page = await openEditor("collections/location/new");
    const location = {
      slug: "picton",
      name: "Picton",
      description: "Picton is the county town, with old stone houses and busy summer cottages.",
      areas: ["Picton", "Bloomfield"],
    };
    await fillLocation(page, location);
    await publish(page);
    const saved = () =>
      existsSync(locationFile("picton"))
        ? parse(readFileSync(locationFile("picton"), "utf8"))
        : null;
    await expect.poll(saved, { timeout: 20_000 }).toBeTruthy();
    expect(saved()).toEqual({
      slug: "picton",
      name: "Picton",
      region: "Prince Edward County",
      description: location.description,
      serviceAreas: location.areas,
    });
    expect(validateSite(copy.root).diagnostics).toEqual([]);
    const sitePage = await browser.newPage();
    await sitePage.goto(`${origin}/locations/picton`);
    expect(await sitePage.locator("h1").textContent()).toContain("Picton");
    expect(await sitePage.locator("main").textContent()).toContain("Bloomfield");
  }, 120_000);

  it("names a required field left empty in the validator's words, and writes nothing", async () => {
    const page = await openEditor("collections/location/new");
    await fillLocation(page, {
      slug: "wellington",
      name: "Wellington",
      description: "x",
      areas: ["Wellington"],
    });
    await page.getByLabel("Description").fill("");
    await publish(page);
    await expect(
      page.getByText(`Description: ${EMPTY_TEXT}`).first().waitFor(),
    ).resolves.toBeUndefined();
    expect(existsSync(locationFile("wellington"))).toBe(false);
  }, 120_000);

  it("refuses an address another location has, with the validator's message, and writes nothing", async () => {
    const existing = parse(readFileSync(locationFile("kingston"), "utf8")) as { name: string };
    const page = await openEditor("collections/location/new");
    const twin = {
      slug: "kingston",
      name: `${existing.name} East`,
      description: "Another page.",
      areas: ["Kingston"],
    };
    await fillLocation(page, twin);
    await publish(page);
    // What npm run validate says of the same file, written by hand beside the other.
    const byHand = copySite(EVERY_SECTION);
    try {
      const { slug, name, description, areas } = twin;
      const yaml = `slug: ${slug}\nname: ${name}\nregion: Prince Edward County\ndescription: ${description}\nserviceAreas:\n  - ${areas[0]}\n`;
      writeFileSync(join(byHand.root, "content/locations/kingston-1.yaml"), yaml);
      const [first] = validateSite(byHand.root).diagnostics;
      expect(first).toBeDefined();
      await page.getByText(first.message, { exact: false }).first().waitFor({ timeout: 20_000 });
    } finally {
      byHand.remove();
    }
    expect(existsSync(locationFile("kingston-1"))).toBe(false);
  }, 120_000);

  it("previews a location as its page, drawn by the site's blocks, right to left in Arabic", async () => {
    const page = await openEditor("collections/location/entries/kingston");
    const pane = page.frameLocator("#preview-pane");
    await pane.locator("[data-preview-language]").selectOption("ar");
    const drawn = pane.frameLocator("[data-preview-page]");
    await drawn.locator("html[lang=ar][dir=rtl] h1").waitFor({ timeout: 30_000 });
    const arabic = parse(
      readFileSync(join(copy.root, "content/translations/ar/locations/kingston.yaml"), "utf8"),
    ) as { name: string };
    expect(await drawn.locator("h1").textContent()).toContain(arabic.name);
    // The site's stylesheet is applied: the page reads right to left, with its header and footer.
    expect(await drawn.locator("body").evaluate((body) => getComputedStyle(body).direction)).toBe(
      "rtl",
    );
    expect(await drawn.locator("header").count()).toBeGreaterThan(0);
    expect(await drawn.locator("footer").count()).toBeGreaterThan(0);
  }, 120_000);
});
