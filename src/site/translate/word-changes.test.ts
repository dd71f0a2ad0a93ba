import { describe, expect, it } from "vitest";
import { describeWordChanges, wordChanges } from "./word-changes.ts";

const ANSWER =
  "You know your appliances. You know which cycle gets the towels fluffy, how long the oven takes to preheat and which shelf keeps vegetables crisp.";

describe("the words that changed in a text", () => {
  it("shows a sentence added at the end with the last words before it, however long the text", () => {
    const added = `${ANSWER} That knowledge took time to build.`;
    expect(describeWordChanges(ANSWER, added)).toBe(
      'Was: "…and which shelf keeps vegetables crisp." Now: "…and which shelf keeps vegetables crisp. That knowledge took time to build."',
    );
  });

  it("shows each change in its place with a few words around it, and only the first three", () => {
    const changed = ANSWER.replace("fluffy", "soft").replace("crisp", "fresh");
    expect(describeWordChanges(ANSWER, changed)).toBe(
      'Was: "…know which cycle gets the towels fluffy, how long the oven takes…" Now: "…know which cycle gets the towels soft, how long the oven takes…" ' +
        'Was: "…preheat and which shelf keeps vegetables crisp." Now: "…preheat and which shelf keeps vegetables fresh."',
    );
    const many = Array.from({ length: 40 }, (_, i) => `word${i}`).join(" ");
    const four = many.replace(/\bword(2|10|20|30)\b/g, "changed$1");
    expect(describeWordChanges(many, four)).toMatch(/ And 1 more change\.$/);
  });

  it("reads words changed close together as one passage, and a rewrite as a whole", () => {
    expect(
      wordChanges("Save {claims.coupon} on your call.", "Get {claims.coupon} off your call."),
    ).toHaveLength(1);
    expect(describeWordChanges("Old words here.", "Entirely new words, written again.")).toBe(
      'Was: "Old words here." Now: "Entirely new words, written again."',
    );
  });

  it("writes a text of several lines on one line", () => {
    expect(
      describeWordChanges("First line.\n\nSecond line.", "First line.\n\nSecond line, longer."),
    ).toBe('Was: "First line. Second line." Now: "First line. Second line, longer."');
  });
});
