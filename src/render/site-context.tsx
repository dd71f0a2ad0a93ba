import { createContext, useContext } from "react";
import type { PageData, SiteData } from "../site/site-data.ts";

export const SiteContext = createContext<SiteData | null>(null);
export const PageContext = createContext<PageData | null>(null);

export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite() is used outside <SiteContext.Provider>.");
  return site;
}

export function usePage(): PageData {
  const page = useContext(PageContext);
  if (!page) throw new Error("usePage() is used outside <PageContext.Provider>.");
  return page;
}

/** An address of this site in the language being shown: /contact, or /fr/contact. */
export function useLocalPath(): (path: string) => string {
  const { lang, defaultLanguage } = useSite();
  return (path) => (lang === defaultLanguage ? path : path === "/" ? `/${lang}` : `/${lang}${path}`);
}
