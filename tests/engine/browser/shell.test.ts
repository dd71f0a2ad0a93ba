// The header, menus, footer, floating button and theme of the fixture site: what the prerendered
// HTML holds is read from the built files; what a visitor does with it is done in Chromium, with
// time moved by page.clock rather than waited for.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useBuiltSite } from "../../helpers/browser.ts";
import { fixture } from "../../helpers/fixture-facts.ts";
import { DESKTOP, framesDrawn, PHONE, usePages } from "../../helpers/shared-pages.ts";
import { footerOverItsEstimate } from "../../helpers/page-checks.ts";
import { builtHtml, element, elements, links, textOf } from "../../helpers/built-html.ts";
import { formatNumber } from "../../../src/site/shared/numbers.ts";

const site = useBuiltSite();
const { open, done } = usePages(site);

const { business, navigation, services, placeLinks } = fixture.site("en");
const nav = fixture.words("en", "nav") as Record<string, string>;
const common = fixture.words("en", "common") as Record<string, string> & {
  theme: Record<string, string>;
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A header menu's label (its <summary>), and whether the menu is open. */
const menuLabel = (page: Page, name: string) =>
  page.locator("header details[data-menu] > summary", { hasText: name }).first();
const isOpen = (label: ReturnType<typeof menuLabel>) =>
  label.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
const phoneMenu = (page: Page) => page.locator("[data-mobile-menu] > summary");

describe("desktop header (1280 px)", () => {
  it("has the brand, a prominent phone button and the main links", async () => {
    const page = await open("/about");
    const header = page.locator("header");
    await expect(
      header.getByRole("link", { name: new RegExp(escape(business.name)) }).isVisible(),
    ).resolves.toBe(true);
    const phone = header.getByRole("link", { name: business.phone });
    expect(await phone.isVisible()).toBe(true);
    expect(await phone.getAttribute("href")).toBe(business.telHref);
    const menu = header.getByRole("navigation", { name: nav.primary }).first();
    const names = navigation.main.map((link) => link.label);
    expect(names.length).toBeGreaterThan(1);
    for (const name of names)
      expect(await menu.getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
    expect(await phoneMenu(page).isVisible()).toBe(false);
    await done(page);
  });

  it("opens the services and areas menus, closes them with Escape, and follows a link", async () => {
    const page = await open("/about");
    const servicesButton = menuLabel(page, nav.ourServices);
    await servicesButton.click();
    expect(await isOpen(servicesButton)).toBe(true);
    const list = servicesButton.locator("xpath=following-sibling::*[1]");
    // "All services", then every service of the fixture, repair and sales alike, in their order.
    expect(await list.getByRole("link").allTextContents()).toEqual([
      nav.allServices,
      ...services.map((s) => s.title),
    ]);
    await page.keyboard.press("Escape");
    expect(await isOpen(servicesButton)).toBe(false);
    await expect(servicesButton.evaluate((el) => el === document.activeElement)).resolves.toBe(
      true,
    );

    const areas = menuLabel(page, nav.serviceAreas);
    await areas.click();
    const list2 = areas.locator("xpath=following-sibling::*[1]");
    // The places the menus show, then the page of every place.
    expect(await list2.getByRole("link").allTextContents()).toEqual([
      ...placeLinks.shown.map((l) => l.name),
      nav.allServiceAreas,
    ]);
    // One menu open at a time: opening the areas closed the services.
    expect(await isOpen(servicesButton)).toBe(false);
    const last = placeLinks.shown.at(-1)!;
    await list2.getByRole("link", { name: last.name, exact: true }).click();
    await page.waitForURL(`**${last.href}`);
    const hero = fixture
      .page("en", `locations__${last.slug}`)
      .sections.find((s) => s.type === "location-hero");
    if (hero?.type !== "location-hero") throw new Error(`${last.href} has no location hero.`);
    await page.locator("h1", { hasText: hero.heading }).waitFor();
    expect(await isOpen(areas)).toBe(false);
    await done(page);
  });

  it("closes an open menu on a tap outside it", async () => {
    const page = await open("/about");
    const servicesButton = menuLabel(page, nav.ourServices);
    await servicesButton.click();
    // A tap in the page's margin, far below the open menu.
    await page.mouse.click(8, 700);
    expect(await isOpen(servicesButton)).toBe(false);
    await done(page);
  });

  it("works from the keyboard alone: Tab to the menu, Enter opens it, Tab reaches its links", async () => {
    const page = await open("/about");
    const servicesButton = menuLabel(page, nav.ourServices);
    await servicesButton.focus();
    await page.keyboard.press("Enter");
    expect(await isOpen(servicesButton)).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(nav.allServices);
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
    const target = await page
      .locator("#services")
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(target, "#services is far enough down the page to scroll to").toBeGreaterThan(
      DESKTOP.height,
    );

    await menuLabel(page, nav.ourServices).click();
    await recordScroll();
    await page.getByRole("link", { name: nav.allServices }).click();
    await page.waitForFunction((top) => Math.abs(window.scrollY - (top - 80)) < 4, target, {
      timeout: 5000,
    });
    const down = new Set((await positions()).filter((y) => y > 0 && y < target - 80 - 4));
    expect(down.size, "positions passed on the way down").toBeGreaterThan(2);

    await recordScroll();
    await page
      .getByRole("link", { name: new RegExp(`${escape(business.name)}, back to the top`) })
      .click();
    await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 5000 });
    const up = new Set((await positions()).filter((y) => y > 0 && y < target - 80 - 4));
    expect(up.size, "positions passed on the way up").toBeGreaterThan(2);
    await done(page);
  });
});

