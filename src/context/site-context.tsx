import { createContext, useContext } from "react";
import type { PageData, PageRecord, SiteData } from "../site/resolve/site-data.ts";

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

/** The record a location, service or advantage page shows; a block placed elsewhere is a content mistake. */
export function recordOf<K extends PageRecord["kind"]>(
  page: Pick<PageData, "record">,
  kind: K,
  sectionType: string,
): Extract<PageRecord, { kind: K }> {
  const { record } = page;
  if (record?.kind !== kind)
    throw new Error(`The section type "${sectionType}" belongs on ${kind} pages only.`);
  return record as Extract<PageRecord, { kind: K }>;
}
