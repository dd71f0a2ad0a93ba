// The fixture site built with EmailJS keys in the environment sends leads to the provider,
// not to the outbox. The provider is played by an intercepted request.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { openSite } from "../../helpers/browser.ts";
import { EVERY_SECTION, sharedBuild } from "../../helpers/fixture-site.ts";

const KEYS = {
  EMAILJS_PUBLIC_KEY: "pk_test_public",
  EMAILJS_SERVICE_ID: "service_test",
  EMAILJS_TEMPLATE_SERVICE_REQUEST: "template_request",
  EMAILJS_TEMPLATE_PURCHASE_INQUIRY: "template_inquiry",
  EMAILJS_TEMPLATE_REVIEW: "template_review",
};
let site: Awaited<ReturnType<typeof openSite>>;
beforeAll(async () => {
  // Built once per set of keys and kept in .build/sites/ like the plain fixture build.
  site = await openSite(join(sharedBuild(EVERY_SECTION, KEYS), "dist"));
}, 180_000);
afterAll(() => site?.close());

describe("a build with EmailJS keys", () => {
  it("sends the purchase inquiry to api.emailjs.com with the keys from the environment", async () => {
    const page = await site.browser.newPage();
    const bodies: unknown[] = [];
    const outbox: string[] = [];
    page.on(
      "request",
      (request) => request.url().startsWith(site.origin + "/api/") && outbox.push(request.url()),
    );
    await page.route("https://api.emailjs.com/api/v1.0/email/send", async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({
        status: 200,
        body: "OK",
        headers: { "Access-Control-Allow-Origin": "*" },
      });
    });
    await page.goto(`${site.origin}/purchase-inquiry`);
    await page.waitForSelector("html[data-hydrated=true]");
    const form = page.locator("form[data-lead-form=purchaseInquiry]");
    await form.getByLabel("Name").fill("Sam Buyer");
    await form.getByLabel("Phone Number").fill("613 555 0100");
    await form.getByLabel("Email").fill("sam@example.com");
    await form.getByLabel("Appliance").selectOption("washer");
    await form.getByRole("button", { name: "Submit Purchase Inquiry" }).click();
    await page.locator("[data-toast=success]").waitFor();
    expect(bodies).toEqual([
      expect.objectContaining({
        lib_version: "4.4.1",
        user_id: "pk_test_public",
        service_id: "service_test",
        template_id: "template_inquiry",
        template_params: expect.objectContaining({
          inquiryType: "Purchase Inquiry",
          name: "Sam Buyer",
        }),
      }),
    ]);
    expect(outbox).toEqual([]);
    await page.close();
  });
});
