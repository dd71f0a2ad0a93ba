// The header, menus, footer, floating button and theme, as a visitor uses them in Chromium.
import { describe, expect, it } from "vitest";
import type { BrowserContextOptions, Page } from "playwright-core";
import { useBuiltSite } from "../helpers/browser.ts";

const site = useBuiltSite();

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

async function open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await site.browser.newContext({ viewport: DESKTOP, ...options });
  const page = await context.newPage();
  await page.goto(site.origin + path);
  await page.waitForSelector("html[data-hydrated=true]");
  return page;
}
const done = (page: Page) => page.context().close();

describe("desktop header (1280 px)", () => {
  it("has the brand, a prominent phone button and the main links", async () => {
    const page = await open("/about");
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: /GTA Appliance Pros/ }).isVisible()).resolves.toBe(true);
    expect(await header.getByRole("link", { name: "(416) 555-0142" }).getAttribute("href")).toBe("tel:+14165550142");
    const nav = header.getByRole("navigation", { name: "Main menu" }).first();
    for (const name of ["Home", "About", "Contact", "FAQ"]) expect(await nav.getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
    expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);
    await done(page);
  });

  it("opens the services and areas menus, closes them with Escape, and follows a link", async () => {
    const page = await open("/about");
    const services = page.getByRole("button", { name: "Our Services" });
    await services.click();
    expect(await services.getAttribute("aria-expanded")).toBe("true");
    const list = page.locator(`#${(await services.getAttribute("aria-controls"))!.replace(/:/g, "\\:")}`);
    expect(await list.getByRole("link").allTextContents()).toEqual(["All services", "Washer Repair", "Dryer Repair", "Dishwasher Repair", "Stove Repair", "Refrigerator Repair", "Oven Repair", "New Appliances", "Used Appliances"]);
    await page.keyboard.press("Escape");
    expect(await services.getAttribute("aria-expanded")).toBe("false");
    await expect(services.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    const areas = page.getByRole("button", { name: "Service Areas" });
    await areas.click();
    await page.locator("header").getByRole("link", { name: "Richmond Hill", exact: true }).click();
    await page.waitForURL("**/locations/richmond-hill");
    await page.locator("h1", { hasText: "Appliance Repair in Richmond Hill" }).waitFor();
    expect(await areas.getAttribute("aria-expanded")).toBe("false");
    await done(page);
  });

  it("works from the keyboard alone: Tab to the menu, Enter opens it, Tab reaches its links", async () => {
    const page = await open("/about");
    const services = page.getByRole("button", { name: "Our Services" });
    await services.focus();
    await page.keyboard.press("Enter");
    expect(await services.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("All services");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/#services");
    await done(page);
  });

  it("scrolls smoothly to #services from the services menu, and the logo scrolls smoothly back up", async () => {
    const page = await open("/");
    // Records the scroll position on every frame, to see the page glide rather than jump.
    const recordScroll = () =>
      page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { seen: number[] }).seen = seen;
        const step = () => {
          seen.push(Math.round(window.scrollY));
          if (seen.length < 120) requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      });
    const positions = () => page.evaluate(() => (window as unknown as { seen: number[] }).seen);
    const target = await page.locator("#services").evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

    await page.getByRole("button", { name: "Our Services" }).click();
    await recordScroll();
    await page.getByRole("link", { name: "All services" }).click();
    await page.waitForFunction((top) => Math.abs(window.scrollY - (top - 80)) < 4, target, { timeout: 5000 });
    const down = new Set((await positions()).filter((y) => y > 0 && y < target - 80 - 4));
    expect(down.size, "positions passed on the way down").toBeGreaterThan(2);

    await recordScroll();
    await page.getByRole("link", { name: /back to the top/ }).click();
    await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 5000 });
    const up = new Set((await positions()).filter((y) => y > 0 && y < target - 80 - 4));
    expect(up.size, "positions passed on the way up").toBeGreaterThan(2);
    await done(page);
  });
});

