// Both lead forms in Chromium on the fixture site, sending to the embedded outbox, and with the
// provider's answers played by intercepted requests: every row of the spec's error catalogue.
// One page serves every test (storage, routes and listeners are reset before each visit); time
// runs on Playwright's clock, so the retry delays and the rate limit take no real seconds.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator, Page, Request } from "playwright-core";
import { openSite } from "../../helpers/browser.ts";
import { fixture } from "../../helpers/fixture-facts.ts";
import { noisePng, PIXEL_PNG } from "../../helpers/png.ts";
import { sentReview } from "../../helpers/sent-leads.ts";

const MAX_REQUEST_BYTES = fixture.site().delivery.maxRequestBytes;
const SEND = "**/api/v1.0/email/send";
const { phone: PHONE, telHref: TEL } = fixture.site().business;
let outbox: string;
let site: Awaited<ReturnType<typeof openSite>>;
let page: Page;
const sent: Request[] = [];
const errors: string[] = [];

beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), "outbox-"));
  // One test browser sends every lead of this file, from one address: no per-address limit here.
  site = await openSite(fixture.dist, {
    dir: outbox,
    limits: { leadsPerMinute: 1000, bytesPerHour: 1e9 },
  });
  // Reduced motion turns the page's smooth scrolling off: otherwise every click waits about a
  // second for the button it scrolled to to stop moving.
  const context = await site.browser.newContext({
    viewport: { width: 375, height: 800 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: "reduce",
  });
  // Time flows as usual, and the tests jump it forward over the retry delays and the rate limit.
  await context.clock.install();
  page = await context.newPage();
  page.on(
    "request",
    (request) => request.url().endsWith("/api/v1.0/email/send") && sent.push(request),
  );
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
});
afterAll(async () => {
  await site?.close();
  rmSync(outbox, { recursive: true, force: true });
});
beforeEach(async () => {
  for (const name of readdirSync(outbox)) rmSync(join(outbox, name), { force: true });
  // A fresh visitor: no draft, no rate-limit mark, no intercepted provider, nothing recorded.
  if (page.url().startsWith(site.origin))
    await page.evaluate(() => (sessionStorage.clear(), localStorage.clear()));
  await page.unrouteAll({ behavior: "ignoreErrors" });
  sent.length = 0;
  errors.length = 0;
});

interface Visit {
  page: Page;
  form: Locator;
  sent: Request[];
  errors: string[];
}

async function open(
  path: string,
  formKey: "serviceRequest" | "purchaseInquiry" | "review",
): Promise<Visit> {
  await page.goto(site.origin + path);
  await page.waitForSelector("html[data-hydrated=true]");
  return { page, form: page.locator(`form[data-lead-form=${formKey}]`), sent, errors };
}

/** Runs the page's clock on until `isDone` (the retries waiting on it have been made), and no further. */
async function runClockUntil(isDone: () => boolean): Promise<void> {
  const until = Date.now() + 10_000;
  while (!isDone() && Date.now() < until) await page.clock.runFor(250);
  expect(isDone()).toBe(true);
}

/** A round trip through the page's event loop: whatever a click started has had its turn. */
const settle = () =>
  page.evaluate(
    () =>
      new Promise((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = done;
        channel.port2.postMessage(null);
      }),
  );

const leads = () =>
  readdirSync(outbox)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map(
      (name) =>
        JSON.parse(readFileSync(join(outbox, name), "utf8")) as {
          params: Record<string, string>;
          photoFile?: string;
          serviceId: string;
          templateId: string;
        },
    );

const SERVICE = {
  Name: "Jane Test",
  Phone: "613 555 0199",
  Address: "1 Test Street, Kingston",
  Email: "jane@example.com",
};
async function fillServiceRequest({ form }: Visit, message = "") {
  for (const [label, value] of Object.entries(SERVICE))
    await form.getByLabel(new RegExp(`^${label}`)).fill(value);
  await form.getByLabel("Appliance").selectOption("refrigerator");
  if (message) await form.getByLabel("Message").fill(message);
}
const submitRequest = (visit: Visit) =>
  visit.form.getByRole("button", { name: "Submit Request" }).click();
