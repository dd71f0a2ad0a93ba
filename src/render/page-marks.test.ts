import { describe, expect, it } from "vitest";
import { hasInteractiveBlock } from "./page-marks.ts";
import { INTERACTIVE_MARKS } from "../browser/marks.ts";
import { blockScripts } from "../generated/browser-registry.ts";

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
    // Read as HTML: the words of a page or a script that spell a mark out are not one.
    expect(hasInteractiveBlock('<p>Write data-island="x" to mark one</p>')).toBe(false);
    expect(hasInteractiveBlock('<script>x = " data-carousel=1"</script>')).toBe(false);
  });
});

describe("the marks of interactive blocks", () => {
  it("hold every block script's mark, so a page with one carries the loader", () => {
    const marks: string[] = Object.values(INTERACTIVE_MARKS);
    for (const script of blockScripts)
      expect(marks, `${script.module}: add "${script.mark}" to src/browser/marks.ts`).toContain(
        script.mark,
      );
  });
});
