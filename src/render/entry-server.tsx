import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import type { PageData, RouteManifest, SiteData } from "../site/site-data.ts";
import manifestJson from "../generated/routes.json";
import { App } from "./app.tsx";
import { createI18n, type InterfaceWords } from "./i18n.ts";
import { UI_NAMESPACES } from "./locale-loader.ts";
import type { LocaleNamespace } from "../generated/schema-types.ts";
import { findPageKey } from "./find-page.ts";
import { blockModule, loadBlocks } from "../sections/registry.ts";

const sites = import.meta.glob<SiteData>("../generated/site.*.json", { eager: true, import: "default" });
const pages = import.meta.glob<PageData>("../generated/pages/*/*.json", { eager: true, import: "default" });
const locales = import.meta.glob<LocaleNamespace>(["../generated/locales/*/common.json", "../generated/locales/*/nav.json"], { eager: true, import: "default" });

/** The interface words of one language, which the page also carries for the browser to start with. */
export function interfaceWords(lang: string): InterfaceWords {
  return Object.fromEntries(UI_NAMESPACES.map((ns) => [ns, locales[`../generated/locales/${lang}/${ns}.json`]]));
}

export const routeManifest = manifestJson as RouteManifest;

export interface RenderResult {
  html: string;
  site: SiteData;
  page: PageData;
  status: 200 | 404;
  /** Source files of the data and blocks this page needs, to preload their built chunks. */
  dataModules: string[];
  words: InterfaceWords;
}

/** Loads the code of every block once, before the first render. */
export async function prepare(): Promise<void> {
  await loadBlocks(Object.values(pages).flatMap((page) => page.sections));
}

export function render(url: string): RenderResult {
  const { pathname } = new URL(url, "http://localhost");
  const { lang, key } = findPageKey(routeManifest, pathname);
  const siteModule = `../generated/site.${lang}.json`;
  const pageModule = `../generated/pages/${lang}/${key}.json`;
  const site = sites[siteModule];
  const page = pages[pageModule];
  const words = interfaceWords(lang);
  const html = renderToString(
    <StaticRouter location={url}>
      <App site={site} page={page} i18n={createI18n(site, words)} />
    </StaticRouter>,
  );
  const asSource = (module: string) => `src/${module.replace(/^\.\.\//, "")}`;
  return { html, site, page, status: page.isNotFound ? 404 : 200, dataModules: [asSource(siteModule), asSource(pageModule), ...new Set(page.sections.map((s) => blockModule(s.type)))], words };
}
