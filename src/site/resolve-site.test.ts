import { describe, expect, it } from "vitest";
import { validateSite } from "./validate-site.ts";
import { resolveSite } from "./resolve-site.ts";
import { PROJECT } from "../../tests/helpers/site-copy.ts";

function siteWithPhone(phone: string) {
  const { content } = validateSite(PROJECT);
  if (!content) throw new Error("The real site should validate.");
  content.config.value.business.phone = phone;
  return resolveSite(content, "en");
}

describe("resolveSite", () => {
  it("takes the phone number from one place for every page and every call link", () => {
    const { site, pages } = siteWithPhone("(905) 555-0199");
    expect(site.business.telHref).toBe("tel:+19055550199");
    const everything = JSON.stringify({ site, pages });
    expect(everything).not.toContain("555-0142");
    const pagesNamingThePhone = pages.filter((p) => JSON.stringify(p).includes("(905) 555-0199"));
    expect(pagesNamingThePhone.length).toBeGreaterThan(20);
  });

  it("fills every fact token and leaves none behind", () => {
    const { pages } = siteWithPhone("(416) 555-0142");
    for (const page of pages) expect(JSON.stringify(page), page.path).not.toMatch(/\{(business|claims|record)\.[A-Za-z]+\}/);
  });

  it("derives one route per page file and per record: 32 routes and the not-found page", () => {
    const { pages } = siteWithPhone("(416) 555-0142");
    expect(pages.filter((p) => !p.isNotFound)).toHaveLength(32);
    expect(pages.filter((p) => p.isNotFound).map((p) => p.path)).toEqual(["/404"]);
  });
});

describe("location content", () => {
  it("describes each location in its own words, not one paragraph with the name swapped", () => {
    const { content } = validateSite(PROJECT);
    const words = (text: string, name: string) => new Set(text.replaceAll(name, "").toLowerCase().match(/[a-z']{4,}/g));
    const described = content!.locations.map(({ value }) => ({ slug: value.slug, words: words(value.description, value.name) }));
    for (const [i, a] of described.entries()) {
      for (const b of described.slice(i + 1)) {
        const shared = [...a.words].filter((w) => b.words.has(w)).length;
        const overlap = shared / new Set([...a.words, ...b.words]).size;
        expect(overlap, `${a.slug} and ${b.slug}`).toBeLessThan(0.35);
      }
    }
  });
});
