import { StrictMode, useEffect, useRef, useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter, useLocation } from "react-router-dom";
import type { PageData, RouteManifest, SiteData } from "../site/site-data.ts";
import manifestJson from "../generated/routes.json";
import { App, type AppProps } from "./app.tsx";
import { createI18n } from "./i18n.ts";
import { findPageKey } from "./find-page.ts";
import "../styles.css";

const manifest = manifestJson as RouteManifest;
const siteLoaders = import.meta.glob<SiteData>("../generated/site.*.json", { import: "default" });
const pageLoaders = import.meta.glob<PageData>("../generated/pages/*/*.json", { import: "default" });

async function load(pathname: string): Promise<{ site: SiteData; page: PageData }> {
  const { lang, key } = findPageKey(manifest, pathname);
  const [site, page] = await Promise.all([siteLoaders[`../generated/site.${lang}.json`](), pageLoaders[`../generated/pages/${lang}/${key}.json`]()]);
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
  const shownKey = useRef(initial.page.key);

  useEffect(() => {
    let isCurrent = true;
    const { lang, key } = findPageKey(manifest, location.pathname);
    if (lang === state.page.lang && key === state.page.key) return;
    load(location.pathname).then(({ site, page }) => {
      if (!isCurrent) return;
      setState((previous) => ({ site, page, i18n: site.lang === previous.site.lang ? previous.i18n : createI18n(site) }));
    });
    return () => {
      isCurrent = false;
    };
  }, [location.pathname, state.page.key, state.page.lang]);

  useEffect(() => {
    if (shownKey.current === state.page.key && !location.hash) return;
    shownKey.current = state.page.key;
    showPageHead(state.page, state.site);
    scrollToEntry(location.hash);
  }, [state.page.key, location.hash]);

  // Lets tests and tools know the page is interactive.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", "true"), []);

  return <App {...state} />;
}

async function start() {
  const root = document.getElementById("root")!;
  const { site, page } = await load(window.location.pathname);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <ClientApp site={site} page={page} i18n={createI18n(site)} />
      </BrowserRouter>
    </StrictMode>
  );
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else {
    showPageHead(page, site);
    createRoot(root).render(app);
  }
}

start();
