// The blocks of each screen of the spec, used in Chromium as a visitor would.
import { describe, expect, it } from "vitest";
import type { BrowserContextOptions, Page } from "playwright-core";
import { useBuiltSite } from "../helpers/browser.ts";

const site = useBuiltSite();

const PHONE = { width: 375, height: 740 };
const TEL = "tel:+14165550142";

async function open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  // The map provider is outside this machine: answer its frame with an empty page.
  await page.route("https://www.openstreetmap.org/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>map</title>" }));
  await page.goto(site.origin + path);
  await page.waitForSelector("html[data-hydrated=true]");
  return page;
}
const done = (page: Page) => page.context().close();
const section = (page: Page, id: string) => page.locator(`section#${id}`);

describe("home", () => {
  it("slides the four 'Why Choose Us' cards under 768 px", async () => {
    const page = await open("/", { viewport: PHONE, isMobile: true, hasTouch: true });
    const block = section(page, "why-us");
    const carousel = block.locator("[data-carousel]");
    expect(await carousel.getAttribute("aria-roledescription")).toBe("carousel");
    const slides = carousel.locator('[aria-roledescription="slide"]');
    expect(await slides.count()).toBe(4);
    expect(await carousel.locator("[data-carousel-position]").textContent()).toBe("1 / 4");
    const firstLeft = await slides.first().evaluate((el) => el.getBoundingClientRect().left);
    await carousel.getByRole("button", { name: "Next" }).click();
    await page.waitForFunction(() => document.querySelector("#why-us [data-carousel-position]")?.textContent === "2 / 4");
    await page.waitForTimeout(700);
    expect(await slides.first().evaluate((el) => el.getBoundingClientRect().left)).toBeLessThan(firstLeft - 200);
    expect(await slides.nth(1).isVisible()).toBe(true);
    await carousel.getByRole("button", { name: "Previous" }).click();
    await page.waitForFunction(() => document.querySelector("#why-us [data-carousel-position]")?.textContent === "1 / 4");
    expect(await carousel.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    await done(page);
  });

  it("lays the same cards out in a grid from 768 px, without carousel buttons", async () => {
    const page = await open("/");
    const block = section(page, "why-us");
    expect(await block.getByRole("button", { name: "Next" }).isVisible()).toBe(false);
    const tops = await block.locator('[aria-roledescription="slide"]').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await block.locator("h3").allTextContents()).toEqual(["Fully Insured", "Rapid Response", "Professional Standards", "Trained Technicians"]);
    await done(page);
  });

  it("shows six service cards; the whole card opens its service page, also from a phone's carousel", async () => {
    const page = await open("/", { viewport: PHONE, isMobile: true, hasTouch: true });
    const block = section(page, "services");
    const cards = block.locator('[aria-roledescription="slide"] a');
    expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/services/washer-repair",
      "/services/dryer-repair",
      "/services/dishwasher-repair",
      "/services/stove-repair",
      "/services/refrigerator-repair",
      "/services/oven-repair",
    ]);
    await block.getByRole("button", { name: "Next" }).click();
    await page.waitForTimeout(600);
    const second = cards.nth(1);
    // Click the card's picture, not its title: the whole card is the link.
    await second.locator("img").click();
    await page.waitForURL("**/services/dryer-repair");
    await page.locator("h1", { hasText: "Dryer Repair" }).waitFor();
    await done(page);
  });

  it("leads each of the six 'Why Fix' cards to its article", async () => {
    const page = await open("/");
    const links = section(page, "why-fix").getByRole("link");
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual([
      "/advantages/rapid-solution",
      "/advantages/cost-effective",
      "/advantages/preserve-features",
      "/advantages/environmental-choice",
      "/advantages/avoid-learning-curves",
      "/advantages/maintain-aesthetic",
    ]);
    await links.nth(3).click();
    await page.locator("h1", { hasText: "The Environmental Choice" }).waitFor();
    await done(page);
  });

  it("leaves the reviews carousel out while content/testimonials.yaml has no reviews", async () => {
    const page = await open("/");
    expect(await page.locator("section#reviews").count()).toBe(0);
    expect(await page.locator("#top blockquote").count()).toBe(0);
    await done(page);
  });
});

