import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { SiteData } from "../site/site-data.ts";

/** One i18next instance per render, loaded synchronously so server and browser draw the same words. */
export function createI18n(site: SiteData): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: site.lang,
    fallbackLng: "en",
    ns: Object.keys(site.ui),
    defaultNS: "common",
    resources: { [site.lang]: site.ui },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
