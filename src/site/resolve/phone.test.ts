import { describe, expect, it } from "vitest";
import { telHref } from "./phone.ts";

describe("telHref", () => {
  it("makes a North American number +1 by default, whatever its punctuation", () => {
    expect(telHref("(555) 555-0100")).toBe("tel:+15555550100");
    expect(telHref("1-555-555-0100")).toBe("tel:+15555550100");
  });

  it("takes a number written with + as international", () => {
    expect(telHref("+44 20 7946 0321")).toBe("tel:+442079460321");
    expect(telHref("+1 (902) 555-0177")).toBe("tel:+19025550177");
  });

  it("adds the business's country code to a national number, without its trunk 0", () => {
    expect(telHref("020 7946 0321", "44")).toBe("tel:+442079460321");
    expect(telHref("01 23 45 67 89", "33")).toBe("tel:+33123456789");
  });

  it("refuses what cannot be dialled", () => {
    expect(() => telHref("555-0100")).toThrow(/ten-digit North American/);
    expect(() => telHref("12 34", "44")).toThrow(/7 to 15 digits/);
  });
});
