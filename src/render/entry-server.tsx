import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { renderToString } from "react-dom/server";
import { factsAsMarkup } from "./facts-markup.ts";
import { StaticRouter } from "react-router-dom";
import type { PageData, RouteManifest, SiteData } from "../site/resolve/site-data.ts";
import { App } from "./app.tsx";
import { createI18n, type InterfaceWords } from "../context/i18n.ts";
import { UI_NAMESPACES } from "../context/namespaces.ts";
import type { LocaleNamespace, Section } from "../generated/schema-types.ts";
import { findPageKey } from "./find-page.ts";
import { blockModule, loadBlocks, loadedBlock, sectionRegistry } from "../sections/registry.ts";
import type { IslandProps } from "../sections/block-props.ts";
import { ISLANDS, isIsland } from "../islands/registry.ts";
import { IslandRoot, type IslandData } from "../islands/island-root.tsx";
import { pickWords } from "../islands/words.ts";
import { islandSite } from "../site/resolve/site-data.ts";
import { IslandHtml } from "./page-view.tsx";
import type { ComponentType } from "react";
import { blockScripts } from "../generated/browser-registry.ts";
import { marksIn } from "./page-marks.ts";

/**
 * The generated data is read from src/generated/ as each page is drawn, not bundled into this
 * module: a page reads its own file, so the build's memory and this module's size stay the same
 * however many pages the site has. npm run generate writes the files; npm run dev rewrites them on
 * an edit, and a file read again when its size or time changes is read fresh.
 */
let GENERATED = join(process.cwd(), "src/generated");
const kept = new Map<string, { stamp: string; value: unknown }>();
function readKept<T>(file: string): T {
  const stat = statSync(file);
  const stamp = `${stat.size}:${stat.mtimeMs}`;
  const found = kept.get(file);
  if (found?.stamp === stamp) return found.value as T;
  const value = JSON.parse(readFileSync(file, "utf8")) as T;
  kept.set(file, { stamp, value });
  return value;
}
const readPage = (lang: string, key: string) =>
  JSON.parse(readFileSync(join(GENERATED, "pages", lang, `${key}.json`), "utf8")) as PageData;
/**
 * The interface words of one language, which the page also carries for the browser to start with.
 * Read like the rest of the generated data, so this module holds nothing of one site: its bundle
 * is the same for every site an engine builds, and kept between builds (scripts/bundle.ts).
 */
export function interfaceWords(lang: string): InterfaceWords {
  return Object.fromEntries(
    UI_NAMESPACES.map((ns) => [
      ns,
      readKept<LocaleNamespace>(join(GENERATED, "locales", lang, `${ns}.json`)),
    ]),
  );
}

/** Every address of the site, by language. */
export const routeManifest = (): RouteManifest => readKept(join(GENERATED, "routes.json"));

export interface RenderResult {
  html: string;
  site: SiteData;
  /** The site in its source language. */
  source: SiteData;
  page: PageData;
  status: 200 | 404;
  /** Source files of the code this page runs as it starts, to preload their built chunks: its enhancers. */
  dataModules: string[];
  /**
   * Source files of the code its islands run, fetched when the visitor first uses one (a tap, a
   * key, a field taking focus): see src/islands/start.ts.
   */
  onUseModules: string[];
  words: InterfaceWords;
  /** The page's islands and what they are drawn with, for the browser to hydrate; none on most pages. */
  islands?: IslandData;
}

/**
 * The block scripts (the browser's registry) that start with the page's code ("load"), by what
 * they look for in the page: preloaded with it once the loader starts it (src/islands/loader.ts).
 * The others are fetched when they start, as a carousel comes near the screen.
 */
const startingWithPage = blockScripts.filter((script) => script.start === "load");

/** Loads the code of every block once, before the first render. `root` is the site's folder (npm run dev's root), the working folder unless given. */
export async function prepare(root?: string): Promise<void> {
  if (root) GENERATED = join(root, "src/generated");
  await loadBlocks(Object.keys(sectionRegistry).map((type) => ({ type }) as Pick<Section, "type">));
}

export function render(url: string): RenderResult {
  const { pathname } = new URL(url, "http://localhost");
  const { lang, key } = findPageKey(routeManifest(), pathname);
  const site = readKept<SiteData>(join(GENERATED, `site.${lang}.json`));
  // The business is described in the source language on every page (src/seo/structured-data.ts).
  const source =
    lang === site.defaultLanguage
      ? site
      : readKept<SiteData>(join(GENERATED, `site.${site.defaultLanguage}.json`));
  return renderData(url, { site, source, page: readPage(lang, key), words: interfaceWords(lang) });
}

/**
 * Draws a page from its data as given, not read from src/generated/: the content editor's preview
 * draws an entry not saved yet (scripts/editor/preview.ts).
 */
export function renderData(
  url: string,
  { site, source, page, words }: Pick<RenderResult, "site" | "source" | "page" | "words">,
): RenderResult {
  const i18n = createI18n(site, words);
  // Each island is drawn in its own root first, exactly as the browser will draw it.
  const islandSections = page.sections.filter((section) => isIsland(section.type));
  const islands: IslandData | undefined = islandSections.length
    ? {
        site: islandSite(
          site,
          islandSections.flatMap((s) => {
            const island: { form?: string } = ISLANDS[s.type as keyof typeof ISLANDS];
            return island.form ? [island.form] : [];
          }),
        ),
        words: pickWords(words, [
          ...new Set(islandSections.flatMap((s) => ISLANDS[s.type as keyof typeof ISLANDS].words)),
        ]),
        sections: islandSections,
      }
    : undefined;
  const islandHtml = new Map(
    islandSections.map((section) => {
      const Block = loadedBlock(section.type) as ComponentType<IslandProps>;
      return [
        section.id,
        renderToString(
          <IslandRoot i18n={i18n}>
            <Block section={section} site={islands!.site} />
          </IslandRoot>,
        ),
      ];
    }),
  );
  // Isolated phone numbers as markup in the page's own text, islands left as React draws them.
  const html = factsAsMarkup(
    renderToString(
      <StaticRouter location={url}>
        <IslandHtml.Provider value={islandHtml}>
          <App site={site} page={page} i18n={i18n} />
        </IslandHtml.Provider>
      </StaticRouter>,
    ),
    [...islandHtml.values()],
  );
  const marks = marksIn(html);
  const code = startingWithPage
    .filter((script) => marks.has(script.mark))
    .map((script) => script.module);
  const onUse = islands
    ? ["src/islands/hydrate.tsx", ...new Set(islandSections.map((s) => blockModule(s.type)))]
    : [];
  return {
    html,
    site,
    source,
    page,
    status: page.isNotFound ? 404 : 200,
    dataModules: code,
    onUseModules: onUse,
    words,
    islands,
  };
}