describe("phone menu (375 px)", () => {
  it("has the groups Our Services, Service Areas and More, Back to Home and Call Now", async () => {
    const page = await open("/contact", { viewport: PHONE, isMobile: true, hasTouch: true });
    expect(await page.getByRole("button", { name: "Our Services" }).isVisible()).toBe(false);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.locator("header nav").last();
    expect(await menu.isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");

    const groups = menu.locator("button[aria-expanded]");
    expect(await groups.allTextContents()).toEqual(["Our Services", "Service Areas", "More"]);
    for (const group of await groups.all()) expect(await group.getAttribute("aria-expanded")).toBe("false");

    await menu.getByRole("button", { name: "More" }).click();
    expect(await menu.getByRole("link", { name: "FAQ" }).isVisible()).toBe(true);
    expect(await menu.getByRole("link", { name: "About" }).isVisible()).toBe(true);
    expect(await menu.getByRole("link", { name: "Contact" }).isVisible()).toBe(true);
    await menu.getByRole("button", { name: "More" }).click();
    expect(await menu.getByRole("link", { name: "FAQ" }).isVisible()).toBe(false);

    expect(await menu.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    expect(await menu.getByRole("link", { name: "Call Now" }).getAttribute("href")).toBe("tel:+14165550142");

    await menu.getByRole("button", { name: "Our Services" }).click();
    await menu.getByRole("link", { name: "Dryer Repair" }).click();
    await page.waitForURL("**/services/dryer-repair");
    await menu.waitFor({ state: "hidden" });
    await done(page);
  });
});

describe("footer", () => {
  it("shows the current year, the privacy policy, a tel link and a mailto link", async () => {
    const page = await open("/");
    const footer = page.locator("footer");
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} GTA Appliance Pros`);
    expect(await footer.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy-policy");
    expect(await footer.locator('a[href="tel:+14165550142"]').count()).toBeGreaterThan(0);
    expect(await footer.locator('a[href="mailto:service@example.com"]').count()).toBe(1);
    await done(page);
  });
});

describe("floating 'Book A FREE Diagnosis' button", () => {
  const floating = (page: Page) => page.locator("[data-floating-cta]");

  it("appears only past 100 px of scroll and goes to /contact", async () => {
    const page = await open("/");
    expect(await floating(page).getAttribute("data-floating-cta")).toBe("hidden");
    await page.evaluate(() => window.scrollTo({ top: 100, behavior: "instant" }));
    await page.waitForTimeout(100);
    expect(await floating(page).getAttribute("data-floating-cta")).toBe("hidden");
    await page.evaluate(() => window.scrollTo({ top: 101, behavior: "instant" }));
    await page.waitForSelector('[data-floating-cta="shown"]');
    const link = floating(page).getByRole("link", { name: "Book A FREE Diagnosis" });
    await link.click();
    await page.waitForURL("**/contact");
    await done(page);
  });

  it("is full width on a phone", async () => {
    const page = await open("/", { viewport: PHONE, isMobile: true, hasTouch: true });
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await page.waitForSelector('[data-floating-cta="shown"]');
    const box = await floating(page).getByRole("link").boundingBox();
    expect(box!.width).toBeGreaterThan(PHONE.width - 32);
    await done(page);
  });

  it("wiggles after it appears and is still within 5 seconds", async () => {
    const page = await open("/");
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await page.waitForSelector("[data-wiggling]", { timeout: 2000 });
    await page.waitForTimeout(5000);
    expect(await page.locator("[data-wiggling]").count()).toBe(0);
    expect(await floating(page).getByRole("link").evaluate((el) => el.getAnimations().length)).toBe(0);
    await done(page);
  });

  it("does not wiggle for a visitor who asks for reduced motion", async () => {
    const page = await open("/", { reducedMotion: "reduce" });
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await page.waitForSelector('[data-floating-cta="shown"]');
    await page.waitForTimeout(1500);
    expect(await page.locator("[data-wiggling]").count()).toBe(0);
    await done(page);
  });

  it("never covers the element that has keyboard focus", async () => {
    // Reduced motion makes focus scrolling instant, so each stop is measured where it ends up.
    const page = await open("/", { viewport: PHONE, isMobile: true, reducedMotion: "reduce" });
    const covered: string[] = [];
    let checked = 0;
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press("Tab");
      const overlap = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        const button = document.querySelector('[data-floating-cta="shown"] a');
        if (!focused || focused === document.body || !button || button.contains(focused)) return null;
        (window as unknown as { checked: number }).checked = ((window as unknown as { checked?: number }).checked ?? 0) + 1;
        const a = focused.getBoundingClientRect();
        const b = button.getBoundingClientRect();
        const isCovered = a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right && a.height > 0;
        return isCovered ? `${focused.tagName} ${focused.textContent?.trim().slice(0, 40)}` : null;
      });
      if (overlap) covered.push(overlap);
    }
    checked = await page.evaluate(() => (window as unknown as { checked?: number }).checked ?? 0);
    // The walk went far enough down the page for the button to be shown beside most stops.
    expect(checked).toBeGreaterThan(30);
    expect(covered).toEqual([]);
    await done(page);
  }, 60_000);
});

describe("theme", () => {
  it("defaults to the system setting", async () => {
    const dark = await open("/", { colorScheme: "dark" });
    expect(await dark.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await dark.getByRole("radio", { name: "System" }).first().getAttribute("aria-checked")).toBe("true");
    await done(dark);
    const light = await open("/", { colorScheme: "light" });
    expect(await light.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    await done(light);
  });

  it("keeps the visitor's choice under localStorage 'theme' across a reload", async () => {
    const page = await open("/", { colorScheme: "light" });
    await page.getByRole("radio", { name: "Dark" }).first().click();
    expect(await page.evaluate(() => [localStorage.getItem("theme"), document.documentElement.classList.contains("dark")])).toEqual(["dark", true]);
    await page.reload();
    await page.waitForSelector("html[data-hydrated=true]");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await page.getByRole("radio", { name: "Dark" }).first().getAttribute("aria-checked")).toBe("true");
    await page.getByRole("radio", { name: "Light" }).first().click();
    await page.reload();
    expect(await page.evaluate(() => [localStorage.getItem("theme"), document.documentElement.classList.contains("dark")])).toEqual(["light", false]);
    await done(page);
  });

  it("is applied before the page's script runs, so there is no flash of the wrong theme", async () => {
    const page = await open("/", { colorScheme: "light" });
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    // With every script file refused, only the inline script in the HTML can set the theme.
    await page.route("**/*.js", (route) => route.abort());
    await page.reload({ waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe("rgb(255, 255, 255)");
    await done(page);
  });
});
