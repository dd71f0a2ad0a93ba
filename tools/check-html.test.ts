import { describe, expect, it } from "vitest";
import { checkHtml } from "./check-html.ts";

describe("the Nu HTML Checker", () => {
  it("names the file, the line and the checker's message for a page with an error", () => {
    const errors = checkHtml("tests/fixtures/html/street-address-on-input.html");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      file: "tests/fixtures/html/street-address-on-input.html",
      line: 5,
    });
    expect(errors[0].message).toMatch(/autocomplete/);
  }, 30_000);
});
