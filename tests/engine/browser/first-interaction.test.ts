// Nothing a visitor does before a form's code has started is lost: each kind of field used as the
// very first act on the page, on a phone four times slower than this machine and a slow mobile
// network, so the island starts while (or after) the visitor acts. The form then shows what was
// given as its own, keeps it through a first Send, and sends it.
import { afterAll, beforeAll, describe, it, type TestContext } from "vitest";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { openSite } from "../../helpers/browser.ts";
import { fixture } from "../../helpers/fixture-facts.ts";
import { PIXEL_PNG } from "../../helpers/png.ts";

const common = fixture.words("en", "common") as {
  form: { remove: string; problems: Record<string, string> };
};
let outbox: string;
let site: Awaited<ReturnType<typeof openSite>>;

beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), "outbox-"));
  site = await openSite(fixture.dist, {
    dir: outbox,
    limits: { leadsPerMinute: 1000, bytesPerHour: 1e9 },
  });
});
afterAll(async () => {
  await site?.close();
  rmSync(outbox, { recursive: true, force: true });
});

/**
 * A page on a phone: once it has loaded, the CPU slowed four times and Lighthouse's slow mobile
 * network (150 ms, 1.6 Mbit/s), so the form's code arrives well after the visitor's first act.
 */
async function openOnPhone(
  test: TestContext,
  path: string,
  formKey: string,
): Promise<{ page: Page; form: Locator; island: Locator; fullSpeed: () => Promise<void> }> {
  const context = await site.browser.newContext({
    viewport: { width: 375, height: 800 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: "reduce",
  });
  // Put away after the test: a slowed page left open keeps the CPU busy.
  test.onTestFinished(() => context.close());
  // The visitor acts before the browser is ever idle: nothing starts ahead of the first act (an
  // island's "idle-near" start), so what follows is that act meeting a form whose code has not run.
  await context.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const page = await context.newPage();
  await page.goto(site.origin + path);
  await page.waitForSelector("html[data-hydrated=true]");
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 90_000,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const fullSpeed = async () => {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  };
  const form = page.locator(`form[data-lead-form=${formKey}]`);
  // Nothing of the form's code has run yet: what follows is the visitor's first act.
  test
    .expect(await page.evaluate(() => document.documentElement.hasAttribute("data-code-started")))
    .toBe(false);
  return { page, form, island: form.locator("xpath=ancestor::*[@data-island]"), fullSpeed };
}

/** Waits for the island to have taken the form over, then presses Send with the form unfinished: the form draws every problem from its own state. */
async function startedAndSentUnfinished(page: Page, island: Locator, form: Locator): Promise<void> {
  await island.and(page.locator("[data-island-ready]")).waitFor({ timeout: 30_000 });
  await form.locator("button[type=submit]").click();
  await page.locator("[data-toast=error]").last().waitFor();
}

const leads = () =>
  readdirSync(outbox)
    .filter((name) => name.endsWith(".json"))
    .map(
      (name) =>
        JSON.parse(readFileSync(join(outbox, name), "utf8")) as {
          params: Record<string, string>;
          photoFile?: string;
        },
    );

describe("a form's first use, before its code has started", () => {
  it("keeps words typed", async (test) => {
    const { page, form, island } = await openOnPhone(test, "/contact", "serviceRequest");
    await form.getByLabel(/^Name/).pressSequentially("Jane Early", { delay: 30 });
    await startedAndSentUnfinished(page, island, form);
    test.expect(await form.getByLabel(/^Name/).inputValue()).toBe("Jane Early");
    test.expect(await form.getByLabel(/^Name/).getAttribute("aria-invalid")).toBeNull();
    test.expect(await form.getByLabel(/^Phone/).getAttribute("aria-invalid")).toBe("true");
  });

  it("keeps a choice in a list", async (test) => {
    const { page, form, island } = await openOnPhone(test, "/contact", "serviceRequest");
    await form.getByLabel("Appliance").selectOption("dryer");
    await startedAndSentUnfinished(page, island, form);
    test.expect(await form.getByLabel("Appliance").inputValue()).toBe("dryer");
    test.expect(await form.getByLabel("Appliance").getAttribute("aria-invalid")).toBeNull();
  });

  it("keeps a star rating", async (test) => {
    const { page, form, island } = await openOnPhone(test, "/testimonials", "review");
    await form.locator("label", { hasText: "4 stars" }).click();
    await startedAndSentUnfinished(page, island, form);
    test.expect(await form.locator("input[name=rating]:checked").inputValue()).toBe("4");
  });

  it("keeps a ticked box", async (test) => {
    const { page, form, island } = await openOnPhone(test, "/testimonials", "review");
    const consent = form.getByLabel(/^You may publish/);
    await consent.check();
    await startedAndSentUnfinished(page, island, form);
    test.expect(await consent.isChecked()).toBe(true);
    test.expect(await consent.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows a chosen photo with its name, and Remove takes it off", async (test) => {
    const { page, form, island } = await openOnPhone(test, "/purchase-inquiry", "purchaseInquiry");
    await form
      .getByLabel(/^Photo/)
      .setInputFiles({ name: "fridge.png", mimeType: "image/png", buffer: PIXEL_PNG });
    await island.and(page.locator("[data-island-ready]")).waitFor({ timeout: 30_000 });
    const remove = form.getByRole("button", { name: common.form.remove });
    await remove.waitFor();
    test.expect(await form.textContent()).toContain("fridge.png");
    await remove.click();
    test.expect(await remove.count()).toBe(0);
    test.expect(await form.textContent()).not.toContain("fridge.png");
    test
      .expect(
        await form.getByLabel(/^Photo/).evaluate((input: HTMLInputElement) => input.files?.length),
      )
      .toBe(0);
  });

  it("refuses a PDF beside the field", async (test) => {
    const { page, form, island } = await openOnPhone(test, "/contact", "serviceRequest");
    const photo = form.getByLabel("Service tag photo");
    await photo.setInputFiles({
      name: "tag.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n"),
    });
    await island.and(page.locator("[data-island-ready]")).waitFor({ timeout: 30_000 });
    const problem = form.locator(`#${await photo.getAttribute("id")}-error`);
    await problem.waitFor();
    test.expect(await problem.textContent()).toBe(common.form.problems.notImage);
    test.expect(await photo.getAttribute("aria-invalid")).toBe("true");
    test.expect(await form.textContent()).not.toContain("tag.pdf");
  });

  it("sends a photo chosen first with the lead, to the outbox", async (test) => {
    const { page, form, island, fullSpeed } = await openOnPhone(test, "/contact", "serviceRequest");
    await form
      .getByLabel("Service tag photo")
      .setInputFiles({ name: "tag.png", mimeType: "image/png", buffer: PIXEL_PNG });
    await island.and(page.locator("[data-island-ready]")).waitFor({ timeout: 30_000 });
    await form.getByRole("button", { name: common.form.remove }).waitFor();
    // The rest of the form is filled in as usual.
    await fullSpeed();
    for (const [label, value] of Object.entries({
      Name: "Jane Photo",
      Phone: "613 555 0199",
      Address: "1 Test Street",
      Email: "jane@example.com",
    }))
      await form.getByLabel(new RegExp(`^${label}`)).fill(value);
    await form.getByLabel("Appliance").selectOption("washer");
    await form.locator("button[type=submit]").click();
    await page.locator("[data-toast=success]").last().waitFor({ timeout: 30_000 });
    const lead = leads().find((l) => l.params.name === "Jane Photo");
    test.expect(lead?.params.hasAttachment).toBe("Yes");
    test.expect(lead?.photoFile).toMatch(/\.png$/);
  });
});
