import { describe, expect, it } from "vitest";
import { findLiteralFact, literalFacts } from "./fact-literals.ts";
import { fixtureContent } from "../../../tests/helpers/fixture-content.ts";

// The fixture business's facts: coupon { money: 25 }, warranty { months: 6 }, saving { percent: [50, 85] },
// founded { year: 2024 }, clientsServed { count: 8000, orMore: true }; open 9:00 to 18:00.
const content = fixtureContent();
const language = (code: string) =>
  content.config.value.site.languages.find((l) => l.code === code)!;
const tokenIn = (text: string, code = "en") =>
  findLiteralFact(text, literalFacts(content, language(code)))?.facts.map((f) => f.token);

describe("a fact's value written as text", () => {
  it("is found beside the signs and words of its kind, in the language's digits", () => {
    expect(tokenIn("Get $25 off today")).toEqual(["{claims.coupon}"]);
    expect(tokenIn("Every repair carries a 6-month warranty")).toEqual(["{claims.warranty}"]);
    expect(tokenIn("Repair saves 50 to 85 percent")).toEqual(["{claims.saving}"]);
    expect(tokenIn("Since 2024")).toEqual(["{claims.founded}"]);
    expect(tokenIn("For 8,000 clients")).toEqual(["{claims.clientsServed}"]);
    expect(tokenIn("Open until 6 p.m.")).toEqual(["{business.hours}"]);
    expect(tokenIn("خصم 25 دولارًا", "ar")).toEqual(["{claims.coupon}"]);
    expect(tokenIn("ضمان لمدة 6 أشهر", "ar")).toEqual(["{claims.warranty}"]);
  });

  it("is not a token, another number, or a number of another kind", () => {
    expect(tokenIn("Get {claims.coupon} off today")).toBeUndefined();
    expect(tokenIn("Get $250 off today")).toBeUndefined();
    expect(tokenIn("25 appliances repaired")).toBeUndefined();
    expect(tokenIn("Emergency service 24/7")).toBeUndefined();
    expect(tokenIn("Call 613 555 0188")).toBeUndefined();
  });
});
