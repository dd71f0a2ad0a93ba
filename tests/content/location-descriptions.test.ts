// Content check on the real site: each location page is described in its own words.
import { describe, expect, it } from "vitest";
import { validateSite } from "../../src/site/check/validate-site.ts";
import { PROJECT } from "../helpers/fixture-site.ts";

describe("location content", () => {
  it("describes each location in its own words, not one paragraph with the name swapped", () => {
    const { content, diagnostics } = validateSite(PROJECT);
    expect(diagnostics).toEqual([]);
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
