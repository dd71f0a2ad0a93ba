import { describe, expect, it } from "vitest";
import { plainText } from "./plain-text.ts";
import { factsForDirection, factsOf, interpolate } from "./interpolate.ts";
import type { SiteConfig } from "../../generated/schema-types.ts";

describe("text for search snippets", () => {
  it("drops every direction mark and word joiner, and nothing else", () => {
    expect(plainText("a\u200Eb\u200Fc\u202Ad\u202Ee\u2067f\u2068g\u2060h")).toBe("abcdefgh");
    expect(plainText("تماس: ۴۱۶ — “quote” ‌zwnj")).toBe("تماس: ۴۱۶ — “quote” ‌zwnj");
  });

  it("writes a phone number kept left to right in right-to-left text as one run of digits and hyphens", () => {
    const config = {
      business: { phone: "(613) 555-0188", email: "desk@lakeshore.example" },
      claims: {},
    } as unknown as SiteConfig;
    const rtl = factsForDirection(factsOf(config), "rtl");
    const sentence = interpolate(
      "اتصل بنا على {business.phone} أو اكتب إلى {business.email}.",
      rtl,
    );
    // As the page draws it: isolated, with a no-break space and a word joiner.
    expect(sentence).toContain("\u2066(613)\u00a0555-\u20600188\u2069");
    expect(plainText(sentence)).toBe(
      "اتصل بنا على 613-555-0188 أو اكتب إلى desk@lakeshore.example.",
    );
    expect(plainText("\u2066+44\u00a020\u00a07946\u00a00321\u2069")).toBe("+44-20-7946-0321");
  });

  it("leaves a number in left-to-right text as it is written", () => {
    const ltr = factsForDirection(
      factsOf({ business: { phone: "(613) 555-0188" }, claims: {} } as unknown as SiteConfig),
      "ltr",
    );
    expect(plainText(interpolate("Call {business.phone} today.", ltr))).toBe(
      "Call (613) 555-0188 today.",
    );
  });
});
