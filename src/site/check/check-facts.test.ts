import { describe, expect, it } from "vitest";
import { readTextFact } from "./check-facts.ts";

describe("a claim that writes its number in words, as sites wrote facts before they had kinds", () => {
  it.each([
    ["6-month", { months: 6 }, ""],
    ["2 to 24 hours", { hours: [2, 24] }, ""],
    ["within 24 hours", { hours: 24 }, "within"],
    ["$100 to $350", { money: [100, 350] }, ""],
    ["$25 off", { money: 25 }, "off"],
    ["$95 call-out, first half hour included", { money: 95 }, "call-out, first half hour included"],
    ["50 to 85 percent", { percent: [50, 85] }, ""],
    ["100%", { percent: 100 }, ""],
    ["8000+", { count: 8000, orMore: true }, ""],
    ["5,000+", { count: 5000, orMore: true }, ""],
    ["2024", { year: 2024 }, ""],
    ["2-year", { years: 2 }, ""],
  ])("reads %j as %j", (text, fact, rest) => {
    expect(readTextFact(text)).toEqual({ fact, rest });
  });

  it("reads the units of time of the site's own language", () => {
    expect(readTextFact("garantie de 6 mois", "fr")).toEqual({
      fact: { months: 6 },
      rest: "garantie de",
    });
  });

  it("leaves words alone, a number without a kind among them", () => {
    for (const text of ["Upfront pricing with no hidden fees", "24/7", "Certified technicians"])
      expect(readTextFact(text), text).toBeUndefined();
  });
});
