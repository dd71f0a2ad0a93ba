import { describe, expect, it } from "vitest";
import { withoutBidiControls } from "./plain-text.ts";

describe("text for search snippets", () => {
  it("drops the isolates around a phone number and every other direction mark, and nothing else", () => {
    expect(withoutBidiControls("اتصل على \u2066(613) 555-0188\u2069 الآن")).toBe("اتصل على (613) 555-0188 الآن");
    expect(withoutBidiControls("a\u200Eb\u200Fc\u202Ad\u202Ee\u2067f\u2068g")).toBe("abcdefg");
    expect(withoutBidiControls("تماس: ۴۱۶ — “quote” ‌zwnj")).toBe("تماس: ۴۱۶ — “quote” ‌zwnj");
  });
});
