// Every built page of the real site, through the W3C Nu HTML Checker: no errors. The files the
// owner serves as they are, from public/, are theirs, not pages.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { PROJECT } from "../helpers/fixture-site.ts";
import { checkHtml } from "../../tools/check-html.ts";
import { builtPages } from "../../scripts/built-pages.ts";

describe("the real site's HTML", () => {
  it("has no error the Nu HTML Checker finds, on any page", () => {
    const errors = checkHtml(builtPages(join(PROJECT, "dist")));
    expect(errors.map((e) => `${e.file}:${e.line ?? ""}  ${e.message}`)).toEqual([]);
  }, 120_000);
});
