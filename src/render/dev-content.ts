// npm run dev only: the open page shows a content edit in place. The dev server regenerates the
// data, then sends CONTENT_UPDATE_EVENT; the page fetches its data again from DEV_CONTENT_PATH,
// which serves src/generated/ as it is on disk (never a cached module).
import type { PageData, SiteData } from "../site/site-data.ts";
import type { InterfaceWords } from "./i18n.ts";
import { UI_NAMESPACES } from "./namespaces.ts";

export const CONTENT_UPDATE_EVENT = "content:update";
export const DEV_CONTENT_PATH = "/__content";

async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(`${DEV_CONTENT_PATH}/${path}`, { cache: "no-store" });
  if (!response.ok) throw new Error(`${DEV_CONTENT_PATH}/${path}: ${response.status}`);
  return (await response.json()) as T;
}

export const fetchDevSite = (lang: string) => fetchJson<SiteData>(`site.${lang}.json`);
export const fetchDevPage = (lang: string, key: string) => fetchJson<PageData>(`pages/${lang}/${key}.json`);
/** One language's interface words, as i18next resources. */
export const fetchDevWords = async (lang: string): Promise<InterfaceWords> =>
  Object.fromEntries(await Promise.all(UI_NAMESPACES.map(async (ns) => [ns, await fetchJson<InterfaceWords[string]>(`locales/${lang}/${ns}.json`)] as const)));

/** Vite's error overlay stays until a module update; a content update clears it here. */
export function clearErrorOverlay() {
  for (const overlay of document.querySelectorAll("vite-error-overlay")) overlay.remove();
}
