import { describe, expect, it } from "vitest";
import { factsAsMarkup } from "./facts-markup.ts";

const PHONE = "\u2066(613)\u00a0555-\u20600188\u2069";

describe("a phone number in right-to-left text", () => {
  it("becomes an element that keeps it left to right and whole, with no invisible characters", () => {
    expect(factsAsMarkup(`<p>اتصل بنا على ${PHONE} اليوم.</p>`)).toBe(
      '<p>اتصل بنا على <bdi dir="ltr" class="whitespace-nowrap">(613) 555-0188</bdi> اليوم.</p>',
    );
  });

  it("is left as it is in an attribute, and in an island's HTML, which React draws again in the browser", () => {
    const island = `<form><p>أو اتصل على ${PHONE}</p></form>`;
    const html = `<a aria-label="اتصل ${PHONE}" href="tel:+16135550188">${PHONE}</a>${island}<p>${PHONE}</p>`;
    const out = factsAsMarkup(html, [island]);
    expect(out).toContain(`aria-label="اتصل ${PHONE}"`);
    expect(out).toContain(island);
    expect(out.match(/<bdi /g)).toHaveLength(2);
  });

  it("leaves a page without one as it was", () => {
    const html = "<p>Call (613) 555-0188.</p>";
    expect(factsAsMarkup(html)).toBe(html);
  });
});
