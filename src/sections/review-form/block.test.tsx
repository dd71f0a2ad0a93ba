import { describe, expect, it } from "vitest";
import { renderBlock, sectionOf } from "../../../tests/helpers/render-block.tsx";
import { fixtureSite } from "../../../tests/helpers/fixture-content.ts";
import { ReviewForm } from "./block.tsx";

const section = sectionOf("testimonials", "review-form");
const { site, ui } = fixtureSite("en");
const review = ui.common.review as Record<string, string>;

describe("the review form", () => {
  it("asks for the stars, the words, the name and the permission to publish, drawn from forms.review", () => {
    const html = renderBlock(ReviewForm, section, "testimonials");
    for (const field of site.forms.review!.fields) expect(html).toContain(field.label);
    expect(html).toMatch(
      /<input[^>]*type="checkbox"[^>]*name="consent"|<input[^>]*name="consent"[^>]*type="checkbox"/,
    );
    expect(html).toContain('data-lead-form="review"');
  });

  it("offers no other review site unless site.config.yaml names one", () => {
    expect(renderBlock(ReviewForm, section, "testimonials")).not.toContain(
      review.external.replace("{{name}}", "Google"),
    );
    const html = renderBlock(
      ReviewForm,
      section,
      "testimonials",
      {},
      { reviews: { externalUrl: "https://g.page/r/lakeshore/review" } },
    );
    expect(html).toMatch(
      /<a href="https:\/\/g\.page\/r\/lakeshore\/review" rel="noopener" target="_blank"[^>]*>Review us on Google<\/a>/,
    );
    const named = renderBlock(
      ReviewForm,
      section,
      "testimonials",
      {},
      {
        reviews: {
          externalUrl: "https://reviews.example/lakeshore",
          externalName: "Reviews Example",
        },
      },
    );
    expect(named).toContain(review.external.replace("{{name}}", "Reviews Example"));
  });
});
