import { describe, expect, it } from "vitest";
import { renderBlock, sectionOf } from "../../../tests/helpers/render-block.tsx";
import { Steps } from "./block.tsx";

const section = sectionOf("contact", "steps");

describe("steps", () => {
  it("draws the steps in order as a numbered list, each with its title and words", () => {
    const html = renderBlock(Steps, section, "contact");
    expect(html).toContain(`<h2`);
    const items = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => m[1]);
    expect(items).toHaveLength(section.steps.length);
    section.steps.forEach((step, i) => {
      expect(items[i]).toContain(`>${i + 1}</span>`);
      expect(items[i]).toContain(step.title);
      expect(items[i]).toContain(step.text);
    });
    expect(html).toMatch(/^<section[^>]*id="[^"]+"[\s\S]*<ol/);
  });

  it("writes the numbers in the page's digits, as the language asks", () => {
    const html = renderBlock(Steps, section, "contact", {}, { numberLocale: "fa-u-nu-arabext" });
    expect(html).toContain(">۱</span>");
  });
});
