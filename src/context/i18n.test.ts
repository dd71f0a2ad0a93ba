import { describe, expect, it } from "vitest";
import type { SiteData } from "../site/resolve/site-data.ts";
import { createI18n } from "./i18n.ts";

const site = (lang: string, numberLocale: string) =>
  ({ lang, numberLocale, defaultLanguage: "en" }) as SiteData;

describe("the server's i18next", () => {
  it("writes every number in the language's digits, and picks the count's form", () => {
    const i18n = createI18n(site("fa", "fa-u-nu-arabext"), {
      common: {
        ratingLabel: "امتیاز {{rating}} از ۵",
        stars_one: "{{count}} ستاره",
        stars_other: "{{count}} ستاره",
        copyright: "© {{year}}",
      },
    });
    expect(i18n.t("common:ratingLabel", { rating: 4 })).toBe("امتیاز ۴ از ۵");
    expect(i18n.t("common:stars", { count: 3 })).toBe("۳ ستاره");
    // A year too, as the footer passes it.
    expect(i18n.t("common:copyright", { year: 2026 })).toBe("© ۲۰۲۶");
    // Text passed in stays as written.
    expect(i18n.t("common:copyright", { year: "2026" })).toBe("© 2026");
  });

  it("uses a language's few and many forms", () => {
    const i18n = createI18n(site("uk", "uk"), {
      common: {
        stars_one: "{{count}} зірка",
        stars_few: "{{count}} зірки",
        stars_many: "{{count}} зірок",
        stars_other: "{{count}} зірки",
      },
    });
    expect([1, 2, 5].map((count) => i18n.t("common:stars", { count }))).toEqual([
      "1 зірка",
      "2 зірки",
      "5 зірок",
    ]);
  });
});
