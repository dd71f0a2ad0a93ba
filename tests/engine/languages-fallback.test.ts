// A location added in English only still builds: in every other language it is served in
// English under the prefix, with a note, and it is left out of that language's hreflang.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildSiteWithFixture } from "./helpers/fixture-site.ts";
import { PROJECT } from "./helpers/site-copy.ts";
import manifest from "../src/generated/routes.json";

const others = Object.keys(manifest.routes).filter((lang) => lang !== "en");
let built: ReturnType<typeof buildSiteWithFixture>;
beforeAll(() => {
  built = buildSiteWithFixture(join(PROJECT, "tests/fixtures/site/new-location-in-english"));
}, 240_000);
afterAll(() => built?.remove());

const html = (file: string) => readFileSync(join(built.distDir, file), "utf8");

describe.runIf(others.length > 0)("a new location with only English text", () => {
  it.each(others)("is served in English under /%s with a note, noindex and a canonical to English", (lang) => {
    const page = html(`${lang}/locations/king/index.html`);
    expect(page).toContain(`<html lang="${lang}"`);
    expect(page).toMatch(/<main[^>]*lang="en"/);
    expect(page).toContain("data-in-english-note");
    expect(page).toContain("Appliance Repair in King");
    expect(page).toContain('<meta name="robots" content="noindex" />');
    expect(page).toMatch(/<link rel="canonical" href="[^"]+\/locations\/king" \/>/);
    expect(page).not.toContain(`hreflang="${lang}"`);
  });

  it("offers only English in the English page's hreflang, while translated pages keep every language", () => {
    const english = html("locations/king/index.html");
    expect(english.match(/hreflang="([a-z-]+)"/g)).toEqual(['hreflang="en"', 'hreflang="x-default"']);
    expect(html("locations/vaughan/index.html").match(/hreflang="/g)).toHaveLength(Object.keys(manifest.routes).length + 1);
  });
});
