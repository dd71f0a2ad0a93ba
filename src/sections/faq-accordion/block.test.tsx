import { describe, expect, it } from "vitest";
import { renderBlock, sectionOf } from "../../../tests/helpers/render-block.tsx";
import { FaqAccordion } from "./block.tsx";

describe("FaqAccordion", () => {
  const html = renderBlock(FaqAccordion, sectionOf("advantages", "faq-accordion"), "advantages");

  it("shows the five questions as disclosures, all closed at first, one open at a time", () => {
    expect(html.match(/<details name="faq-[^"]+"/g)).toHaveLength(5);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(html).toContain("How much does an appliance repair cost?");
  });

  it("keeps the answers in the page for search engines, hidden until opened", () => {
    expect(html).toMatch(/<\/summary><div[^>]*>.*\$100 to \$350/s);
  });
});
