import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { LocaleNamespace } from "../generated/schema-types.ts";
import type { SiteData } from "../site/resolve/site-data.ts";
import { formatNumber } from "../site/shared/numbers.ts";

export type InterfaceWords = Record<string, LocaleNamespace>;

/** One i18next instance per render, given its words up front so server and browser draw the same. */
export function createI18n(
  site: Pick<SiteData, "lang" | "numberLocale" | "defaultLanguage">,
  words: InterfaceWords,
): i18n {
  const instance = i18next.createInstance();
  const locale = site.numberLocale;
  // i18next's formatter module, called for every {{value}} (alwaysFormat): a number is written with
  // the language's own digits and decimal mark.
  const numbers = {
    type: "formatter" as const,
    init: () => {},
    add: () => {},
    addCached: () => {},
    format: (value: unknown) => (typeof value === "number" ? formatNumber(value, locale) : value),
  };
  instance
    .use(initReactI18next)
    .use(numbers)
    .init({
      lng: site.lang,
      fallbackLng: site.defaultLanguage,
      ns: Object.keys(words),
      defaultNS: "common",
      resources: { [site.lang]: words },
      initAsync: false,
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
    });
  return instance;
}
