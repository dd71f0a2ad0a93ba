import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { I18nextProvider } from "react-i18next";
import type { ReactElement } from "react";
import site from "../../src/generated/site.en.json";
import type { PageData, SiteData } from "../../src/site/site-data.ts";
import { PageContext, SiteContext } from "../../src/render/site-context.tsx";
import { createI18n } from "../../src/render/i18n.ts";

const words = { common: (await import("../../src/generated/locales/en/common.json")).default, nav: (await import("../../src/generated/locales/en/nav.json")).default };
const pages = import.meta.glob<PageData>("../../src/generated/pages/en/*.json", { eager: true, import: "default" });

export function pageData(key: string): PageData {
  const page = pages[`../../src/generated/pages/en/${key}.json`];
  if (!page) throw new Error(`No generated page "${key}". Run npm run generate.`);
  return page;
}

/** Renders one block inside the contexts a page gives it, to HTML. `page` replaces parts of the page's data. */
export function renderBlock(element: ReactElement, pageKey = "index", page: Partial<PageData> = {}): string {
  const siteData = site as unknown as SiteData;
  return renderToStaticMarkup(
    <MemoryRouter>
      <I18nextProvider i18n={createI18n(siteData, words)}>
        <SiteContext.Provider value={siteData}>
          <PageContext.Provider value={{ ...pageData(pageKey), ...page }}>{element}</PageContext.Provider>
        </SiteContext.Provider>
      </I18nextProvider>
    </MemoryRouter>,
  );
}

export function sectionOf<T extends PageData["sections"][number]["type"]>(pageKey: string, type: T) {
  const section = pageData(pageKey).sections.find((s) => s.type === type);
  if (!section) throw new Error(`Page "${pageKey}" has no ${type} section.`);
  return section as Extract<PageData["sections"][number], { type: T }>;
}
