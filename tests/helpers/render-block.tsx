import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { I18nextProvider } from "react-i18next";
import type { ComponentType } from "react";
import type { Section } from "../../src/generated/schema-types.ts";
import type { BlockProps } from "../../src/sections/block-props.ts";
import type { PageData, SiteData } from "../../src/site/resolve/site-data.ts";
import { createI18n } from "../../src/context/i18n.ts";
import { withMarkdownHtml } from "../../src/site/resolve/markdown-html.ts";
import { fixtureSite } from "./fixture-content.ts";

// Blocks are drawn with the fixture site's data (tests/fixtures/sites/every-section), never the real site's.
const { site, pages, ui } = fixtureSite("en");
const words = { common: ui.common, nav: ui.nav };

export function pageData(key: string): PageData {
  const page = pages.find((p) => p.key === key);
  if (!page)
    throw new Error(
      `The fixture site has no page "${key}". Pages: ${pages.map((p) => p.key).join(", ")}`,
    );
  return withMarkdownHtml(page, site.defaultLanguage);
}

export const fixtureSiteData = site;

/** Renders one block, given the site and a page of the fixture as its props (no site or page context), to HTML. `page` and `siteParts` replace parts of the page's and the site's data. */
export function renderBlock<S extends Section>(
  Block: ComponentType<BlockProps<S>>,
  section: S,
  pageKey = "index",
  page: Partial<PageData> = {},
  siteParts: Partial<SiteData> = {},
): string {
  const pageData_ = { ...pageData(pageKey), ...page };
  const element = <Block section={section} site={{ ...site, ...siteParts }} page={pageData_} />;
  const i18n = createI18n(site, words);
  return renderToStaticMarkup(
    <MemoryRouter>
      <I18nextProvider i18n={i18n}>{element}</I18nextProvider>
    </MemoryRouter>,
  );
}
export function sectionOf<T extends PageData["sections"][number]["type"]>(
  pageKey: string,
  type: T,
) {
  const section = pageData(pageKey).sections.find((s) => s.type === type);
  if (!section) throw new Error(`Page "${pageKey}" has no ${type} section.`);
  return section as Extract<PageData["sections"][number], { type: T }>;
}