describe("phone header (375 px)", () => {
  it.each(
    Object.keys(fixture.routes.routes).map((lang) => [
      lang,
      lang === fixture.routes.defaultLanguage ? "/" : `/${lang}`,
    ]),
  )("fits the business's name and buttons without scrolling sideways (%s)", async (_, path) => {
    // The fixture's name is long enough to need two lines beside the buttons.
    expect(fixture.site().business.name.length).toBeGreaterThan(24);
    // A context of its own: the language chosen here must not follow the other tests.
    const page = await open(path, { phone: true, own: true });
    // A phone zooms out to fit a page wider than itself, so measure against the screen, not the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    const header = page.locator("header");
    for (const part of [
      header.getByRole("link", { name: new RegExp(fixture.site().business.name) }),
      header.getByRole("link", { name: fixture.site().business.phone }),
    ]) {
      const box = (await part.first().boundingBox())!;
      expect(box.x, path).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, path).toBeLessThanOrEqual(PHONE.width);
    }
    await done(page);
  });
});

describe("phone menu (375 px)", () => {
  it("has the groups Our Services, Service Areas and More, Back to Home and Call Now", async () => {
    const page = await open("/contact", { phone: true });
    expect(await menuLabel(page, nav.ourServices).isVisible()).toBe(false);
    const toggle = phoneMenu(page);
    expect(await toggle.getByText(nav.openMenu).count()).toBe(1);
    await toggle.click();
    const menu = page.locator("[data-mobile-menu] nav");
    expect(await menu.isVisible()).toBe(true);
    expect(
      await toggle.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open),
    ).toBe(true);
    expect(await toggle.locator(":scope > span:visible").allTextContents()).toEqual([
      nav.closeMenu,
    ]);

    const groups = menu.locator("details > summary");
    expect(await groups.allTextContents()).toEqual([
      nav.ourServices,
      nav.serviceAreas,
      nav.more,
      nav.language,
    ]);
    for (const group of await groups.all())
      expect(
        await group.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open),
      ).toBe(false);

    // More holds the main links after Home.
    const [home, ...more] = navigation.main;
    const group = (name: string) => menu.locator("details > summary", { hasText: name });
    await group(nav.more).click();
    for (const link of more)
      expect(
        await menu.getByRole("link", { name: link.label, exact: true }).isVisible(),
        link.label,
      ).toBe(true);
    await group(nav.more).click();
    expect(await menu.getByRole("link", { name: more[0].label, exact: true }).isVisible()).toBe(
      false,
    );

    expect(await menu.getByRole("link", { name: nav.backToHome }).getAttribute("href")).toBe(
      home.href,
    );
    expect(await menu.getByRole("link", { name: common.callNow }).getAttribute("href")).toBe(
      business.telHref,
    );

    const second = services[1];
    await group(nav.ourServices).click();
    await menu.getByRole("link", { name: second.title, exact: true }).click();
    await page.waitForURL(`**${second.href}`);
    await menu.waitFor({ state: "hidden" });
    await done(page);
  });
});

