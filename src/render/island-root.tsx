// What an island is drawn inside, the same on the server and in the browser, so the browser takes
// over the server's HTML as it is: its words and its own toasts. (Its data comes as props.)
import { createContext, useContext, type ReactNode } from "react";
import type { Section } from "../generated/schema-types.ts";
import type { PageData, SiteData } from "../site/site-data.ts";
import { WordsProvider, type Translate, type Words } from "./words.tsx";
import { ToastProvider } from "../ui/toast.tsx";

/** The site's facts an island may read: no lists of pages, pictures or menus. */
export type IslandSite = Pick<SiteData, "lang" | "dir" | "numberLocale" | "defaultLanguage" | "business" | "forms" | "delivery" | "reviews">;

export const islandSite = ({ lang, dir, numberLocale, defaultLanguage, business, forms, delivery, reviews }: SiteData): IslandSite => ({
  lang,
  dir,
  numberLocale,
  defaultLanguage,
  business,
  forms,
  delivery,
  reviews,
});

/** What a page with islands carries for the browser, in <script type="application/json" id="island-data">. */
export interface IslandData {
  site: IslandSite;
  words: Words;
  sections: Section[];
}

export function IslandRoot({ t, children }: { t: Translate; children: ReactNode }) {
  return (
    <WordsProvider value={t}>
      <ToastProvider>{children}</ToastProvider>
    </WordsProvider>
  );
}

/** Islands draw nothing from the page around them: their section and the site's facts are all they read. */
export const NO_PAGE = {} as PageData;

/** The islands' HTML, drawn by the server before the page around them (by section id). */
export const IslandHtml = createContext<Map<string, string> | null>(null);
export const useIslandHtml = () => useContext(IslandHtml);
