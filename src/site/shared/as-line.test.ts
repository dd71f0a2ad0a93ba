import { describe, expect, it } from "vitest";
import { asLine } from "./as-line.ts";

describe("asLine", () => {
  it("starts a fact written for the middle of a sentence with a capital, where the script has them", () => {
    expect(asLine("le Grand Toronto et la région de York", "fr")).toBe(
      "Le Grand Toronto et la région de York",
    );
    expect(asLine("istanbul", "tr")).toBe("İstanbul");
    expect(asLine("منطقة تورونتو الكبرى", "ar")).toBe("منطقة تورونتو الكبرى");
    expect(asLine("Greater Toronto Area", "en")).toBe("Greater Toronto Area");
    expect(asLine("", "fr")).toBe("");
    expect(asLine("𝑥 and more", "en")).toBe("𝑥 and more");
  });
});
