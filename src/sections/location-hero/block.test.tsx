import { describe, expect, it } from "vitest";
import { renderBlock, sectionOf } from "../../../tests/helpers/render-block.tsx";
import { LocationHero } from "./block.tsx";
import { ServiceAreas } from "../service-areas/block.tsx";

describe("location blocks", () => {
  it("name the place in the h1, describe it and offer a call and a free estimate", () => {
    const html = renderBlock(
      LocationHero,
      sectionOf("locations__kingston", "location-hero"),
      "locations__kingston",
    );
    expect(html).toMatch(/<h1[^>]*>Appliance Repair in Kingston<\/h1>/);
    expect(html).toContain("Limestone houses and student flats");
    expect(html).toContain('href="tel:+16135550188"');
    expect(html).toMatch(/href="\/contact"[^>]*>Get Free Estimate/);
  });

  it("list exactly the eight areas of the location", () => {
    const html = renderBlock(
      ServiceAreas,
      sectionOf("locations__napanee", "service-areas"),
      "locations__napanee",
    );
    const areas = [...html.matchAll(/<li[^>]*>.*?<\/svg>([^<]+)<\/li>/g)].map((m) => m[1]);
    expect(areas).toEqual([
      "Napanee",
      "Strathcona",
      "Selby",
      "Deseronto",
      "Yarker",
      "Newburgh",
      "Camden East",
      "Odessa",
    ]);
  });

  it("refuse to draw outside a location page rather than show an empty block", () => {
    expect(() =>
      renderBlock(ServiceAreas, sectionOf("locations__napanee", "service-areas"), "about"),
    ).toThrow(/location pages only/);
  });
});
