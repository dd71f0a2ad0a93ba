import { describe, expect, it } from "vitest";
import { hasInteractiveBlock } from "./marks.ts";

describe("hasInteractiveBlock", () => {
  it("finds a block's mark as an attribute, not as words of a script that names it", () => {
    expect(hasInteractiveBlock('<div data-island="service-request-form">')).toBe(true);
    expect(hasInteractiveBlock('<section data-carousel="">')).toBe(true);
    expect(hasInteractiveBlock('<div data-map-loader="">')).toBe(true);
    expect(hasInteractiveBlock("<main><h1>About</h1></main>")).toBe(false);
    expect(
      hasInteractiveBlock(
        '<script>document.querySelectorAll("[data-carousel],[data-map-loader]")</script>',
      ),
    ).toBe(false);
  });
});