describe("about and privacy policy", () => {
  it("tells the company story and shows the four promises", async () => {
    const page = await open("/about");
    const text = await page.locator("main").textContent();
    expect(text).toContain("2024");
    expect(text).toContain("8000+");
    for (const title of ["Insurance & Protection", "Customer First", "Rapid Response", "Expert Service"]) expect(await page.locator("main h3", { hasText: title }).count(), title).toBe(1);
    await done(page);
  });

  it("has the policy's six sections", async () => {
    const page = await open("/privacy-policy");
    expect(await page.locator("main h2").allTextContents()).toEqual(["Information We Collect", "How We Use Your Information", "Sharing Your Information", "Security", "Contact Us", "Updates to This Policy"]);
    await done(page);
  });
});

describe("FAQ at /advantages", () => {
  it("opens one answer at a time and closes the open one when asked again", async () => {
    const page = await open("/advantages");
    const questions = page.locator("section#questions button[aria-expanded]");
    expect(await questions.count()).toBe(5);
    const panel = async (i: number) => page.locator(`[id="${await questions.nth(i).getAttribute("aria-controls")}"]`);
    for (let i = 0; i < 5; i++) expect(await questions.nth(i).getAttribute("aria-expanded")).toBe("false");

    await questions.nth(0).click();
    expect(await (await panel(0)).isVisible()).toBe(true);
    await questions.nth(2).click();
    expect(await (await panel(2)).isVisible()).toBe(true);
    expect(await (await panel(0)).isVisible()).toBe(false);
    expect(await questions.nth(0).getAttribute("aria-expanded")).toBe("false");

    await questions.nth(2).click();
    expect(await (await panel(2)).isVisible()).toBe(false);

    await questions.nth(4).focus();
    await page.keyboard.press("Enter");
    expect(await questions.nth(4).getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Space");
    expect(await questions.nth(4).getAttribute("aria-expanded")).toBe("false");
    await done(page);
  });

  it("lists the six reasons of 'Why Choose Appliance Repair?' with a picture", async () => {
    const page = await open("/advantages");
    const block = page.locator("section", { has: page.locator("h2", { hasText: "Why Choose Appliance Repair?" }) });
    expect(await block.locator("li").count()).toBe(6);
    expect(await block.locator("img").getAttribute("alt")).toBeTruthy();
    await done(page);
  });
});

describe("advantage articles", () => {
  it("link back to /advantages and to the other five articles", async () => {
    const page = await open("/advantages/cost-effective");
    expect(await page.locator("main").getByRole("link", { name: /FAQ|Advantages|Back/i }).first().getAttribute("href")).toBe("/advantages");
    const badges = await page.locator('main a[href^="/advantages/"]').evaluateAll((all) => [...new Set(all.map((a) => a.getAttribute("href")))]);
    expect(badges.sort()).toEqual(["/advantages/avoid-learning-curves", "/advantages/environmental-choice", "/advantages/maintain-aesthetic", "/advantages/preserve-features", "/advantages/rapid-solution"]);
    await done(page);
  });
});

describe("review form on /testimonials", () => {
  it("shows the review under 'Your Review' with the spec's toast, then resets to 5 stars and no text", async () => {
    const page = await open("/testimonials");
    const form = page.locator("section#write form");
    expect(await form.getByRole("radio", { name: "5 stars" }).isChecked()).toBe(true);
    await form.getByText("3★").click();
    await form.getByRole("textbox", { name: "Your review" }).fill("The dryer heats again.");
    await form.getByRole("button", { name: "Submit Review" }).click();

    const toast = page.locator('[role="status"] [data-toast="success"]');
    await toast.waitFor();
    expect(await toast.textContent()).toContain("Review submitted");
    expect(await toast.textContent()).toContain("Thank you for your feedback!");

    const yours = page.locator("section#write", { hasText: "Your Review" });
    expect(await yours.locator("figure").textContent()).toContain("The dryer heats again.");
    expect(await yours.locator('figure [role="img"]').getAttribute("aria-label")).toBe("Rated 3 out of 5");
    expect(await form.getByRole("radio", { name: "5 stars" }).isChecked()).toBe(true);
    expect(await form.getByRole("textbox", { name: "Your review" }).inputValue()).toBe("");

    await toast.getByRole("button", { name: "Dismiss" }).click();
    expect(await toast.count()).toBe(0);
    await done(page);
  });

  it("chooses the rating with the arrow keys, as radio buttons do", async () => {
    const page = await open("/testimonials");
    const five = page.getByRole("radio", { name: "5 stars" });
    await five.focus();
    await page.keyboard.press("ArrowLeft");
    expect(await page.getByRole("radio", { name: "4 stars" }).isChecked()).toBe(true);
    await done(page);
  });

  it("says how reviews get published while there are none", async () => {
    const page = await open("/testimonials");
    expect(await section(page, "reviews").textContent()).toContain("in our customers' own words and with their permission");
    await done(page);
  });
});

describe("coupon page", () => {
  it("has the six call buttons by their labels, the phone repeated, the appliances and the offer box", async () => {
    const page = await open("/coupon-25-off");
    expect(await page.locator("h1").textContent()).toBe("$25 OFF Service Call Coupon");
    for (const label of ["Call Now for $25 Off", "Book Your Repair", "Emergency Service", "Same Day Service", "Free Estimate", "Expert Technicians"]) {
      expect(await page.getByRole("link", { name: label, exact: true }).getAttribute("href"), label).toBe(TEL);
    }
    expect(await page.locator("main").getByRole("link", { name: "(416) 555-0142" }).count()).toBeGreaterThan(0);
    const text = await page.locator("main").textContent();
    for (const item of ["Refrigerators", "Washers", "Dryers", "Dishwashers", "Stoves", "Ovens", "Limited Time Offer"]) expect(text).toContain(item);
    await done(page);
  });
});

describe("contact page", () => {
  it("shows 'Get in Touch' with the phone, area and hours; the phone pulses for 2 s, then rests", async () => {
    const page = await open("/contact");
    const card = page.locator("section", { has: page.locator("h2", { hasText: "Get in Touch" }) });
    const text = await card.textContent();
    expect(text).toContain("Greater Toronto Area");
    expect(text).toContain("Monday to Sunday, 8am to 8pm");
    const phone = card.getByRole("link", { name: "(416) 555-0142" });
    expect(await phone.getAttribute("href")).toBe(TEL);
    const timing = await phone.evaluate((el) => el.getAnimations().map((a) => a.effect?.getComputedTiming().endTime));
    expect(timing).toEqual([2000]);
    await page.waitForTimeout(2300);
    expect(await phone.evaluate((el) => el.getAnimations().length)).toBe(0);
    await done(page);
  });

  it("does not pulse for a visitor who asks for reduced motion", async () => {
    const page = await open("/contact", { reducedMotion: "reduce" });
    const phone = page.locator("section", { has: page.locator("h2", { hasText: "Get in Touch" }) }).getByRole("link", { name: "(416) 555-0142" });
    expect(await phone.evaluate((el) => el.getAnimations().length)).toBe(0);
    await done(page);
  });

  it("loads the map only near #service-area, in a titled frame, with the area names as text", async () => {
    const page = await open("/contact");
    const block = section(page, "service-area");
    expect(await block.locator("iframe").count()).toBe(0);
    const names = await block.locator("li").allTextContents();
    expect(names).toContain("Richmond Hill");
    expect(names).toHaveLength(10);
    await block.scrollIntoViewIfNeeded();
    const frame = block.locator("iframe");
    await frame.waitFor();
    expect(await frame.getAttribute("title")).toBeTruthy();
    await done(page);
  });

  it("loads the map when the visitor asks, and /contact#service-area lands on it", async () => {
    const page = await open("/contact#service-area");
    await page.waitForFunction(() => Math.abs(document.getElementById("service-area")!.getBoundingClientRect().top - 80) < 4);
    await done(page);
    const phone = await open("/contact", { viewport: PHONE });
    const button = section(phone, "service-area").getByRole("button");
    // Not scrolled near yet: the frame waits for the button.
    expect(await section(phone, "service-area").locator("iframe").count()).toBe(0);
    await button.evaluate((el: HTMLButtonElement) => el.click());
    await section(phone, "service-area").locator("iframe").waitFor({ state: "attached" });
    await done(phone);
  });
});

describe("repair and sales pages", () => {
  it("gives each repair page its picture, lists and a call button", async () => {
    const page = await open("/services/oven-repair");
    expect(await page.locator("main img").first().getAttribute("alt")).toBeTruthy();
    expect(await page.locator(`main a[href="${TEL}"]`).count()).toBeGreaterThan(0);
    expect(await page.locator("main h2").allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/Common/)]));
    await done(page);
  });

  it("sends shoppers to /purchase-inquiry, and the used page says to call because stock changes", async () => {
    for (const path of ["/services/new-appliances", "/services/used-appliances"]) {
      const page = await open(path);
      expect(await page.locator('main a[href="/purchase-inquiry"]').count(), path).toBeGreaterThan(0);
      if (path.endsWith("used-appliances")) {
        expect(await page.locator("main").textContent()).toMatch(/stock changes/i);
        expect(await page.locator(`main a[href="${TEL}"]`).count()).toBeGreaterThan(0);
      }
      await done(page);
    }
  });
});

