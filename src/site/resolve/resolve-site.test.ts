import { afterAll, describe, expect, it } from "vitest";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { copySite, EVERY_SECTION } from "../../../tests/helpers/fixture-site.ts";
import { validateSite } from "../check/validate-site.ts";
import { resolveSite } from "./resolve-site.ts";
import type { SiteContent } from "../load/site-content.ts";
import { fixtureContent } from "../../../tests/helpers/fixture-content.ts";

// The fixture site (tests/fixtures/sites/every-section), validated once.
const content = fixtureContent();
const languages = content.config.value.site.languages.map((l) => l.code);

/** The fixture's content with another phone number written in site.config.yaml. */
function withPhone(phone: string): SiteContent {
  const config = content.config.value;
  return {
    ...content,
    config: { ...content.config, value: { ...config, business: { ...config.business, phone } } },
  };
}

describe("resolveSite", () => {
  it("takes the phone number from one place for every page and every call link", () => {
    const before = resolveSite(content, "en");
    const { site, pages } = resolveSite(withPhone("(905) 555-0199"), "en");
    expect(site.business.telHref).toBe("tel:+19055550199");
    const everything = JSON.stringify({ site, pages });
    expect(everything).not.toContain("555-0188");
    // Every page that named the fixture's own number names the new one instead.
    const naming = (list: typeof pages, phone: string) =>
      list.filter((p) => JSON.stringify(p).includes(phone)).map((p) => p.key);
    expect(naming(before.pages, "(613) 555-0188").length).toBeGreaterThan(10);
    expect(naming(pages, "(905) 555-0199")).toEqual(naming(before.pages, "(613) 555-0188"));
  });

  it("fills every fact token and leaves none behind, in every language", () => {
    for (const lang of languages) {
      for (const page of resolveSite(content, lang).pages)
        expect(JSON.stringify(page), page.path).not.toMatch(
          /\{(business|claims|record)\.[A-Za-z]+\}/,
        );
    }
  });

  it("derives one route per page file and per record, and the not-found page", () => {
    const { pages } = resolveSite(content, "en");
    const records = content.services.length + content.advantages.length + content.locations.length;
    expect(pages.filter((p) => !p.isNotFound)).toHaveLength(content.pages.length - 1 + records);
    expect(
      pages
        .filter((p) => !p.isNotFound)
        .map((p) => p.path)
        .sort(),
    ).toEqual(
      [
        "/",
        "/about",
        "/contact",
        "/advantages",
        "/testimonials",
        "/privacy-policy",
        "/purchase-inquiry",
        "/coupon-25-off",
        "/service-areas",
        "/services/washer-repair",
        "/services/dryer-repair",
        "/services/new-appliances",
        "/advantages/rapid-solution",
        "/advantages/cost-effective",
        "/locations/kingston",
        "/locations/napanee",
      ].sort(),
    );
    expect(pages.filter((p) => p.isNotFound).map((p) => p.path)).toEqual(["/404"]);
  });
});

describe("a place's list name", () => {
  const site = copySite(EVERY_SECTION);
  afterAll(() => site.remove());
  const file = join(site.root, "content/locations/ar/kingston.yaml");
  writeFileSync(
    file,
    readFileSync(file, "utf8").replace(/^name: (.*)$/m, "name: $1 (أونتاريو)\nlistName: $1"),
  );

  it("names the place in the menus and lists, where the name with its gloss stays in its own page's headings", () => {
    const { content: written, diagnostics } = validateSite(site.root);
    expect(diagnostics).toEqual([]);
    const arabic = resolveSite(written!, "ar");
    const record = written!.locations.find(({ value }) => value.slug === "kingston")!;
    const listed = arabic.site.locations.find((l) => l.slug === "kingston")!;
    const page = arabic.pages.find((p) => p.sourcePath === "/locations/kingston")!;
    expect(listed.name).not.toContain("أونتاريو");
    expect(arabic.site.placeLinks.shown.find((l) => l.slug === "kingston")!.name).toBe(listed.name);
    expect(page.record!.kind === "location" && page.record!.location.name).toContain("أونتاريو");
    // English, which gives no list name, lists the place by its name.
    expect(
      resolveSite(written!, "en").site.locations.find((l) => l.slug === "kingston")!.name,
    ).toBe(record.value.name);
  });
});
