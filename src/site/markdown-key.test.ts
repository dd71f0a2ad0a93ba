import { describe, expect, it } from "vitest";
import { markdownKey } from "./markdown-key.ts";

describe("markdownKey", () => {
  it("is short whatever the text, the same for the same text, and different for texts that differ by one letter or its order", () => {
    const article = "## A heading\n\n" + "A long paragraph of an article. ".repeat(200);
    expect(markdownKey(article).length).toBeLessThanOrEqual(11);
    expect(markdownKey(article)).toBe(markdownKey(`${article}`));
    const near = [
      "ab",
      "ba",
      "a",
      "b",
      "Ab",
      article,
      `${article}.`,
      article.replace("A heading", "A headinf"),
    ];
    expect(new Set(near.map(markdownKey)).size).toBe(near.length);
  });
});