const toast = (page: Page, tone: "success" | "error") =>
  page.locator(`[data-toast=${tone}]`).last();
async function expectToast(page: Page, tone: "success" | "error", title: string, text: string) {
  const shown = toast(page, tone);
  await shown.waitFor();
  expect(await shown.locator("p").first().textContent()).toBe(title);
  expect(await shown.locator("p").nth(1).textContent()).toBe(text);
  return shown;
}
const values = (form: Locator) =>
  form
    .locator("input:not([type=file]):not([name=website]), select, textarea")
    .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));

describe("service request on /contact", () => {
  it("sends the spec's payload to the outbox, shows the success toast and clears the form", async () => {
    const visit = await open("/contact", "serviceRequest");
    await fillServiceRequest(visit);
    await submitRequest(visit);
    await expectToast(
      visit.page,
      "success",
      "Success!",
      "Your service request has been submitted. We'll contact you shortly.",
    );
    expect(leads()).toEqual([
      expect.objectContaining({
        serviceId: "outbox",
        templateId: "service-request",
        params: {
          name: "Jane Test",
          phone: "613 555 0199",
          address: "1 Test Street, Kingston",
          email: "jane@example.com",
          appliance: "refrigerator",
          message: "No additional details provided",
          inquiryType: "Service Request",
          hasAttachment: "No",
          form: "serviceRequest",
          language: "en",
          page: "/contact",
        },
      }),
    ]);
    const body = visit.sent[0].postDataJSON();
    expect(body).toMatchObject({
      lib_version: "4.4.1",
      user_id: "outbox",
      service_id: "outbox",
      template_id: "service-request",
    });
    expect(await values(visit.form)).toEqual(["", "", "", "", "", ""]);
    expect(await visit.form.locator('[role="status"]').textContent()).toContain(
      "Your service request has been submitted.",
    );
  });

  it("sends a photo of the service tag as a base64 data URL, and Remove takes it off", async () => {
    const visit = await open("/contact", "serviceRequest");
    await fillServiceRequest(visit, "Tag photo attached");
    const photo = visit.form.getByLabel("Service tag photo");
    await photo.setInputFiles({ name: "tag.png", mimeType: "image/png", buffer: PIXEL_PNG });
    await visit.form.getByRole("button", { name: "Remove" }).click();
    expect(await photo.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
    await photo.setInputFiles({ name: "tag.png", mimeType: "image/png", buffer: PIXEL_PNG });
    await submitRequest(visit);
    await toast(visit.page, "success").waitFor();
    // Sent as the provider takes it, inside the lead; kept once, as a file beside the lead.
    expect(visit.sent[0].postDataJSON().template_params).toMatchObject({
      message: "Tag photo attached",
      hasAttachment: "Yes",
      attachment: `data:image/png;base64,${PIXEL_PNG.toString("base64")}`,
    });
    const [lead] = leads();
    expect(lead.params).toMatchObject({ message: "Tag photo attached", hasAttachment: "Yes" });
    expect(lead.params.attachment).toBeUndefined();
    expect(readFileSync(join(outbox, lead.photoFile!))).toEqual(PIXEL_PNG);
    expect(await photo.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
  });

  it("shrinks a 12 MB photo from a phone so the lead fits the provider's limit, and sends it", async () => {
    const visit = await open("/contact", "serviceRequest");
    await fillServiceRequest(visit);
    const big = noisePng(2000, 2000);
    expect(big.length).toBeGreaterThan(12_000_000);
    await visit.form
      .getByLabel("Service tag photo")
      .setInputFiles({ name: "IMG_2041.png", mimeType: "image/png", buffer: big });
    expect(await visit.form.textContent()).toMatch(/Chosen: IMG_2041\.png \(11\.\d MB\)/);
    await submitRequest(visit);
    await toast(visit.page, "success").waitFor({ timeout: 20_000 });
    const sent = visit.sent[0].postDataJSON().template_params;
    expect(sent.attachment).toMatch(/^data:image\/jpeg;base64,/);
    expect(Buffer.byteLength(JSON.stringify(sent))).toBeLessThanOrEqual(MAX_REQUEST_BYTES);
    const [lead] = leads();
    expect(readFileSync(join(outbox, lead.photoFile!)).subarray(0, 2)).toEqual(
      Buffer.from([0xff, 0xd8]),
    );
  }, 60_000);

  it("refuses a PDF beside the field and sends the lead without it", async () => {
    const visit = await open("/contact", "serviceRequest");
    await fillServiceRequest(visit);
    const photo = visit.form.getByLabel("Service tag photo");
    await photo.setInputFiles({
      name: "invoice.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n%âãÏÓ\n"),
    });
    // Refused once the form's code has looked at it: at once, or as the form starts if the file came first.
    await visit.form.locator("input[type=file][aria-invalid=true]").waitFor();
    const describedBy = await photo.getAttribute("aria-describedby");
    expect(await visit.page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      "This file is not a photo. Choose a JPEG, PNG, WebP or HEIC picture.",
    );
    expect(await photo.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
    await submitRequest(visit);
    await toast(visit.page, "success").waitFor();
    expect(leads()[0].params.hasAttachment).toBe("No");
  });

  it("sends nothing when required fields are missing: the 'Error' toast, a message beside each field, focus on the first", async () => {
    const visit = await open("/contact", "serviceRequest");
    await visit.form.getByLabel("Email").fill("jane@example.com");
    await submitRequest(visit);
    await expectToast(visit.page, "error", "Error", "Please fill in all required fields");
    for (const label of ["Name", "Phone", "Address", "Appliance"]) {
      const field = visit.form.getByLabel(new RegExp(`^${label}`));
      expect(await field.getAttribute("aria-invalid"), label).toBe("true");
      expect(
        await visit.page
          .locator(`[id="${await field.getAttribute("aria-describedby")}"]`)
          .textContent(),
      ).toBe(`Please fill in ${label}.`);
      expect(await field.getAttribute("required"), label).not.toBeNull();
    }
    expect(await visit.form.getByLabel("Email").getAttribute("aria-invalid")).toBeNull();
    // The focus follows once the messages are on the screen.
    await expect
      .poll(() => visit.page.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("name");
    // Pressed again with the same fields missing, the form shows the same messages and again
    // takes the visitor to the first, though nothing in it has to be drawn anew.
    await visit.form.getByLabel("Email").focus();
    await submitRequest(visit);
    await expect
      .poll(() => visit.page.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("name");
    expect(await visit.form.getByLabel(/^Name/).getAttribute("aria-invalid")).toBe("true");
    await settle();
    expect(visit.sent).toHaveLength(0);
    expect(leads()).toEqual([]);
    // Completed, the same form sends exactly one lead: the refused try left nothing on its way.
    await fillServiceRequest(visit);
    await submitRequest(visit);
    await toast(visit.page, "success").waitFor();
    expect(visit.sent).toHaveLength(1);
    expect(leads()).toHaveLength(1);
  });

  it("checks the e-mail and the phone number before sending", async () => {
    const visit = await open("/contact", "serviceRequest");
    await fillServiceRequest(visit);
    await visit.form.getByLabel("Phone").fill("555-0199");
    await visit.form.getByLabel("Email").fill("jane@example");
    await submitRequest(visit);
    await expectToast(visit.page, "error", "Error", "Please correct the highlighted fields.");
    expect(await visit.form.textContent()).toContain(
      "Enter a 10-digit phone number with its area code",
    );
    expect(await visit.form.textContent()).toContain(
      "Enter an e-mail address like name@example.com.",
    );
    // The focus follows once the messages are on the screen.
    await expect
      .poll(() => visit.page.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("phone");
    expect(visit.sent).toHaveLength(0);
  });

  it("reads 'Submitting...' and cannot be pressed while busy", async () => {
    const visit = await open("/contact", "serviceRequest");
    // The provider answers only once released, whether the request reaches it before or after.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await visit.page.route(SEND, async (route) => {
      await released;
      await route.fulfill({ status: 200, body: "OK" });
    });
    await fillServiceRequest(visit);
    await submitRequest(visit);
    const button = visit.form.locator("button[type=submit]");
    await visit.page.waitForFunction(
      () =>
        document.querySelector("form[data-lead-form] button[type=submit]")?.textContent ===
        "Submitting...",
    );
    expect(await button.isDisabled()).toBe(true);
    release();
    await toast(visit.page, "success").waitFor();
    expect(await button.textContent()).toBe("Submit Request");
    expect(visit.sent).toHaveLength(1);
  });

  it.each([
    [451, "Unavailable For Headless Browser", "does not accept messages from this browser"],
    [403, "Forbidden", "refused this message"],
    [429, "Too Many Requests", "Please wait a few seconds"],
    [400, "The template ID is invalid", "The sending service answered: The template ID is invalid"],
    [413, "Variables size limit. The maximum allowed variables size is 50Kb", "too large to send"],
  ])(
    "keeps everything and offers the phone when the provider answers %i",
    async (status, text, reason) => {
      const visit = await open("/contact", "serviceRequest");
      await visit.page.route(SEND, (route) => route.fulfill({ status, body: text }));
      await fillServiceRequest(visit, "Please come Tuesday");
      const before = await values(visit.form);
      await submitRequest(visit);
      const shown = await expectToast(
        visit.page,
        "error",
        "Error",
        "Failed to send your request. Please call us directly.",
      );
      expect(await shown.getByRole("link", { name: `Call ${PHONE}` }).getAttribute("href")).toBe(
        TEL,
      );
      expect(await values(visit.form)).toEqual(before);
      const failure = visit.form.locator("[data-lead-failure]");
      expect(await failure.textContent()).toContain(reason);
      expect(await failure.getByRole("link", { name: PHONE }).getAttribute("href")).toBe(TEL);
      expect(visit.errors.join("\n")).toContain(`${status}`);
      expect(visit.sent).toHaveLength(1);
    },
  );

  it("retries a server error twice, then fails with the call link", async () => {
    const visit = await open("/contact", "serviceRequest");
    await visit.page.route(SEND, (route) =>
      route.fulfill({ status: 503, body: "Service Unavailable" }),
    );
    await fillServiceRequest(visit);
    await submitRequest(visit);
    await runClockUntil(() => visit.sent.length === 3);
    await expectToast(
      visit.page,
      "error",
      "Error",
      "Failed to send your request. Please call us directly.",
    );
    expect(visit.sent).toHaveLength(3);
    expect(await visit.form.locator("[data-lead-failure]").textContent()).toContain(
      "not answering right now",
    );
  });

  it("gets a lead through when a retry succeeds, and it arrives once", async () => {
    const visit = await open("/contact", "serviceRequest");
    let calls = 0;
    await visit.page.route(SEND, (route) =>
      ++calls === 1 ? route.abort("failed") : route.fallback(),
    );
    await fillServiceRequest(visit);
    await submitRequest(visit);
    await runClockUntil(() => visit.sent.length === 2);
    await toast(visit.page, "success").waitFor();
    expect(visit.sent).toHaveLength(2);
    expect(leads()).toHaveLength(1);
  });

  it("treats a network failure (a TypeError, no status) as the failure toast, after retrying", async () => {
    const visit = await open("/contact", "serviceRequest");
    await visit.page.route(SEND, (route) => route.abort("internetdisconnected"));
    await fillServiceRequest(visit);
    await submitRequest(visit);
    await runClockUntil(() => visit.sent.length === 3);
    await expectToast(
      visit.page,
      "error",
      "Error",
      "Failed to send your request. Please call us directly.",
    );
    expect(visit.sent).toHaveLength(3);
    expect(await visit.form.locator("[data-lead-failure]").textContent()).toContain(
      "no connection",
    );
    expect(visit.errors.join("\n")).toContain("Network Error");
  });

  it("logs 'Failed to convert image to base64' for an unreadable photo, shows the failure toast and sends nothing", async () => {
    const visit = await open("/contact", "serviceRequest");
    await fillServiceRequest(visit);
    await visit.form.getByLabel("Service tag photo").setInputFiles({
      name: "tag.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("not really a jpeg"),
    });
    await submitRequest(visit);
    await expectToast(
      visit.page,
      "error",
      "Error",
      "Failed to send your request. Please call us directly.",
    );
    expect(visit.errors.join("\n")).toContain("Failed to convert image to base64");
    expect(await visit.form.textContent()).toContain("This photo could not be read.");
    expect(visit.sent).toHaveLength(0);
    expect(await values(visit.form)).toContain("Jane Test");
  });

  it("keeps and sends what was typed and chosen in the drawn page before its code started", async () => {
    // The page's code is held on the way, as on a slow phone connection, while the visitor types.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site.origin}/contact`);
    const visit: Visit = {
      page,
      form: page.locator("form[data-lead-form=serviceRequest]"),
      sent,
      errors,
    };
    await fillServiceRequest(visit, "Typed early");
    await visit.form
      .getByLabel("Service tag photo")
      .setInputFiles({ name: "tag.png", mimeType: "image/png", buffer: PIXEL_PNG });
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute("data-code-started")),
    ).toBe(false);
    // Sent before the code runs: held back, so the fields never end up in the address, and sent
    // once the form's code has started, without a second press.
    await visit.form.evaluate((form: HTMLFormElement) => form.requestSubmit());
    expect(await visit.form.getAttribute("data-submit-held")).toBe("");
    release();
    await toast(page, "success").waitFor();
    expect(new URL(page.url()).search).toBe("");
    expect(leads()).toHaveLength(1);
    const [lead] = leads();
    expect(lead.params).toMatchObject({
      name: "Jane Test",
      phone: "613 555 0199",
      appliance: "refrigerator",
      message: "Typed early",
      hasAttachment: "Yes",
    });
  });

  it("keeps a draft through a reload of the tab, until it is sent", async () => {
    const visit = await open("/contact", "serviceRequest");
    await fillServiceRequest(visit, "Fridge is warm");
    await visit.page.reload();
    await visit.page.waitForSelector("html[data-hydrated=true]");
    await visit.page.waitForFunction(
      () =>
        (document.querySelector("form[data-lead-form] [name=name]") as HTMLInputElement)?.value ===
        "Jane Test",
    );
    expect(await values(visit.form)).toEqual([
      "Jane Test",
      "613 555 0199",
      "1 Test Street, Kingston",
      "jane@example.com",
      "refrigerator",
      "Fridge is warm",
    ]);
    await submitRequest(visit);
    await toast(visit.page, "success").waitFor();
    // Sent, the draft is gone from the tab's storage, so the reloaded form has nothing to bring back.
    expect(await visit.page.evaluate(() => sessionStorage.length)).toBe(0);
    await visit.page.reload();
    await visit.page.waitForSelector("html[data-hydrated=true]");
    await settle();
    expect(await values(visit.form)).toEqual(["", "", "", "", "", ""]);
  });

  it("keeps what was typed while the form's code was on the way, through a reload", async () => {
    const visit = await open("/contact", "serviceRequest");
    // The form's code never arrives on this first visit: the typing is all the page's own.
    await visit.page.route(/\/assets\/islands-[\w-]+\.js$/, () => new Promise(() => {}));
    await visit.form.getByLabel(/^Name/).fill("Jane Test");
    await visit.form.getByLabel(/^Message/).fill("Typed while loading");
    expect(
      await visit.form.locator("xpath=ancestor::*[@data-island]").getAttribute("data-island-ready"),
    ).toBeNull();
    await visit.page.unroute(/\/assets\/islands-[\w-]+\.js$/);
    await visit.page.reload();
    // A draft in the tab: the form starts with the page and shows it.
    await visit.page.waitForSelector("[data-island][data-island-ready]");
    expect(await visit.form.getByLabel(/^Name/).inputValue()).toBe("Jane Test");
    expect(await visit.form.getByLabel(/^Message/).inputValue()).toBe("Typed while loading");
  });

  it("thanks a robot that fills the hidden field, and the outbox keeps nothing of it", async () => {
    const visit = await open("/contact", "serviceRequest");
    await fillServiceRequest(visit);
    const trap = visit.form.locator("input[name=website]");
    expect(await trap.getAttribute("tabindex")).toBe("-1");
    await trap.fill("https://spam.example", { force: true });
    await submitRequest(visit);
    await toast(visit.page, "success").waitFor();
    await settle();
    // The hidden field's value goes to the outbox, which judges it: thanked, and not kept.
    expect(visit.sent.map((request) => request.postDataJSON().template_params.website)).toEqual([
      "https://spam.example",
    ]);
    expect(leads()).toEqual([]);
    // A person's lead from the same page still goes out, exactly once, after the provider's interval.
    await visit.page.clock.fastForward(fixture.site().delivery.limitRateMs);
    await trap.fill("", { force: true });
    await fillServiceRequest(visit, "A person this time");
    // The robot's success toast may still show: wait for the lead's own answer instead.
    const delivered = visit.page.waitForResponse(SEND);
    await submitRequest(visit);
    expect((await delivered).status()).toBe(200);
    expect(visit.sent).toHaveLength(2);
    expect(leads().map((lead) => lead.params.message)).toEqual(["A person this time"]);
  });

  it("uses the provider's rate limit: a second lead moments after the first is held back", async () => {
    const visit = await open("/contact", "serviceRequest");
    await fillServiceRequest(visit);
    await submitRequest(visit);
    await toast(visit.page, "success").waitFor();
    await fillServiceRequest(visit, "Same again");
    await submitRequest(visit);
    await expectToast(
      visit.page,
      "error",
      "Error",
      "Failed to send your request. Please call us directly.",
    );
    expect(await visit.form.locator("[data-lead-failure]").textContent()).toContain(
      "Please wait a few seconds",
    );
    expect(visit.sent).toHaveLength(1);
    expect(leads()).toHaveLength(1);
    // Once the provider's interval (delivery.limitRateSeconds) has passed, the kept lead goes out.
    await visit.page.clock.fastForward(fixture.site().delivery.limitRateMs);
    const delivered = visit.page.waitForResponse(SEND);
    await submitRequest(visit);
    expect((await delivered).status()).toBe(200);
    await toast(visit.page, "success").waitFor();
    expect(visit.sent).toHaveLength(2);
    expect(leads().map((lead) => lead.params.message)).toEqual([
      "No additional details provided",
      "Same again",
    ]);
  });
});

describe("purchase inquiry on /purchase-inquiry", () => {
  async function fill({ form }: Visit) {
    await form.getByLabel("Name").fill("Sam Buyer");
    await form.getByLabel("Phone Number").fill("(613) 555-0100");
    await form.getByLabel("Email").fill("sam@example.com");
    await form.getByLabel("Appliance").selectOption("stove");
  }
  const submit = (visit: Visit) =>
    visit.form.getByRole("button", { name: "Submit Purchase Inquiry" }).click();

  it("shows the spec's heading, fields, defaults and footnote", async () => {
    const visit = await open("/purchase-inquiry", "purchaseInquiry");
    expect(await visit.page.locator("h1").textContent()).toBe("Purchase Inquiry");
    expect(await visit.form.locator("label:not([for$=website])").allTextContents()).toEqual([
      "Name *",
      "Phone Number *",
      "Email *",
      "Delivery Address (optional)",
      "Appliance *",
      "Budget Range",
      "Timeframe",
      "Additional Details",
      "Photo (optional)",
    ]);
    expect(await visit.form.getByLabel("Budget Range").getAttribute("placeholder")).toBe(
      "$500-$800",
    );
    expect(await visit.form.getByLabel("Timeframe").locator("option").allTextContents()).toEqual([
      "As soon as possible",
      "Within a week",
      "Within a month",
      "Just browsing",
    ]);
    expect(await visit.form.getByLabel("Timeframe").inputValue()).toBe("As soon as possible");
    expect(await visit.form.getByLabel("Additional Details").getAttribute("rows")).toBe("4");
    expect(await visit.form.getByLabel("Phone Number").getAttribute("type")).toBe("tel");
    expect(await visit.form.getByLabel("Email").getAttribute("type")).toBe("email");
    expect(await visit.form.getByLabel("Email").getAttribute("autocomplete")).toBe("email");
    expect(await visit.page.locator("main").textContent()).toContain(
      "We will reply within 24 hours.",
    );
  });

  it("sends the spec's payload labelled 'Purchase Inquiry', with 'Not specified' for an empty budget", async () => {
    const visit = await open("/purchase-inquiry", "purchaseInquiry");
    await fill(visit);
    await submit(visit);
    await expectToast(
      visit.page,
      "success",
      "Success!",
      "Your purchase inquiry has been submitted. We'll contact you shortly.",
    );
    expect(leads()[0]).toMatchObject({
      templateId: "purchase-inquiry",
      params: {
        name: "Sam Buyer",
        phone: "(613) 555-0100",
        email: "sam@example.com",
        address: "",
        appliance: "stove",
        budget: "Not specified",
        timeframe: "As soon as possible",
        message: "No additional details provided",
        inquiryType: "Purchase Inquiry",
        hasAttachment: "No",
        form: "purchaseInquiry",
        language: "en",
        page: "/purchase-inquiry",
      },
    });
    expect(await values(visit.form)).toEqual(["", "", "", "", "", "", "As soon as possible", ""]);
  });

  it("sends what was chosen and typed, with the photo", async () => {
    const visit = await open("/purchase-inquiry", "purchaseInquiry");
    await fill(visit);
    await visit.form.getByLabel("Delivery Address (optional)").fill("9 Test Road, Gananoque");
    await visit.form.getByLabel("Budget Range").fill("$600-$900");
    await visit.form.getByLabel("Timeframe").selectOption("Within a week");
    await visit.form.getByLabel("Additional Details").fill("Gas, 30 inch");
    await visit.form
      .getByLabel("Photo (optional)")
      .setInputFiles({ name: "kitchen.png", mimeType: "image/png", buffer: PIXEL_PNG });
    await submit(visit);
    await toast(visit.page, "success").waitFor();
    expect(leads()[0].params).toEqual({
      name: "Sam Buyer",
      phone: "(613) 555-0100",
      email: "sam@example.com",
      address: "9 Test Road, Gananoque",
      appliance: "stove",
      budget: "$600-$900",
      timeframe: "Within a week",
      message: "Gas, 30 inch",
      inquiryType: "Purchase Inquiry",
      hasAttachment: "Yes",
      form: "purchaseInquiry",
      language: "en",
      page: "/purchase-inquiry",
    });
    expect(readFileSync(join(outbox, leads()[0].photoFile!))).toEqual(PIXEL_PNG);
  });

  it("needs name, phone, e-mail and appliance, and says so", async () => {
    const visit = await open("/purchase-inquiry", "purchaseInquiry");
    await visit.form.getByLabel("Budget Range").fill("$500");
    await submit(visit);
    await expectToast(visit.page, "error", "Error", "Please fill in all required fields");
    expect(
      await visit.form
        .locator("[aria-invalid=true]")
        .evaluateAll((els) => els.map((el) => el.getAttribute("name"))),
    ).toEqual(["name", "phone", "email", "appliance"]);
    expect(visit.sent).toHaveLength(0);
  });

  it("shows its own failure toast and keeps everything", async () => {
    const visit = await open("/purchase-inquiry", "purchaseInquiry");
    await visit.page.route(SEND, (route) => route.fulfill({ status: 403, body: "Forbidden" }));
    await fill(visit);
    await submit(visit);
    await expectToast(
      visit.page,
      "error",
      "Error",
      "Failed to send your inquiry. Please call us directly.",
    );
    expect(await values(visit.form)).toContain("Sam Buyer");
  });
});

describe("review on /ar/testimonials", () => {
  const review = fixture.site("ar").forms.review!;
  const label = (kind: string) => review.fields.find((field) => field.kind === kind)!.label;
  const arWords = fixture.words("ar", "common") as {
    form: { problems: Record<string, string> };
    review: Record<string, string>;
  };
  const section = fixture
    .page("ar", "testimonials")
    .sections.find((s) => s.type === "review-form")!;

  it("is not sent without the permission to publish it, and says so beside the box", async () => {
    const visit = await open("/ar/testimonials", "review");
    await visit.form.getByLabel(label("textarea")).fill("أصلحوا المجفف في ساعة.");
    await visit.form
      .getByLabel(new RegExp(`^${review.fields.find((f) => f.name === "name")!.label}`))
      .fill("مريم ع.");
    await visit.form.getByRole("button", { name: review.submitLabel }).click();
    await toast(visit.page, "error").waitFor();
    expect(
      await visit.form
        .locator("[aria-invalid=true]")
        .evaluateAll((els) => els.map((el) => el.getAttribute("name"))),
    ).toEqual(["consent"]);
    expect(await visit.form.textContent()).toContain(arWords.form.problems.consent);
    expect(visit.sent).toHaveLength(0);
  });

  it("sends the review to the owner with its stars, language, page and permission; shows it as pending", async () => {
    const visit = await open("/ar/testimonials", "review");
    await visit.form.getByText("4★").click();
    await visit.form.getByLabel(label("textarea")).fill("أصلحوا المجفف في ساعة.");
    await visit.form
      .getByLabel(new RegExp(`^${review.fields.find((f) => f.name === "name")!.label}`))
      .fill("مريم ع.");
    await visit.form.getByLabel(label("consent")).check();
    await visit.form.getByRole("button", { name: review.submitLabel }).click();
    await expectToast(visit.page, "success", arWords.review.submittedTitle, review.successText);
    expect(leads()).toEqual([
      expect.objectContaining({
        templateId: "review",
        params: sentReview({
          text: "أصلحوا المجفف في ساعة.",
          name: "مريم ع.",
          language: "ar",
          page: "/ar/testimonials",
        }),
      }),
    ]);
    const yours = visit.page.locator(`section#${section.id}`, {
      hasText: (section as { yourReviewHeading: string }).yourReviewHeading,
    });
    expect(await yours.locator("figure").textContent()).toContain("أصلحوا المجفف في ساعة.");
    expect(await yours.textContent()).toContain(arWords.review.pendingNote);
    // The form starts again: five stars, nothing typed, the box unticked.
    expect(
      await visit.form
        .getByRole("radio")
        .evaluateAll((els) =>
          els
            .filter((el) => (el as HTMLInputElement).checked)
            .map((el) => (el as HTMLInputElement).value),
        ),
    ).toEqual(["5"]);
    expect(await visit.form.getByLabel(label("consent")).isChecked()).toBe(false);
  });

  it("keeps a review's card within a phone's screen, whatever the length of a word in it", async () => {
    const visit = await open("/ar/testimonials", "review");
    const word = "a".repeat(1500);
    await visit.form.getByLabel(label("textarea")).fill(`Great ${word}`);
    await visit.form
      .getByLabel(new RegExp(`^${review.fields.find((f) => f.name === "name")!.label}`))
      .fill("مريم ع.");
    await visit.form.getByLabel(label("consent")).check();
    // Past the provider's rate limit left by the review sent before.
    await visit.page.clock.fastForward(60_000);
    await visit.form.getByRole("button", { name: review.submitLabel }).click();
    const card = visit.page.locator(`section#${section.id} figure`).last();
    await card.waitFor();
    expect((await card.boundingBox())!.width).toBeLessThanOrEqual(375);
    expect(
      await visit.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(375);
  });
});
