import { describe, expect, it } from "vitest";
import { fixtureSite } from "../../tests/helpers/fixture-content.ts";
import { numberLocale } from "../site/shared/numbers.ts";
import { receivedLine } from "./review-card.tsx";

// The fixture's reviews, as its Arabic pages show them.
const { site, pages } = fixtureSite("ar");
const review = pages.flatMap((p) => p.testimonials ?? [])[0];
const year = review.date.slice(0, 4);

describe("a review's date", () => {
  it("is written in the Gregorian calendar by default, in the page's language", () => {
    expect(site.numberLocale).toMatch(/-u-ca-gregory/);
    expect(
      receivedLine(
        { ...review, consent: { ...review.consent, source: "e-mail" } },
        site.numberLocale,
        "",
      ),
    ).toContain(year);
  });

  it("is written in the language's own calendar when site.config.yaml names it", () => {
    const persian = numberLocale({ code: "fa", digits: "latn", calendar: "persian" });
    const solarYear = String(Number(year) - 621);
    const line = receivedLine(
      { ...review, consent: { ...review.consent, source: "e-mail" } },
      persian,
      "",
    );
    expect(line).not.toContain(year);
    expect(line).toMatch(new RegExp(`${solarYear}|${Number(solarYear) - 1}`));
  });
});
