import { describe, expect, it } from "vitest";
import { snippetWarnings } from "./snippet-lengths.ts";

const page = (path: string, title: string, description = "Short.") => ({
  path,
  title,
  description,
  isNotFound: false,
  isFallback: false,
});

describe("title and description lengths", () => {
  it("warns about a title over 60 characters and a description over 155, naming the page", () => {
    const warnings = snippetWarnings([
      page("/fr/about", "T".repeat(61), "D".repeat(156)),
      page("/fr", "T".repeat(60), "D".repeat(155)),
    ]);
    expect(warnings.map((w) => [w.path, w.field, w.length])).toEqual([
      ["/fr/about", "title", 61],
      ["/fr/about", "description", 156],
    ]);
    expect(warnings[0].message).toMatch(
      /^\/fr\/about: the title is 61 characters; search results show about 60/,
    );
  });

  it("counts what a reader sees: no direction marks, one count per letter with its marks", () => {
    expect(snippetWarnings([page("/ar", `\u2066${"ب".repeat(60)}\u2069`)])).toEqual([]);
    expect(snippetWarnings([page("/hi", "क्षि".repeat(60))])).toEqual([]);
  });

  it("counts the same with and without segmenting: emoji, joined emoji, Hangul jamo and marked Arabic as one each", () => {
    const segmented = (text: string) =>
      [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].length;
    for (const unit of ["a", "é", "e\u0301", "😀", "👩\u200d🔧", "\u1100\u1161", "بِ", "中", "🇨🇦"]) {
      const title = unit.repeat(70);
      const [warning] = snippetWarnings([page("/x", title)]);
      expect(warning?.length, unit).toBe(segmented(title));
    }
  });

  it("leaves out the not-found page and pages still shown in English", () => {
    expect(
      snippetWarnings([
        { ...page("/fr/404", "T".repeat(90)), isNotFound: true },
        { ...page("/fr/x", "T".repeat(90)), isFallback: true },
      ]),
    ).toEqual([]);
  });
});
