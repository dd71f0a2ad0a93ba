// npm run edit: the content editor at /admin/ (Decap CMS, configured from the schemas) on a copy of
// the fixture site. A person adds a location in both languages with clicks, and it is saved as YAML
// the validator accepts, each language in its folder, and built as pages; a translator's save
// clears the translation's stale warning; what the validator would refuse is refused with its
// words and writes nothing; the preview is the page itself, right to left in Arabic.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { createServer, type ViteDevServer } from "vite";
import { parse, parseDocument } from "yaml";
import { closePages, workerChromium } from "../../helpers/browser.ts";
import { buildIn, copySite, EVERY_SECTION } from "../../helpers/fixture-site.ts";
import { writeEditorConfig } from "../../../scripts/editor-config.ts";
import { siteEditor } from "../../../scripts/vite/site-editor.ts";
import { validateSite } from "../../../src/site/check/validate-site.ts";
import { EMPTY_TEXT } from "../../../src/site/check/wording.ts";
import { readLock } from "../../../src/site/translate/translation-lock.ts";
import locationSchema from "../../../schemas/records/location.schema.json";

let copy: ReturnType<typeof copySite>;
let server: ViteDevServer;
let browser: Browser;
let origin: string;
/** The fixture's source language and the one other it lists (right to left). */
let source: string;
let other: string;
beforeAll(async () => {
  copy = copySite(EVERY_SECTION);
  const { site } = validateSite(copy.root).content!.config.value;
  source = site.defaultLanguage;
  other = site.languages.find((l) => l.code !== source)!.code;
  writeEditorConfig(copy.root, site);
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

const read = (file: string) => readFileSync(join(copy.root, file), "utf8");
const fileIn = (collection: string, lang: string, name: string) =>
  `content/${collection}/${lang}/${name}`;

/** The editor, signed in to the local backend, on `collection`'s list, then at `hash` when given. */
async function openEditor(collection: string, label: string, hash?: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`${origin}/admin/`);
  await page.getByRole("button", { name: "Login" }).click({ timeout: 90_000 });
  await page.getByRole("link", { name: label }).click({ timeout: 30_000 });
  await page.waitForURL(`**/collections/${collection}`);
  await page.locator(`a[href*="/collections/${collection}/entries/"]`).first().waitFor();
  if (hash) await page.goto(`${origin}/admin/#/${hash}`);
  return page;
}

interface Place {
  slug: string;
  name: string;
  region: string;
  description: string;
  areas: string[];
}

/** Fills a location's fields in one language's pane: the first (source) or the second. */
async function fillPlace(page: Page, pane: 0 | 1, place: Omit<Place, "slug">) {
  await page.getByLabel("Name", { exact: true }).nth(pane).fill(place.name);
  await page.getByLabel("Region").nth(pane).fill(place.region);
  await page.getByLabel("Description").nth(pane).fill(place.description);
  const add = page.getByRole("button", { name: /Add service areas/ }).nth(pane);
  for (const _ of place.areas) await add.click();
  const areas = page.locator(`[id^="serviceAreas-field"]`).nth(pane).locator("input");
  for (const [i, area] of place.areas.entries()) await areas.nth(i).fill(area);
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now").click();
}

/** A file's fields once it has been written whole. */
async function saved(file: string): Promise<unknown> {
  const fields = () => (existsSync(join(copy.root, file)) ? parse(read(file)) : null);
  await expect.poll(fields, { timeout: 20_000 }).toBeTruthy();
  return fields();
}

describe("the content editor (npm run edit)", () => {
  it("adds a location in both languages with clicks, saved as YAML the validator accepts and built as pages", async () => {
    const page = await openEditor("location", "Locations", "collections/location/new");
    const place: Place = {
      slug: "picton",
      name: "Picton",
      region: "Prince Edward County",
      description: "Picton is the county town, with old stone houses and busy summer cottages.",
      areas: ["Picton", "Bloomfield"],
    };
    const translated = {
      name: "بيكتون",
      region: "مقاطعة الأمير إدوارد",
      description: "بيكتون هي بلدة المقاطعة، ببيوتها الحجرية القديمة وأكواخها الصيفية.",
      areas: ["بيكتون", "بلومفيلد"],
    };
    await page.getByLabel("Slug").first().fill(place.slug);
    await fillPlace(page, 0, place);
    await fillPlace(page, 1, translated);
    await publish(page);

    const sourceFile = fileIn("locations", source, "picton.yaml");
    expect(await saved(sourceFile)).toEqual({
      slug: place.slug,
      name: place.name,
      region: place.region,
      description: place.description,
      serviceAreas: place.areas,
      // A choice left as it was is written with the schema's default.
      placeType: locationSchema.properties.placeType.default,
    });
    expect(await saved(fileIn("locations", other, "picton.yaml"))).toEqual({
      name: translated.name,
      region: translated.region,
      description: translated.description,
      serviceAreas: translated.areas,
    });
    // Saved by its translator: recorded as made from the source words as they are now.
    await expect
      .poll(() => readLock(copy.root, other)[sourceFile]?.name, { timeout: 20_000 })
      .toBe(place.name);
    const { diagnostics, warnings } = validateSite(copy.root);
    expect(diagnostics).toEqual([]);
    expect(warnings.filter((w) => w.file.includes("picton"))).toEqual([]);

    buildIn(copy.root);
    const built = (path: string) => read(join("dist", path, "index.html"));
    expect(built("locations/picton")).toContain(`<h1`);
    expect(built("locations/picton")).toContain(place.name);
    expect(built(`${other}/locations/picton`)).toContain(translated.name);
    expect(built(`${other}/locations/picton`)).toContain(translated.areas[1]);
  }, 240_000);

  it("changes an answer in the other language, and its stale-translation warning is gone once saved", async () => {
    const faq = fileIn("faq", source, "questions.yaml");
    const translation = fileIn("faq", other, "questions.yaml");
    // The owner changes the first answer in the source language, as in a text editor.
    const doc = parseDocument(read(faq));
    doc.setIn(
      ["questions", 0, "answer"],
      `${String(doc.getIn(["questions", 0, "answer"]))} Ask us.`,
    );
    writeFileSync(join(copy.root, faq), doc.toString());
    const staleHere = () =>
      validateSite(copy.root).warnings.filter(
        (w) => w.file === translation && w.path.startsWith("questions[0]"),
      );
    expect(staleHere()).toHaveLength(1);

    const page = await openEditor("faq", "Questions (FAQ)");
    await page.locator(`a[href*="/collections/faq/entries/"]`).first().click();
    const question = (parse(read(translation)) as { questions: { question: string }[] })
      .questions[0].question;
    // The other language's pane, its first question opened.
    const list = page.locator(`[id^="questions-field"]`).nth(1);
    await list.getByText(question, { exact: true }).waitFor();
    await list.locator("button:has(+ [aria-roledescription=sortable])").first().click();
    // The answer is Markdown: Decap CMS's editor for it is a text box of its own, not a textarea.
    const answer = list
      .locator('[aria-label="markdown field"]')
      .filter({ visible: true })
      .locator('[contenteditable="true"]');
    await expect.poll(() => answer.count()).toBe(1);
    // New words in the other language, with the facts the source answer writes.
    const tokens = String(doc.getIn(["questions", 0, "answer"])).match(/\{[a-zA-Z.]+\}/g) ?? [];
    const words = `جواب جديد كتبه المترجم ${tokens.join(" ")}.`;
    await answer.click();
    await page.keyboard.press("Control+A");
    await page.keyboard.type(words);
    // The editor takes a Markdown field's words a moment after they are typed (on a busy machine,
    // after Publish was pressed): saved only once it counts them as a change.
    await expect.poll(() => answer.textContent(), { timeout: 20_000 }).toBe(words);
    await page.getByText("Unsaved Changes").waitFor({ timeout: 20_000 });
    await publish(page);

    await expect
      .poll(
        () => (parse(read(translation)) as { questions: { answer: string }[] }).questions[0].answer,
        {
          timeout: 20_000,
        },
      )
      .toBe(words);
    await expect.poll(() => staleHere().length, { timeout: 20_000 }).toBe(0);
    // Only what changed is written: the source file keeps the owner's text as it was saved.
    expect(read(faq)).toBe(doc.toString());
  }, 120_000);

  it("names a required field left empty in the validator's words, and writes nothing", async () => {
    const page = await openEditor("location", "Locations", "collections/location/new");
    await page.getByLabel("Slug").first().fill("wellington");
    await fillPlace(page, 0, {
      name: "Wellington",
      region: "x",
      description: "x",
      areas: ["Wellington"],
    });
    await page.getByLabel("Description").first().fill("");
    await publish(page);
    await page.getByText(`Description: ${EMPTY_TEXT}`).first().waitFor();
    expect(existsSync(join(copy.root, fileIn("locations", source, "wellington.yaml")))).toBe(false);
  }, 120_000);

  it("refuses an address another location has, with the validator's message, and writes nothing", async () => {
    const existing = parse(read(fileIn("locations", source, "kingston.yaml"))) as { name: string };
    const page = await openEditor("location", "Locations", "collections/location/new");
    const twin = {
      name: `${existing.name} East`,
      region: "East",
      description: "Another page.",
      areas: ["Kingston"],
    };
    await page.getByLabel("Slug").first().fill("kingston");
    await fillPlace(page, 0, twin);
    await publish(page);
    // What npm run validate says of the same file, written by hand beside the other.
    const byHand = copySite(EVERY_SECTION);
    try {
      const yaml = `slug: kingston\nname: ${twin.name}\nregion: ${twin.region}\ndescription: ${twin.description}\nserviceAreas:\n  - ${twin.areas[0]}\n`;
      writeFileSync(join(byHand.root, fileIn("locations", source, "kingston-1.yaml")), yaml);
      const [first] = validateSite(byHand.root).diagnostics;
      expect(first).toBeDefined();
      await page.getByText(first.message, { exact: false }).first().waitFor({ timeout: 20_000 });
    } finally {
      byHand.remove();
    }
    expect(existsSync(join(copy.root, fileIn("locations", source, "kingston-1.yaml")))).toBe(false);
  }, 120_000);

  it("previews a location as its page, drawn by the site's blocks, right to left in Arabic", async () => {
    const page = await openEditor("location", "Locations", "collections/location/entries/kingston");
    await page.getByTitle("Toggle preview").click();
    const pane = page.frameLocator("#preview-pane");
    await pane.locator("[data-preview-language]").selectOption(other);
    const drawn = pane.frameLocator("[data-preview-page]");
    await drawn.locator(`html[lang=${other}][dir=rtl] h1`).waitFor({ timeout: 30_000 });
    const translated = parse(read(fileIn("locations", other, "kingston.yaml"))) as { name: string };
    expect(await drawn.locator("h1").textContent()).toContain(translated.name);
    // The site's stylesheet is applied: the page reads right to left, with its header and footer.
    expect(await drawn.locator("body").evaluate((body) => getComputedStyle(body).direction)).toBe(
      "rtl",
    );
    expect(await drawn.locator("header").count()).toBeGreaterThan(0);
    expect(await drawn.locator("footer").count()).toBeGreaterThan(0);
    // A word changed in the editor shows in the preview before it is saved.
    await pane.locator("[data-preview-language]").selectOption(source);
    await page.getByLabel("Name", { exact: true }).first().fill(`${translated.name} Harbour`);
    await expect
      .poll(() => drawn.locator("h1").textContent(), { timeout: 20_000 })
      .toContain(`${translated.name} Harbour`);
  }, 120_000);
});