describe("footer", () => {
  it("has the business's name and year, the privacy policy, a tel link and a mailto link in the built page", () => {
    const footer = element(builtHtml("/"), "footer");
    expect(textOf(footer)).toMatch(new RegExp(`© \\d{4} ${escape(business.name)}`));
    const privacy = navigation.footer.find((link) => link.href === "/privacy-policy")!;
    expect(links(footer)).toContainEqual({ href: "/privacy-policy", text: privacy.label });
    expect(links(footer).filter((a) => a.href === business.telHref).length).toBeGreaterThan(0);
    expect(links(footer).filter((a) => a.href === `mailto:${business.email}`)).toHaveLength(1);
  });

  it("on a phone, is drawn as it comes near the screen, and takes no less room than it needs before", async () => {
    const page = await open("/", { phone: true });
    expect(
      await page.locator("footer").evaluate((footer) => getComputedStyle(footer).contentVisibility),
    ).toBe("auto");
    for (const width of [320, PHONE.width]) {
      await page.setViewportSize({ width, height: PHONE.height });
      expect(await footerOverItsEstimate(page)).toBeUndefined();
    }
    // Scrolled to, it is drawn whole: its last link is on the screen at the end of the page.
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
    );
    await framesDrawn(page);
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
    );
    const last = page.locator("footer nav a").last();
    expect(await last.isVisible()).toBe(true);
    const box = (await last.boundingBox())!;
    expect(box.y).toBeGreaterThan(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    await page.setViewportSize(PHONE);
    await done(page);
  });

  it("shows the visitor's current year, even when the page was built in another", async () => {
    const page = await open("/", { clock: { time: new Date("2041-06-15T12:00:00Z") } });
    expect(await page.locator("footer").textContent()).toContain(`© 2041 ${business.name}`);
    await done(page);
    // In another language, in the digits it writes numbers in, before and after.
    const { numberLocale } = fixture.site("ar");
    const year = new Date().getFullYear();
    expect(textOf(element(builtHtml("/ar"), "footer"))).toContain(
      `© ${formatNumber(year, numberLocale)}`,
    );
    const arabic = await open("/ar", { clock: { time: new Date("2041-06-15T12:00:00Z") } });
    expect(await arabic.locator("footer").textContent()).toContain(
      `© ${formatNumber(2041, numberLocale)}`,
    );
    await done(arabic);
  });
});

