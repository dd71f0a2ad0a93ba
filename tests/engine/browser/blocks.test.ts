// The blocks of each screen of the fixture site. What the prerendered page shows (text, links,
// attributes) is read from the built files; what a visitor does with it (carousels, accordion,
// forms, the lazy map, animations) is done in Chromium.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useBuiltSite } from "../../helpers/browser.ts";
import { EVERY_SECTION } from "../../helpers/fixture-site.ts";
import { fixture } from "../../helpers/fixture-facts.ts";
import { fixtureFacts } from "../../helpers/fixture-content.ts";
import { readyCarousel, usePages, type OpenOptions } from "../../helpers/shared-pages.ts";
import { pageData, renderBlock, sectionOf } from "../../helpers/render-block.tsx";
import {
  attributes,
  builtHtml,
  element,
  elements,
  links,
  sectionById,
  textOf,
  texts,
} from "../../helpers/built-html.ts";
import type { Section } from "../../../src/generated/schema-types.ts";
import { Hero } from "../../../src/sections/hero/block.tsx";
import { ServiceDetail } from "../../../src/sections/service-detail/block.tsx";
import { TestimonialCarousel } from "../../../src/sections/testimonial-carousel/block.tsx";
import { FeatureCards } from "../../../src/sections/feature-cards/block.tsx";
import { TestimonialList } from "../../../src/sections/testimonial-list/block.tsx";
import { createI18n } from "../../../src/context/i18n.ts";

const site = useBuiltSite();

const { business, services, advantages, locations, placeLinks } = fixture.site("en");
const facts = fixtureFacts("en");
const TEL = business.telHref;
const common = fixture.words("en", "common") as Record<string, string> & {
  review: Record<string, string>;
  toast: Record<string, string>;
  carousel: Record<string, string>;
};
/** "1 star", "5 stars": the fixture's own forms of the count. */
const starsLabel = (count: number) =>
  createI18n({ lang: "en", numberLocale: "en", defaultLanguage: "en" }, { common }).t(
    "common:review.stars",
    { count },
  );
const repairs = services.filter((s) => s.kind === "repair");
const sales = services.filter((s) => s.kind === "sales");
const main = (path: string) => element(builtHtml(path), "main");

const pages = usePages(site);
// The map provider is outside this machine: answer its frame with an empty page.
const noMapProvider = (page: Page) =>
  page.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>map</title>" }),
  );
const open = (path: string, options: OpenOptions = {}) =>
  pages.open(path, { prepare: noMapProvider, ...options });
const done = pages.done;
const section = (page: Page, id: string) => page.locator(`section#${id}`);

