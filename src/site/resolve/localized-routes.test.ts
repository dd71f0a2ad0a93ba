import { describe, expect, it } from "vitest";
import { localizedRoutes } from "./localized-routes.ts";
import { routeTable } from "./route-table.ts";
import { fixtureContent } from "../../../tests/helpers/fixture-content.ts";

// The fixture site (tests/fixtures/sites/every-section): English and Arabic, with one location not yet translated.
const content = fixtureContent();
const { defaultLanguage, languages } = content.config.value.site;
const other = languages.find((l) => l.code !== defaultLanguage)!.code;
const fallbackRecord = (lang: string) =>
  localizedRoutes(content, lang).routes.filter((r) => r.isFallback);

describe("localizedRoutes", () => {
  it("has every route of the table in every language, under the language's prefix", () => {
    const written = routeTable(content).map((r) => r.key);
    for (const { code } of languages) {
      const { routes } = localizedRoutes(content, code);
      expect(routes.map((r) => r.key)).toEqual(written);
      for (const route of routes)
        expect(route.localizedPath).toBe(
          code === defaultLanguage ? route.path : `/${code}${route.path === "/" ? "" : route.path}`,
        );
    }
  });

  it("never falls back in the default language", () => {
    expect(fallbackRecord(defaultLanguage)).toEqual([]);
  });

  it("falls back exactly where a record's file has no translation, and shows that record as written", () => {
    const untranslated = [...content.locations, ...content.services, ...content.advantages].filter(
      (record) =>
        !content.translations.some(
          (t) => t.lang === other && t.source.file.endsWith(record.source.file.split("/").pop()!),
        ),
    );
    expect(untranslated.length).toBeGreaterThan(0);
    const fallbacks = fallbackRecord(other);
    expect(fallbacks.map((r) => r.recordFile).sort()).toEqual(
      untranslated.map((r) => r.source.file).sort(),
    );
    const written = new Map(routeTable(content).map((r) => [r.key, r]));
    for (const route of fallbacks) {
      expect(route.record).toEqual(written.get(route.key)!.record);
      expect(route.sections).toEqual(written.get(route.key)!.sections);
      // Offered only where it is translated: here, the default language alone.
      expect(route.alternates.map((a) => a.lang)).toEqual([defaultLanguage]);
    }
  });

  it("offers a translated page in every language", () => {
    const translated = localizedRoutes(content, other).routes.find(
      (r) => !r.isFallback && r.record,
    )!;
    expect(translated.alternates.map((a) => a.lang)).toEqual(languages.map((l) => l.code));
    expect(translated.record).not.toEqual(
      routeTable(content).find((r) => r.key === translated.key)!.record,
    );
  });
});