describe(`floating '${common.bookDiagnosis}' button`, () => {
  const floating = (page: Page) => page.locator("[data-floating-cta]");
  /** Scrolls to `top` and resolves once the page has handled the scroll and drawn a frame. */
  const scrollTo = (page: Page, top: number) =>
    page.evaluate(
      (y) =>
        new Promise<void>((done) => {
          window.addEventListener(
            "scroll",
            () => requestAnimationFrame(() => requestAnimationFrame(() => done())),
            { once: true },
          );
          window.scrollTo({ top: y, behavior: "instant" });
        }),
      top,
    );

  it("is in the built page, hidden and out of the tab order, until the page runs", () => {
    const aside = element(builtHtml("/"), "aside", "data-floating-cta=");
    expect(aside).toContain('data-floating-cta="hidden"');
    expect(aside).toContain('aria-hidden="true"');
    expect(links(aside)).toEqual([{ href: "/contact", text: common.bookDiagnosis }]);
    expect(elements(aside, "a", 'tabindex="-1"')).toHaveLength(1);
  });

  it("appears only past 100 px of scroll and goes to /contact", async () => {
    const page = await open("/");
    expect(await floating(page).getAttribute("data-floating-cta")).toBe("hidden");
    await scrollTo(page, 100);
    expect(await floating(page).getAttribute("data-floating-cta")).toBe("hidden");
    await scrollTo(page, 101);
    await page.waitForSelector('[data-floating-cta="shown"]');
    const link = floating(page).getByRole("link", { name: common.bookDiagnosis });
    await link.click();
    await page.waitForURL("**/contact");
    await done(page);
  });

  it("is full width on a phone", async () => {
    const page = await open("/", { phone: true });
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await page.waitForSelector('[data-floating-cta="shown"]');
    const box = await floating(page).getByRole("link").boundingBox();
    expect(box!.width).toBeGreaterThan(PHONE.width - 32);
    await done(page);
  });

  it("wiggles after it appears and is still within 5 seconds", async () => {
    const page = await open("/", { clock: {}, holdAnimations: true });
    const link = floating(page).getByRole("link");
    /** Plays the wiggle to its end at once: it must be a finite animation of at most a second. */
    const endWiggle = async () => {
      await page.waitForSelector("[data-wiggling]", { timeout: 2000 });
      const ends = await link.evaluate((el) =>
        el.getAnimations().map((a) => a.effect?.getComputedTiming().endTime),
      );
      expect(ends).toHaveLength(1);
      expect(Number(ends[0])).toBeLessThanOrEqual(1000);
      await link.evaluate((el) => el.getAnimations().forEach((a) => a.finish()));
      await page.waitForSelector("[data-wiggling]", { state: "detached", timeout: 2000 });
      expect(await link.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    };
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await page.waitForSelector('[data-floating-cta="shown"]');
    expect(await page.locator("[data-wiggling]").count()).toBe(0);
    await page.clock.runFor(600);
    await endWiggle();
    await page.clock.runFor(2400);
    await endWiggle();
    await page.clock.runFor(2000);
    expect(await page.locator("[data-wiggling]").count()).toBe(0);
    // Nothing more is set to wiggle later.
    await page.clock.runFor(60_000);
    expect(await page.locator("[data-wiggling]").count()).toBe(0);
    expect(await link.evaluate((el) => el.getAnimations().length)).toBe(0);
    await done(page);
  });

  it("does not wiggle for a visitor who asks for reduced motion", async () => {
    const page = await open("/", { reducedMotion: "reduce", clock: {} });
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await page.waitForSelector('[data-floating-cta="shown"]');
    await page.clock.runFor(10_000);
    expect(await page.locator("[data-wiggling]").count()).toBe(0);
    await done(page);
  });

  it("never covers the element that has keyboard focus", async () => {
    // Reduced motion makes focus scrolling instant, so each stop is measured where it ends up.
    const page = await open("/", { phone: true, reducedMotion: "reduce" });
    const covered: string[] = [];
    const stops = new Set<number>();
    const checked = new Set<number>();
    // Tab through the whole page once: stop when the focus comes back to where it has been.
    for (let i = 0; i < 300; i++) {
      await page.keyboard.press("Tab");
      // The button is shown from an IntersectionObserver, which reports after the frame that drew
      // the scroll the focus made: measured once that frame has been drawn and reported.
      await page.evaluate(
        () =>
          new Promise((reported) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(reported, 0))),
          ),
      );
      const stop = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        if (!focused || focused === document.body) return null;
        const at = [...document.querySelectorAll("*")].indexOf(focused);
        const button = document.querySelector('[data-floating-cta="shown"] a');
        // Past the first 100 px it is shown, or has stepped aside for the focus in a form or the footer.
        const steppedAside = !button && scrollY > 100 && focused.closest("form, footer") !== null;
        if (steppedAside) return { at, covered: null, checked: true };
        if (!button || button.contains(focused)) return { at, covered: null, checked: false };
        const a = focused.getBoundingClientRect();
        const b = button.getBoundingClientRect();
        const isCovered =
          a.bottom > b.top &&
          a.top < b.bottom &&
          a.right > b.left &&
          a.left < b.right &&
          a.height > 0;
        return {
          at,
          covered: isCovered
            ? `${focused.tagName} ${focused.textContent?.trim().slice(0, 40)}`
            : null,
          checked: true,
        };
      });
      if (!stop) continue;
      if (stops.has(stop.at)) break;
      stops.add(stop.at);
      if (stop.checked) checked.add(stop.at);
      if (stop.covered) covered.push(stop.covered);
    }
    // The walk went far enough down the page for the button to be shown, or to step aside, beside most stops.
    expect(stops.size).toBeGreaterThan(20);
    expect(checked.size).toBeGreaterThan(stops.size / 2);
    expect(covered).toEqual([]);
    await done(page);
  }, 60_000);
});

