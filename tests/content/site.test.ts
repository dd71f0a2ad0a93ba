// Content checks on the real site, as npm run build left it in dist/. Every expectation comes
// from site.config.yaml and content/ through the built site's own data (tests/content/checks.ts).
import { describe, expect, it } from "vitest";
import { PROJECT } from "../helpers/fixture-site.ts";
import { BUILT_SITE_CHECKS, readBuiltSite } from "./checks.ts";

const built = readBuiltSite(PROJECT);

describe("the real site as built", () => {
  it.each(Object.entries(BUILT_SITE_CHECKS))("%s", (_, check) => {
    expect(check(built)).toEqual([]);
  });
});
