import { describe, expect, it } from "vitest";
import { representativePages } from "./audit-pages.ts";

const page = (path: string, types: string[], kind?: "location" | "service" | "advantage") =>
  ({
    path,
    sections: types.map((type, i) => ({ id: `s${i}`, type })),
    ...(kind ? { record: { kind } } : {}),
  }) as unknown as Parameters<typeof representativePages>[0][number];

describe("representativePages", () => {
  it("takes the home page, one page of each kind of record, then pages that draw something new", () => {
    const pages = [
      page("/about", ["page-header", "rich-text"]),
      page("/", ["hero", "service-cards"]),
      page("/contact", ["page-header", "service-request-form"]),
      page("/privacy-policy", ["page-header", "rich-text"]),
      page("/services/drain-cleaning", ["service-detail", "call-to-action"], "service"),
      page("/services/leak-repair", ["service-detail", "call-to-action"], "service"),
      page("/locations/halifax", ["location-hero", "service-cards"], "location"),
      page("/locations/bedford", ["location-hero", "service-cards"], "location"),
    ];
    expect(representativePages(pages)).toEqual([
      "/",
      "/services/drain-cleaning",
      "/locations/halifax",
      "/about",
      "/contact",
    ]);
  });
});