describe("home", () => {
  const whyUs = sectionOf("index", "feature-cards");

  it(`slides the ${whyUs.cards.length} '${whyUs.heading}' cards under 768 px`, async () => {
    const count = whyUs.cards.length;
    expect(count).toBeGreaterThan(1);
    const page = await open("/", { phone: true });
    const carousel = await readyCarousel(page, `#${whyUs.id}`);
    expect(await carousel.getAttribute("aria-roledescription")).toBe("carousel");
    const slides = carousel.locator('[aria-roledescription="slide"]');
    expect(await slides.count()).toBe(count);
    expect(await carousel.locator("[data-carousel-position]").textContent()).toBe(`1 / ${count}`);
    const firstLeft = await slides.first().evaluate((el) => el.getBoundingClientRect().left);
    await carousel.getByRole("button", { name: common.carousel.next }).click();
    await carousel.locator("[data-carousel-position]", { hasText: `2 / ${count}` }).waitFor();
    // The slides glide until the first one is well out of the way.
    await page.waitForFunction(
      ({ slide, left }) => slide!.getBoundingClientRect().left < left - 200,
      {
        slide: await slides.first().elementHandle(),
        left: firstLeft,
      },
    );
    expect(await slides.nth(1).isVisible()).toBe(true);
    await carousel.getByRole("button", { name: common.carousel.previous }).click();
    await carousel.locator("[data-carousel-position]", { hasText: `1 / ${count}` }).waitFor();
    expect(
      await carousel.getByRole("button", { name: common.carousel.previous }).isDisabled(),
    ).toBe(true);
    await done(page);
  });

  it.each(["en", "ar"])(
    "lands a link to any section of the %s home page on that section, below the header",
    async (lang) => {
      // Sections below the first screen are drawn only as they come near it (src/styles.css); the
      // ones above a named section must not grow after the jump and push it out of place.
      for (const { id } of fixture.page(lang, "index").sections.slice(1)) {
        // A visitor of this language: an Arabic page would leave Arabic as the language the shared one detects.
        const page = await open(`${lang === "en" ? "" : `/${lang}`}/#${id}`, {
          phone: true,
          visitor: lang,
        });
        const offset = () =>
          page.evaluate(
            (id) =>
              Math.abs(
                document.getElementById(id)!.getBoundingClientRect().top -
                  parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
              ),
            id,
          );
        await expect.poll(offset, { message: `#${id}` }).toBeLessThan(4);
        // And it stays there once the sections around it are drawn.
        await page.evaluate(
          () =>
            new Promise((settled) =>
              requestAnimationFrame(() =>
                requestAnimationFrame(() => requestAnimationFrame(settled)),
              ),
            ),
        );
        expect(await offset(), `#${id}`).toBeLessThan(4);
        await done(page);
      }
    },
  );

  it("writes the carousel's position in the page's digits, and gives its script the locale to keep it so", () => {
    const html = renderBlock(FeatureCards, whyUs, "index", {}, { numberLocale: "fa-u-nu-arabext" });
    const count = new Intl.NumberFormat("fa-u-nu-arabext").format(whyUs.cards.length);
    expect(textOf(element(html, "span", "data-carousel-position"))).toBe(`۱ / ${count}`);
    expect(html).toContain('data-number-locale="fa-u-nu-arabext"');
  });

  it("lays the same cards out in a grid from 768 px, without carousel buttons", async () => {
    expect(texts(sectionById(builtHtml("/"), whyUs.id), "h3")).toEqual(
      whyUs.cards.map((card) => card.title),
    );
    const page = await open("/");
    const block = section(page, whyUs.id);
    expect(await block.getByRole("button", { name: common.carousel.next }).isVisible()).toBe(false);
    const tops = await block
      .locator('[aria-roledescription="slide"]')
      .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(tops).toHaveLength(whyUs.cards.length);
    expect(new Set(tops).size).toBe(1);
    await done(page);
  });

  it("shows a card for each repair service; the whole card opens its service page, also from a phone's carousel", async () => {
    const cards = sectionOf("index", "service-cards");
    expect(cards.kind).toBe("repair");
    expect(attributes(sectionById(builtHtml("/"), cards.id), "a", "href")).toEqual(
      repairs.map((s) => s.href),
    );
    expect(sales.length, "the fixture also has a sales service, which is left out").toBeGreaterThan(
      0,
    );

    const page = await open("/", { phone: true });
    const card = section(page, cards.id).locator('[aria-roledescription="slide"]').last();
    // The card's one link is named by the service's title alone.
    await card.getByRole("link", { name: repairs.at(-1)!.title, exact: true }).waitFor();
    // A tap on the card's picture, not its title: the whole card leads to the page.
    await card.scrollIntoViewIfNeeded();
    const picture = (await card.locator("img").boundingBox())!;
    const middle = [picture.x + picture.width / 2, picture.y + picture.height / 2] as const;
    // Once the section is drawn where it came into sight (content-visibility), the link is what a tap there meets.
    await expect
      .poll(() =>
        page.evaluate(
          ([x, y]) => document.elementFromPoint(x, y)?.closest("a")?.getAttribute("href"),
          middle,
        ),
      )
      .toBe(repairs.at(-1)!.href);
    await page.mouse.click(...middle);
    await page.waitForURL(`**${repairs.at(-1)!.href}`);
    await page.locator("h1", { hasText: repairs.at(-1)!.title }).waitFor();
    await done(page);
  });

  it("leads each 'Why Fix' card to its article", async () => {
    const whyFix = sectionOf("index", "advantage-cards");
    expect(attributes(sectionById(builtHtml("/"), whyFix.id), "a", "href")).toEqual(
      advantages.map((a) => a.href),
    );
    const page = await open("/");
    const last = advantages.at(-1)!;
    await section(page, whyFix.id).getByRole("link").last().click();
    await page.locator("h1", { hasText: last.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe(last.href);
    await done(page);
  });

  it("leaves the reviews carousel and the hero's quote out while content/testimonials.yaml has no reviews", () => {
    const carousel = sectionOf("index", "testimonial-carousel");
    expect(renderBlock(TestimonialCarousel, carousel, "index", { testimonials: [] })).toBe("");
    const hero = { ...sectionOf("index", "hero"), quote: pageData("index").testimonials![0].id };
    expect(renderBlock(Hero, hero, "index", { testimonials: [] })).not.toContain("<blockquote");
    // With the fixture's reviews, both are there.
    expect(renderBlock(TestimonialCarousel, carousel, "index")).toContain(`id="${carousel.id}"`);
    expect(renderBlock(Hero, hero, "index")).toContain("<blockquote");
    expect(elements(builtHtml("/"), "section", `id="${carousel.id}"`)).toHaveLength(1);
  });
});

describe("about and privacy policy", () => {
  it("tells the company story and shows the promises", () => {
    const html = main("/about");
    expect(textOf(html)).toContain(facts["claims.founded"]);
    expect(textOf(html)).toContain(facts["claims.clientsServed"]);
    const promises = sectionOf("about", "feature-cards").cards.map((card) => card.title);
    expect(promises).toHaveLength(4);
    for (const title of promises)
      expect(
        texts(html, "h3").filter((text) => text === title),
        title,
      ).toHaveLength(1);
  });

  it("has the policy's sections", () => {
    const headings = pageData("privacy-policy").sections.flatMap((s) =>
      s.type === "rich-text" ? [s.heading] : [],
    );
    expect(headings).toHaveLength(6);
    expect(texts(main("/privacy-policy"), "h2")).toEqual(headings);
  });
});

describe("FAQ at /advantages", () => {
  const faq = pageData("advantages").faq!;

  it("has every question of the fixture's faq.yaml, each closed", () => {
    const questions = elements(sectionById(builtHtml("/advantages"), "questions"), "details");
    expect(questions.map((q) => textOf(element(q, "summary")))).toEqual(
      faq.map((item) => item.question),
    );
    for (const question of questions) expect(question).not.toMatch(/^<details[^>]* open/);
  });

  it("opens one answer at a time and closes the open one when asked again", async () => {
    expect(faq.length).toBeGreaterThanOrEqual(5);
    const page = await open("/advantages");
    const questions = page.locator("section#questions summary");
    expect(await questions.count()).toBe(faq.length);
    const answer = (i: number) =>
      page.locator("section#questions details").nth(i).locator("summary + div");
    const isOpen = (i: number) =>
      page
        .locator("section#questions details")
        .nth(i)
        .evaluate((d: HTMLDetailsElement) => d.open);

    await questions.nth(0).click();
    expect(await answer(0).isVisible()).toBe(true);
    await questions.nth(2).click();
    expect(await answer(2).isVisible()).toBe(true);
    expect(await answer(0).isVisible()).toBe(false);
    expect(await isOpen(0)).toBe(false);

    await questions.nth(2).click();
    expect(await answer(2).isVisible()).toBe(false);

    await questions.nth(4).focus();
    await page.keyboard.press("Enter");
    expect(await isOpen(4)).toBe(true);
    await page.keyboard.press("Space");
    expect(await isOpen(4)).toBe(false);
    await done(page);
  });

  it("lists every reason of the reasons list (one per advantage article) with a picture", () => {
    const reasons = sectionOf("advantages", "reasons-list");
    const block = sectionById(builtHtml("/advantages"), reasons.id);
    expect(texts(block, "h2")).toEqual([reasons.heading]);
    expect(elements(block, "li")).toHaveLength(advantages.length);
    expect(attributes(block, "a", "href")).toEqual(advantages.map((a) => a.href));
    expect(attributes(block, "img", "alt")[0]).toBeTruthy();
  });
});

describe("advantage articles", () => {
  it.each(advantages.map((a) => [a.href, a.slug] as const))(
    "%s links back to /advantages and to the other articles",
    (href, slug) => {
      const article = sectionOf(`advantages__${slug}`, "advantage-article");
      const html = main(href);
      expect(links(html)[0]).toEqual({ href: "/advantages", text: article.backLabel });
      const others = [
        ...new Set(
          links(html)
            .map((a) => a.href)
            .filter((h) => h?.startsWith("/advantages/")),
        ),
      ];
      expect(others.sort()).toEqual(
        advantages
          .filter((a) => a.href !== href)
          .map((a) => a.href)
          .sort(),
      );
    },
  );
});

describe("review form on /testimonials", () => {
  it("chooses the rating with the arrow keys, as radio buttons do", async () => {
    const page = await open("/testimonials");
    const stars = (n: number) => page.getByRole("radio", { name: starsLabel(n) });
    await stars(5).focus();
    await page.keyboard.press("ArrowLeft");
    expect(await stars(4).isChecked()).toBe(true);
    await done(page);
  });

  it("says how reviews get published while there are none", () => {
    const list = sectionOf("testimonials", "testimonial-list");
    const empty = renderBlock(TestimonialList, list, "testimonials", { testimonials: [] });
    expect(textOf(empty)).toContain(list.emptyText);
    // With the fixture's reviews, the reviews are shown instead.
    expect(textOf(sectionById(builtHtml("/testimonials"), list.id))).not.toContain(list.emptyText);
  });
});

describe("coupon page", () => {
  it("has the call buttons by their labels, the phone repeated, the appliances and the offer box", () => {
    const coupon = sectionOf("coupon-25-off", "coupon");
    const html = main("/coupon-25-off");
    expect(texts(html, "h1")).toEqual([coupon.heading]);
    expect(coupon.buttons).toHaveLength(6);
    for (const label of coupon.buttons)
      expect(
        links(html)
          .filter((a) => a.text === label)
          .map((a) => a.href),
        label,
      ).toEqual([TEL]);
    expect(links(html).filter((a) => a.text.includes(business.phone)).length).toBeGreaterThan(0);
    const text = textOf(html);
    for (const item of [...coupon.list, coupon.offerHeading]) expect(text).toContain(item);
  });
});

describe("contact page", () => {
  const card = sectionOf("contact", "contact-card");
  const map = sectionOf("contact", "service-area-map");

  it(`shows '${card.heading}' with the phone, area and hours`, () => {
    const block = sectionById(builtHtml("/contact"), card.id);
    expect(texts(block, "h2")).toEqual([card.heading]);
    expect(textOf(block)).toContain(business.serviceArea);
    expect(textOf(block)).toContain(business.hours);
    expect(links(block)).toContainEqual({
      href: TEL,
      text: expect.stringContaining(business.phone) as unknown as string,
    });
  });

  it("pulses the phone for 2 s, then rests", async () => {
    const page = await open("/contact", { holdAnimations: true });
    const phone = section(page, card.id).getByRole("link", { name: business.phone });
    const timing = await phone.evaluate((el) =>
      el.getAnimations().map((a) => a.effect?.getComputedTiming().endTime),
    );
    expect(timing).toEqual([2000]);
    // The page's animations are held at their start; move the pulse to just before and to its end.
    const runningAt = (ms: number) =>
      phone
        .evaluate((el, time) => el.getAnimations().forEach((a) => (a.currentTime = time)), ms)
        .then(() => phone.evaluate((el) => el.getAnimations().length));
    expect(await runningAt(1999)).toBe(1);
    expect(await runningAt(2000)).toBe(0);
    await done(page);
  });

  it("animates only transform and opacity, which the compositor draws without repainting", async () => {
    const page = await open("/contact", { holdAnimations: true });
    const animated = await page.evaluate(() => [
      ...new Set(
        document
          .getAnimations()
          .flatMap((a) =>
            (a.effect as KeyframeEffect).getKeyframes().flatMap((k) => Object.keys(k)),
          ),
      ),
    ]);
    expect(animated.length).toBeGreaterThan(0);
    expect(
      animated.filter(
        (p) =>
          !["offset", "computedOffset", "easing", "composite", "transform", "opacity"].includes(p),
      ),
    ).toEqual([]);
    await done(page);
  });

  it("does not pulse for a visitor who asks for reduced motion", async () => {
    const page = await open("/contact", { reducedMotion: "reduce" });
    const phone = section(page, card.id).getByRole("link", { name: business.phone });
    expect(await phone.evaluate((el) => el.getAnimations().length)).toBe(0);
    await done(page);
  });

  it("names the places the menus show as text in #service-area, then links to every place, and leaves the map frame out of the built page", () => {
    const block = sectionById(builtHtml("/contact"), map.id);
    const nav = fixture.words("en", "nav") as Record<string, string>;
    expect(texts(block, "li")).toEqual([
      ...placeLinks.shown.map((l) => l.name),
      nav.allServiceAreas,
    ]);
    expect(elements(block, "iframe")).toHaveLength(0);
  });

  it("loads the map only near #service-area, in a titled frame", async () => {
    const page = await open("/contact");
    const block = section(page, map.id);
    expect(await block.locator("iframe").count()).toBe(0);
    await block.scrollIntoViewIfNeeded();
    const frame = block.locator("iframe");
    await frame.waitFor();
    expect(await frame.getAttribute("title")).toBe(map.mapTitle);
    await done(page);
  });

  it("loads the map when the visitor asks, and /contact#service-area lands on it", async () => {
    const page = await open(`/contact#${map.id}`);
    await page.waitForFunction(
      (id) => Math.abs(document.getElementById(id)!.getBoundingClientRect().top - 80) < 4,
      map.id,
    );
    await done(page);
    const phone = await open("/contact", { phone: true });
    const button = section(phone, map.id).getByRole("button", { name: map.showMapLabel });
    // Not scrolled near yet: the frame waits for the button.
    expect(await section(phone, map.id).locator("iframe").count()).toBe(0);
    await button.evaluate((el: HTMLButtonElement) => el.click());
    await section(phone, map.id).locator("iframe").waitFor({ state: "attached" });
    await done(phone);
  });
});

describe("repair and sales pages", () => {
  it.each(repairs.map((s) => [s.href, s.slug] as const))(
    "%s has its picture, lists and a call button",
    (href, slug) => {
      const html = main(href);
      expect(attributes(html, "img", "alt")[0]).toBeTruthy();
      expect(links(html).filter((a) => a.href === TEL).length).toBeGreaterThan(0);
      const detail = sectionOf(`services__${slug}`, "service-detail");
      expect(detail.issuesHeading).toMatch(/^Common /);
      expect(texts(html, "h2")).toEqual(
        expect.arrayContaining([
          detail.servicesHeading,
          detail.advantagesHeading,
          detail.issuesHeading,
        ]),
      );
    },
  );

  it("ends a repair page by booking a repair and a sales page by asking about an appliance (forKind)", () => {
    const ending = (href: string) =>
      [...main(href).matchAll(/<section id="([^"]+)"/g)].map((m) => m[1]).at(-1);
    for (const service of repairs) expect(ending(service.href), service.href).toBe("book");
    for (const service of sales) expect(ending(service.href), service.href).toBe("buy");
  });

  it.each(sales.map((s) => [s.href] as const))("%s sends shoppers to /purchase-inquiry", (href) => {
    const html = main(href);
    expect(links(html).filter((a) => a.href === "/purchase-inquiry").length).toBeGreaterThan(0);
  });

  it("shows a sales page's stock note, for a page saying to call because stock changes", () => {
    const key = `services__${sales[0].slug}`;
    const record = pageData(key).record;
    if (record?.kind !== "service") throw new Error(`${key} is not a service page`);
    const stockNote = "Our stock of used appliances changes every day, so call before you visit.";
    const html = renderBlock(ServiceDetail, sectionOf(key, "service-detail"), key, {
      record: { ...record, service: { ...record.service, stockNote } },
    });
    expect(textOf(html)).toContain(stockNote);
    expect(html).toContain(`href="${TEL}"`);
    expect(html).toContain('href="/purchase-inquiry"');
    // Without a note, there is none.
    expect(textOf(main(sales[0].href))).not.toContain(stockNote);
  });
});

/** The service areas each location lists in its own file (and in its translation, where it has one). */
function areasFromFiles(lang: string): Record<string, string[]> {
  const folder = join(EVERY_SECTION, "content/locations/en");
  const areas: Record<string, string[]> = {};
  for (const file of readdirSync(folder)) {
    const slug = file.replace(/\.yaml$/, "");
    const translated = join(EVERY_SECTION, "content/locations", lang, file);
    const source = lang !== "en" && existsSync(translated) ? translated : join(folder, file);
    areas[slug] = (parse(readFileSync(source, "utf8")) as { serviceAreas: string[] }).serviceAreas;
  }
  return areas;
}

describe("location pages", () => {
  const areas = areasFromFiles("en");
  /** The section of a location page with this id, which must be of this type. */
  function sectionIn<T extends Section["type"]>(
    slug: string,
    id: string,
    type: T,
  ): Extract<Section, { type: T }> {
    const found = pageData(`locations__${slug}`).sections.find((s) => s.id === id);
    if (found?.type !== type) throw new Error(`locations__${slug} has no ${type} section "${id}".`);
    return found as Extract<Section, { type: T }>;
  }

  it("are one per location file", () => {
    expect(Object.keys(areas).sort()).toEqual(locations.map((l) => l.slug).sort());
  });

  it.each(locations.map((l) => [l.href, l.slug] as const))(
    "%s shows its eight service areas and every block of the template",
    (href, slug) => {
      const html = builtHtml(href);
      expect(areas[slug]).toHaveLength(8);
      expect(texts(sectionById(html, "areas"), "li")).toEqual(areas[slug]);

      const hero = sectionById(html, "top");
      expect(links(hero).filter((a) => a.href === TEL)).toHaveLength(1);
      expect(links(hero)).toContainEqual({
        href: "/contact",
        text: sectionIn(slug, "top", "location-hero").estimateLabel,
      });
      // A block without a heading is no <section> of the page (Nu: "Section lacks heading").
      const stats = textOf(element(html, "div", 'id="record"'));
      const values = sectionIn(slug, "record", "stats").items.map((item) => item.value);
      expect(values).toEqual([
        facts["claims.yearsExperience"],
        facts["claims.repairsCompleted"],
        facts["claims.emergency"],
        facts["claims.satisfaction"],
      ]);
      for (const value of values) expect(stats).toContain(value);
      expect(links(sectionById(html, "emergency")).filter((a) => a.href === TEL)).toHaveLength(1);
      expect(texts(sectionById(html, "why-us"), "h3")).toEqual(
        sectionIn(slug, "why-us", "feature-cards").cards.map((card) => card.title),
      );
      expect(
        links(sectionById(html, "services")).filter((a) => a.href?.startsWith("/services/")),
      ).toHaveLength(repairs.length);
      expect(texts(sectionById(html, "issues"), "li")).toEqual(
        sectionIn(slug, "issues", "checklist").items,
      );
      const brands = textOf(sectionById(html, "brands"));
      for (const group of business.brands ?? []) {
        expect(brands).toContain(group.label);
        for (const brand of group.names) expect(brands).toContain(brand);
      }
      const online = sectionIn(slug, "book", "call-to-action").actions?.find(
        (action) => "href" in action && action.href === "/contact",
      );
      expect(online, "the template's booking block links to /contact").toBeTruthy();
      expect(links(sectionById(html, "book"))).toContainEqual({
        href: "/contact",
        text: online!.label,
      });
    },
  );

  it.each(fixture.site("ar").locations.map((l) => [l.href, l.slug] as const))(
    "%s lists its areas from its translation, or in English where it has none",
    (href, slug) => {
      expect(texts(sectionById(builtHtml(href), "areas"), "li")).toEqual(
        areasFromFiles("ar")[slug],
      );
    },
  );
});

describe("Markdown from content", () => {
  const article = advantages.find((a) => /href="\/contact"/.test(builtHtml(a.href)))!;

  it("is drawn from the build's HTML, and its links within the site open the prerendered page", async () => {
    expect(article, "an advantage article links to /contact in its Markdown").toBeTruthy();
    const contactHeading = sectionOf("contact", "page-header").heading;
    const page = await open(article.href);
    const link = page.locator(".prose-article a[href='/contact']").first();
    expect(await link.count()).toBe(1);
    await link.click();
    await page.waitForFunction(
      (heading) =>
        location.pathname === "/contact" && document.querySelector("h1")?.textContent === heading,
      contactHeading,
    );
    await done(page);
  });
});
