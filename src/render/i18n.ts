import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { LocaleNamespace } from "../generated/schema-types.ts";
import type { SiteData } from "../site/site-data.ts";

export type InterfaceWords = Record<string, LocaleNamespace>;

/** One i18next instance per render, given its words up front so server and browser draw the same. */
export function createI18n(site: SiteData, words: InterfaceWords): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: site.lang,
    fallbackLng: site.defaultLanguage,
    ns: Object.keys(words),
    defaultNS: "common",
    resources: { [site.lang]: words },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
