// A location written in English only still builds: in every other language it is served in
// English under the prefix, with a note, and it is left out of that language's hreflang. The
// fixture site's Napanee has no translation (Kingston has one), so its shared build shows both.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fixture } from "../helpers/fixture-facts.ts";

const languages = Object.keys(fixture.routes.routes);
const others = languages.filter((lang) => lang !== fixture.routes.defaultLanguage);
const html = (file: string) => readFileSync(join(fixture.dist, file), "utf8");

describe("a location with only English text", () => {
  it("is listed in every language, so there is a prefixed page to check", () => {
    expect(others).toEqual(["ar"]);
    for (const lang of others)
      expect(fixture.routes.routes[lang][`/${lang}/locations/napanee`]).toBe("locations__napanee");
  });

  it.each(others)(
    "is served in English under /%s with a note, noindex and a canonical to English",
    (lang) => {
      const page = html(`${lang}/locations/napanee/index.html`);
      expect(page).toContain(`<html lang="${lang}"`);
      expect(page).toMatch(/<main[^>]*lang="en"/);
      expect(page).toContain("data-untranslated-note");
      expect(page).toContain("Appliance Repair in Napanee");
      expect(page).toContain('<meta name="robots" content="noindex" />');
      expect(page).toContain(
        '<link rel="canonical" href="https://lakeshore.example/locations/napanee" />',
      );
      expect(page).not.toContain(`hreflang="${lang}"`);
    },
  );

  it("offers only English in the English page's hreflang, while translated pages keep every language", () => {
    expect(html("locations/napanee/index.html").match(/hreflang="([a-z-]+)"/g)).toEqual([
      'hreflang="en"',
      'hreflang="x-default"',
    ]);
    expect(html("locations/kingston/index.html").match(/hreflang="([a-z-]+)"/g)).toEqual([
      ...languages.map((lang) => `hreflang="${lang}"`),
      'hreflang="x-default"',
    ]);
  });
});
