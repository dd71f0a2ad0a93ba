// npm run dev only: the whole app in the browser, with its router, i18next and hot reload of
// content. The built site never loads this (src/render/entry-client.tsx).
import { StrictMode, startTransition, useEffect, useRef, useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter, useLocation } from "react-router-dom";
import type { PageData, RouteManifest, SiteData } from "../site/site-data.ts";
import manifestJson from "../generated/routes.json";
import { App, type AppProps } from "./app.tsx";
import { createI18n, type InterfaceWords } from "./i18n.ts";
import { findPageKey } from "./find-page.ts";
import { loadBlocks } from "../sections/registry.ts";
import { CONTENT_UPDATE_EVENT, clearErrorOverlay, fetchDevPage, fetchDevSite, fetchDevWords } from "./dev-content.ts";

const manifest = manifestJson as RouteManifest;
const siteLoaders = import.meta.glob<SiteData>("../generated/site.*.json", { import: "default" });
const pageLoaders = import.meta.glob<PageData>("../generated/pages/*/*.json", { import: "default" });

/** A page's data and the code of the blocks it shows. */
async function load(pathname: string): Promise<{ site: SiteData; page: PageData }> {
  const loaded = await loadData(pathname);
  await loadBlocks(loaded.page.sections);
  return loaded;
}

async function loadData(pathname: string): Promise<{ site: SiteData; page: PageData }> {
  const { lang, key } = findPageKey(manifest, pathname);
  // In development the data is fetched as it is now on disk, so an edit is never hidden by a cached module.
  if (import.meta.hot) return loadNow(lang, key);
  const [site, page] = await Promise.all([siteLoaders[`../generated/site.${lang}.json`](), pageLoaders[`../generated/pages/${lang}/${key}.json`]()]);
  return { site, page };
}

async function loadNow(lang: string, key: string) {
  const [site, page] = await Promise.all([fetchDevSite(lang), fetchDevPage(lang, key)]);
  await loadBlocks(page.sections);
  return { site, page };
}

function showPageHead(page: PageData, site: SiteData) {
  document.title = page.title;
  document.querySelector('meta[name="description"]')?.setAttribute("content", page.description);
  document.documentElement.lang = site.lang;
  document.documentElement.dir = site.dir;
}

function scrollToEntry(hash: string) {
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo({ top: 0, behavior: "instant" });
}

/** Keeps the shown page in step with the address as the visitor moves around. */
function ClientApp(initial: AppProps) {
  const location = useLocation();
  const [state, setState] = useState(initial);
  const shownKey = useRef(`${initial.page.lang}:${initial.page.key}`);

  useEffect(() => {
    let isCurrent = true;
    const { lang, key } = findPageKey(manifest, location.pathname);
    if (lang === state.page.lang && key === state.page.key) return;
    const isOtherLanguage = lang !== state.page.lang;
    Promise.all([load(location.pathname), isOtherLanguage ? fetchDevWords(lang) : undefined])
      .then(([{ site, page }, words]) => {
        if (!isCurrent) return;
        setState((previous) => ({ site, page, i18n: words ? createI18n(site, words) : previous.i18n }));
      })
      // Words or data that will not load: let the browser fetch the prerendered page instead.
      .catch(() => window.location.assign(location.pathname + location.search + location.hash));
    return () => {
      isCurrent = false;
    };
    // Another address loads another page; its query and fragment are only read when loading fails.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, state.page.key, state.page.lang]);

  useEffect(() => {
    const shown = `${state.page.lang}:${state.page.key}`;
    if (shownKey.current === shown && !location.hash) return;
    shownKey.current = shown;
    showPageHead(state.page, state.site);
    scrollToEntry(location.hash);
    // The head changes with the page shown (its key and language), not with every edit to its data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.page.key, state.page.lang, location.hash]);

  // npm run dev: a saved content edit shows in the open page without reloading it.
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const { lang, key } = state.page;
    const refresh = () => {
      Promise.all([loadNow(lang, key), fetchDevWords(lang)])
        .then(([{ site, page }, words]) => {
          clearErrorOverlay();
          setState({ site, page, i18n: createI18n(site, words) });
          showPageHead(page, site);
        })
        .catch(() => window.location.reload());
    };
    hot.on(CONTENT_UPDATE_EVENT, refresh);
    return () => hot.off(CONTENT_UPDATE_EVENT, refresh);
  }, [state.page]);

  // Lets tests and tools know the page is interactive.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", "true"), []);

  return <App {...state} />;
}

/** npm run dev: the whole page drawn and kept up to date in the browser, as content is edited. */
export async function startDevApp() {
  const root = document.getElementById("root")!;
  const embedded = document.getElementById("interface-words")?.textContent;
  const [{ site, page }, words] = await Promise.all([
    load(window.location.pathname),
    embedded ? (JSON.parse(embedded) as InterfaceWords) : fetchDevWords(findPageKey(manifest, window.location.pathname).lang),
  ]);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <ClientApp site={site} page={page} i18n={createI18n(site, words)} />
      </BrowserRouter>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread: a tap on a slow phone is answered while the page becomes interactive.
  if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
  else {
    showPageHead(page, site);
    createRoot(root).render(app);
  }
}