// The spec's eight service areas of each location, in its order.
const AREAS: Record<string, string[]> = {
  "north-york": ["North York", "Willowdale", "Don Mills", "Thornhill", "York Mills", "Bayview Village", "Flemingdon Park", "Victoria Village"],
  "richmond-hill": ["Richmond Hill", "Oak Ridges", "Thornhill", "Maple", "King City", "Stouffville", "Gormley", "Ballantrae"],
  vaughan: ["Vaughan", "Woodbridge", "Thornhill", "Maple", "Concord", "Kleinburg", "Vellore", "Carrville"],
  markham: ["Markham", "Unionville", "Milliken", "Thornhill", "Cornell", "Cachet", "Angus Glen", "Wismer"],
  "east-york": ["East York", "Leaside", "Thorncliffe Park", "Flemingdon Park", "O'Connor", "Cosburn", "Pape Village", "Donlands"],
  etobicoke: ["Etobicoke", "Rexdale", "Islington", "Kingsway", "Mimico", "New Toronto", "Long Branch", "Humber Bay"],
  newmarket: ["Newmarket", "Aurora", "Bradford", "Holland Landing", "Sharon", "Queensville", "Bond Head", "Mount Albert"],
  aurora: ["Aurora", "Newmarket", "King City", "Oak Ridges", "Richmond Hill", "Holland Landing", "Kettleby", "Vandorf"],
  "east-gwillimbury": ["East Gwillimbury", "Holland Landing", "Mount Albert", "Sharon", "Queensville", "Newmarket", "Aurora", "Bradford"],
  "whitchurch-stouffville": ["Stouffville", "Whitchurch", "Ballantrae", "Gormley", "Musselman Lake", "Richmond Hill", "Markham", "Uxbridge"],
};

