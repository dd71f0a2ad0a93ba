// What an island is drawn inside, the same on the server and in the browser, so the browser takes
// over the server's HTML as it is: the site's facts it needs, its words, and its own toasts.
import { createContext, useContext, type ReactNode } from "react";
import type { Section } from "../generated/schema-types.ts";
import type { SiteData } from "../site/site-data.ts";
import { SiteContext } from "./site-context.tsx";
import { WordsProvider, type Translate, type Words } from "./words.tsx";
import { ToastProvider } from "../ui/toast.tsx";

/** The site's facts an island may read: no lists of pages, pictures or menus. */
export type IslandSite = Pick<SiteData, "lang" | "dir" | "defaultLanguage" | "business" | "forms" | "delivery">;

export const islandSite = ({ lang, dir, defaultLanguage, business, forms, delivery }: SiteData): IslandSite => ({ lang, dir, defaultLanguage, business, forms, delivery });

/** What a page with islands carries for the browser, in <script type="application/json" id="island-data">. */
export interface IslandData {
  site: IslandSite;
  words: Words;
  sections: Section[];
}

export function IslandRoot({ site, t, children }: { site: IslandSite; t: Translate; children: ReactNode }) {
  return (
    <WordsProvider value={t}>
      <SiteContext.Provider value={site as SiteData}>
        <ToastProvider>{children}</ToastProvider>
      </SiteContext.Provider>
    </WordsProvider>
  );
}

/** The islands' HTML, drawn by the server before the page around them (by section id). */
export const IslandHtml = createContext<Map<string, string> | null>(null);
export const useIslandHtml = () => useContext(IslandHtml);
