// Every built page of the real site, through the W3C Nu HTML Checker: no errors.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { PROJECT } from "../helpers/fixture-site.ts";
import { checkHtml } from "../../tools/check-html.ts";

describe("the real site's HTML", () => {
  it("has no error the Nu HTML Checker finds, on any page", () => {
    const errors = checkHtml(join(PROJECT, "dist"));
    expect(errors.map((e) => `${e.file}:${e.line ?? ""}  ${e.message}`)).toEqual([]);
  }, 120_000);
});