describe("location pages", () => {
  it.each(Object.entries(AREAS))("/locations/%s shows its eight service areas and every block of the template", async (slug, areas) => {
    const page = await open(`/locations/${slug}`);
    expect(await section(page, "areas").locator("li").allTextContents()).toEqual(areas);

    const hero = section(page, "top");
    expect(await hero.locator(`a[href="${TEL}"]`).count()).toBe(1);
    expect(await hero.getByRole("link", { name: "Get Free Estimate" }).getAttribute("href")).toBe("/contact");
    const stats = await section(page, "record").textContent();
    for (const value of ["15+", "5000+", "24/7", "100%"]) expect(stats).toContain(value);
    expect(await section(page, "emergency").locator(`a[href="${TEL}"]`).count()).toBe(1);
    expect(await section(page, "why-us").locator("h3").allTextContents()).toEqual(["Licensed & Insured", "5-Star Service", "Expert Technicians", "Satisfaction Guarantee"]);
    expect(await section(page, "services").locator('a[href^="/services/"]').count()).toBe(6);
    expect(await section(page, "issues").locator("li").count()).toBe(6);
    const brands = await section(page, "brands").textContent();
    for (const brand of ["Whirlpool", "Maytag", "KitchenAid", "GE", "Frigidaire", "Bosch", "Siemens", "AEG", "Electrolux", "Miele", "LG", "Samsung", "Kenmore", "Amana", "Hotpoint"]) expect(brands).toContain(brand);
    expect(await section(page, "book").getByRole("link", { name: "Schedule Service Online" }).getAttribute("href")).toBe("/contact");
    await done(page);
  });
});

describe("Markdown from content", () => {
  it("is drawn from the build's HTML, and its links within the site open without reloading the page", async () => {
    const page = await open("/advantages/rapid-solution");
    const link = page.locator(".prose-article a[href='/contact']").first();
    expect(await link.count()).toBe(1);
    await page.evaluate(() => ((window as unknown as { stillOpen: boolean }).stillOpen = true));
    await link.click();
    await page.waitForFunction(() => location.pathname === "/contact" && document.querySelector("h1")?.textContent === "Contact Us");
    expect(await page.evaluate(() => (window as unknown as { stillOpen?: boolean }).stillOpen)).toBe(true);
    await done(page);
  });
});
