import { describe, expect, it } from "vitest";
import { renderBlock, sectionOf } from "../../tests/helpers/render-block.tsx";
import { Hero } from "./hero.tsx";

describe("Hero", () => {
  const html = renderBlock(<Hero section={sectionOf("index", "hero")} />);

  it("shows the spec's heading as the page's h1", () => {
    expect(html).toMatch(/<h1[^>]*>Expert Appliance Repair in Greater Toronto Area<\/h1>/);
  });

  it("calls the business in the +1 form and links to booking", () => {
    expect(html).toContain('href="tel:+14165550142"');
    expect(html).toContain('href="/contact"');
  });

  it("shows the three stats and the served cities", () => {
    expect(html).toContain("No hidden prices");
    expect(html).toContain("24/7");
    expect(html).toContain("4-month");
    for (const city of ["Mississauga", "Brampton", "Markham", "Vaughan", "Whitchurch-Stouffville"]) expect(html).toContain(city);
  });

  it("quotes the review the hero names, and none while it names none", () => {
    expect(html).not.toContain("<blockquote");
    const review = { id: "test-review", name: "Test Customer", location: "Markham", rating: 5, text: "Words of a test review." };
    const quoted = renderBlock(<Hero section={{ ...sectionOf("index", "hero"), quote: review.id }} />, "index", { testimonials: [review] });
    expect(quoted).toMatch(/<blockquote[^>]*>“Words of a test review\.”<\/blockquote>/);
    expect(quoted).toContain("Test Customer, Markham");
  });
});