describe("theme", () => {
  const choice = (page: Page, theme: string) =>
    page.locator(`footer input[data-theme-choice="${theme}"]`);

  it("defaults to the system setting", async () => {
    const page = await open("/", { own: true, colorScheme: "dark" });
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
      true,
    );
    expect(await page.getByRole("radio", { name: common.theme.system }).first().isChecked()).toBe(
      true,
    );
    // The page follows the system when it changes.
    await page.emulateMedia({ colorScheme: "light" });
    await page.waitForFunction(() => !document.documentElement.classList.contains("dark"));
    await page.reload();
    await page.waitForSelector("html[data-hydrated=true]");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
      false,
    );
    await done(page);
  });

  it("keeps the visitor's choice under localStorage 'theme' across a reload, the same in every switch", async () => {
    const page = await open("/", { own: true, colorScheme: "light" });
    await page.locator("footer").getByTitle(common.theme.dark).click();
    expect(
      await page.evaluate(() => [
        localStorage.getItem("theme"),
        document.documentElement.classList.contains("dark"),
      ]),
    ).toEqual(["dark", true]);
    expect(
      await page
        .locator('input[data-theme-choice="dark"]')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).checked)),
    ).not.toContain(false);
    await page.reload();
    await page.waitForSelector("html[data-hydrated=true]");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
      true,
    );
    expect(await choice(page, "dark").isChecked()).toBe(true);
    await page.locator("footer").getByTitle(common.theme.light).click();
    await page.reload();
    expect(
      await page.evaluate(() => [
        localStorage.getItem("theme"),
        document.documentElement.classList.contains("dark"),
      ]),
    ).toEqual(["light", false]);
    await done(page);
  });

  it.each([375, 768, 1535, 1536])(
    "can be switched from the header at %i px wide",
    async (width) => {
      const page = await open("/", { own: true, colorScheme: "light" });
      await page.setViewportSize({ width, height: 800 });
      const header = page.locator("header");
      const dark = header.getByTitle(common.theme.dark).locator("visible=true");
      // Wide: the switch itself. Between: one button in front of it. Narrow: in the phone menu.
      if ((await dark.count()) === 0) {
        const themeMenu = header
          .locator("summary", { hasText: common.theme.label })
          .locator("visible=true");
        if ((await themeMenu.count()) === 1) await themeMenu.click();
        else await phoneMenu(page).click();
      }
      await dark.click();
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
        true,
      );
      // Nothing in the header runs past the edge of the screen.
      expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await done(page);
    },
  );

  it("is applied before the page's script runs, so there is no flash of the wrong theme", async () => {
    const page = await open("/", { own: true, colorScheme: "light" });
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    // With every script file refused, only the inline script in the HTML can set the theme.
    await page.route("**/*.js", (route) => route.abort());
    await page.reload({ waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
      true,
    );
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
      "rgb(255, 255, 255)",
    );
    await done(page);
  });
});
