// The fixture site in a browser with JavaScript switched off: the menus open, the links go where
// they say, the theme switch works, the FAQ opens, and the forms give the phone number instead
// of a button that cannot send.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { useBuiltSite } from "../../helpers/browser.ts";
import { fixture } from "../../helpers/fixture-facts.ts";
import { DESKTOP, PHONE } from "../../helpers/shared-pages.ts";

const site = useBuiltSite();
const { business, services, locations, languages } = fixture.site("en");
const nav = fixture.words("en", "nav") as Record<string, string>;
const common = fixture.words("en", "common") as {
  theme: Record<string, string>;
  form: Record<string, string>;
};
const arabic = languages.find((l) => l.code === "ar")!;

let desktop: BrowserContext;
let phone: BrowserContext;
beforeAll(async () => {
  desktop = await site.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
  phone = await site.browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: false,
  });
});
afterAll(async () => {
  await desktop?.close();
  await phone?.close();
});

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(site.origin + path);
  expect(
    await page
      .evaluate(() => document.documentElement.hasAttribute("data-hydrated"))
      .catch(() => false),
  ).toBe(false);
  return page;
}
const menuLabel = (page: Page, name: string) =>
  page.locator("header details[data-menu] > summary", { hasText: name }).first();

describe("with JavaScript off", () => {
  it("opens the services and areas menus, one at a time, and follows their links", async () => {
    const page = await open(desktop, "/about");
    await menuLabel(page, nav.ourServices).click();
    for (const service of services)
      expect(
        await page
          .locator("header")
          .getByRole("link", { name: service.title, exact: true })
          .first()
          .isVisible(),
        service.title,
      ).toBe(true);
    await menuLabel(page, nav.serviceAreas).click();
    expect(
      await page
        .locator("header")
        .getByRole("link", { name: services[0].title, exact: true })
        .first()
        .isVisible(),
    ).toBe(false);
    const last = locations.at(-1)!;
    await page.locator("header").getByRole("link", { name: last.name, exact: true }).click();
    await page.waitForURL(`**${last.href}`);
    await page.close();
  });

  it("switches language from the language menu", async () => {
    const page = await open(desktop, "/contact");
    await menuLabel(page, nav.language).click();
    await page.getByRole("link", { name: arabic.name }).click();
    await page.waitForURL("**/ar/contact");
    expect(
      await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
    ).toEqual(["ar", "rtl"]);
    await page.close();
  });

  it("opens the phone menu and its groups, and follows a link", async () => {
    const page = await open(phone, "/contact");
    await page.locator("[data-mobile-menu] > summary").click();
    const menu = page.locator("[data-mobile-menu] nav");
    expect(await menu.isVisible()).toBe(true);
    await menu.locator("details > summary", { hasText: nav.ourServices }).click();
    await menu.getByRole("link", { name: services[1].title, exact: true }).click();
    await page.waitForURL(`**${services[1].href}`);
    await page.close();
  });

  it("turns the page dark and light from the theme switch", async () => {
    const page = await open(desktop, "/");
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.locator("footer").getByTitle(common.theme.dark).click();
    expect(await background()).not.toBe(light);
    await page.locator("footer").getByTitle(common.theme.light).click();
    expect(await background()).toBe(light);
    await page.close();
  });

  it("opens an answer of the FAQ", async () => {
    const page = await open(desktop, "/advantages");
    const first = page.locator("section#questions details").first();
    await first.locator("summary").click();
    expect(await first.locator("summary + div").isVisible()).toBe(true);
    await page.close();
  });

  it("gives the phone number in the forms, in place of a button that cannot send", async () => {
    for (const path of ["/contact", "/purchase-inquiry"]) {
      const page = await open(phone, path);
      const form = page.locator("form[data-lead-form]");
      expect(await form.locator("button[type=submit]").isVisible(), path).toBe(false);
      const note = form.locator("[data-lead-needs-script]");
      expect(await note.isVisible(), path).toBe(true);
      expect(await note.textContent()).toContain(common.form.needsScript);
      expect(await note.getByRole("link", { name: business.phone }).getAttribute("href")).toBe(
        business.telHref,
      );
      await page.close();
    }
  });
});

describe("with JavaScript on", () => {
  it("keeps the forms' button and hides the note", async () => {
    const context = await site.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(site.origin + "/contact");
    expect(await page.locator("form[data-lead-form] button[type=submit]").isVisible()).toBe(true);
    expect(await page.locator("[data-lead-needs-script]").isVisible()).toBe(false);
    await context.close();
  });
});
