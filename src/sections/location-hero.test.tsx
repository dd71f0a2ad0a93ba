import { describe, expect, it } from "vitest";
import { renderBlock, sectionOf } from "../../tests/helpers/render-block.tsx";
import { LocationHero } from "./location-hero.tsx";
import { ServiceAreas } from "./service-areas.tsx";

describe("location blocks", () => {
  it("name the place in the h1, describe it and offer a call and a free estimate", () => {
    const html = renderBlock(<LocationHero section={sectionOf("locations__markham", "location-hero")} />, "locations__markham");
    expect(html).toMatch(/<h1[^>]*>Appliance Repair in Markham<\/h1>/);
    expect(html).toContain("Unionville");
    expect(html).toContain('href="tel:+14165550142"');
    expect(html).toMatch(/href="\/contact"[^>]*>Get Free Estimate/);
  });

  it("list exactly the eight areas of the location", () => {
    const html = renderBlock(<ServiceAreas section={sectionOf("locations__east-york", "service-areas")} />, "locations__east-york");
    const areas = [...html.matchAll(/<li[^>]*>.*?<\/svg>([^<]+)<\/li>/g)].map((m) => m[1]);
    expect(areas).toEqual(["East York", "Leaside", "Thorncliffe Park", "Flemingdon Park", "O&#x27;Connor", "Cosburn", "Pape Village", "Donlands"]);
  });

  it("refuse to draw outside a location page rather than show an empty block", () => {
    expect(() => renderBlock(<ServiceAreas section={sectionOf("locations__east-york", "service-areas")} />, "about")).toThrow(/location pages only/);
  });
});
