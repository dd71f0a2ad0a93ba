import { describe, expect, it } from "vitest";
import { renderBlock, sectionOf } from "../../../tests/helpers/render-block.tsx";
import { Hero } from "./block.tsx";

describe("Hero", () => {
  const html = renderBlock(Hero, sectionOf("index", "hero"));

  it("shows the spec's heading as the page's h1", () => {
    expect(html).toMatch(/<h1[^>]*>Expert Appliance Repair in the Kingston Area<\/h1>/);
  });

  it("calls the business in the +1 form and links to booking", () => {
    expect(html).toContain('href="tel:+16135550188"');
    expect(html).toContain('href="/contact"');
  });

  it("shows the three stats and the served cities", () => {
    expect(html).toContain("No hidden prices");
    expect(html).toContain("24/7");
    // The fixture's warranty, { months: 6 }, written out in English.
    expect(html).toContain("6 months");
    // site.config.yaml's served cities, then the location records' names not among them, each once.
    const list = html.slice(html.indexOf("Serving homes and businesses in"));
    const cities = [...list.matchAll(/<li[^>]*>([^<]+)<\/li>/g)].map((m) => m[1]);
    expect(cities).toEqual(["Kingston", "Gananoque", "Belleville", "Napanee"]);
  });

  it("quotes the review the hero names, and none while it names none", () => {
    expect(html).not.toContain("<blockquote");
    const consent = {
      given: "2026-01-05T12:00:00Z",
      statement: "You may publish my review",
      page: "/testimonials",
    };
    const review = {
      id: "test-review",
      name: "Test Customer",
      location: "Belleville",
      rating: 5,
      text: "Words of a test review.",
      language: "fr",
      date: "2026-01-05",
      consent,
    };
    const quoted = renderBlock(Hero, { ...sectionOf("index", "hero"), quote: review.id }, "index", {
      testimonials: [review],
    });
    expect(quoted).toMatch(/<blockquote lang="fr"[^>]*>“Words of a test review\.”<\/blockquote>/);
    expect(quoted).toContain("Test Customer, Belleville");
  });
});
