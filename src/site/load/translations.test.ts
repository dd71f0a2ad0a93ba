import { describe, expect, it } from "vitest";
import { translationFileFor, withoutCopies } from "./translations.ts";

describe("where a translation lives", () => {
  it("is the language's folder beside the source language's", () => {
    expect(translationFileFor("content/pages/en/home.yaml", "fr")).toBe(
      "content/pages/fr/home.yaml",
    );
    expect(translationFileFor("content/advantages/en/cost.md", "zh-Hans")).toBe(
      "content/advantages/zh-Hans/cost.md",
    );
    expect(translationFileFor("content/faq/en/questions.yaml", "ar")).toBe(
      "content/faq/ar/questions.yaml",
    );
    expect(translationFileFor("site.config.yaml", "fr")).toBe("content/fr/site.yaml");
  });
});

describe("a translation without what it copies from its source", () => {
  const source = {
    path: "/about",
    sections: [
      { id: "top", type: "hero", heading: "About", actions: [{ label: "Call", href: "/contact" }] },
    ],
  };
  const part = { sections: [{ id: "top", heading: "About", actions: [{ label: "Call" }] }] };

  it("sets aside a section's kind and an address copied unchanged, and keeps the words", () => {
    const written = {
      sections: [
        {
          id: "top",
          type: "hero",
          heading: "À propos",
          actions: [{ label: "Appel", href: "/contact" }],
        },
      ],
    };
    expect(withoutCopies(source, part, written)).toEqual({
      sections: [{ id: "top", heading: "À propos", actions: [{ label: "Appel" }] }],
    });
  });

  it("keeps what differs from the source, for the check to name", () => {
    const written = { path: "/a-propos", sections: [{ id: "top", type: "rich-text" }] };
    expect(withoutCopies(source, part, written)).toEqual(written);
  });
});
