import { I18nextProvider, useTranslation } from "react-i18next";
import type { i18n } from "i18next";
import type { PageData, SiteData } from "../site/resolve/site-data.ts";
import { PageContext, SiteContext, useSite } from "../context/site-context.tsx";
import { PageView } from "./page-view.tsx";
import { Header } from "../shell/header.tsx";
import { Footer } from "../shell/footer.tsx";
import { FloatingCallButton } from "../shell/floating-call-button.tsx";
import { Breadcrumbs } from "../shell/breadcrumbs.tsx";
import { SkipLink } from "../shell/skip-link.tsx";

export interface AppProps {
  site: SiteData;
  page: PageData;
  i18n: i18n;
}

/** Shown above a page whose words are not translated yet, in the visitor's language. */
function UntranslatedNote() {
  const { t } = useTranslation();
  const { lang, dir } = useSite();
  return (
    <p
      lang={lang}
      dir={dir}
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-center font-semibold text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      data-untranslated-note=""
    >
      {t("common:untranslatedNote")}
    </p>
  );
}

export function App({ site, page, i18n }: AppProps) {
  const sourceDir = site.languages.find((l) => l.code === site.defaultLanguage)?.dir;
  return (
    <I18nextProvider i18n={i18n}>
      <SiteContext.Provider value={site}>
        <PageContext.Provider value={page}>
          <SkipLink />
          <Header />
          <Breadcrumbs page={page} />
          <main
            id="main"
            tabIndex={-1}
            className="outline-none"
            lang={page.isFallback ? site.defaultLanguage : undefined}
            dir={page.isFallback ? sourceDir : undefined}
          >
            {page.isFallback ? <UntranslatedNote /> : null}
            <PageView site={site} page={page} />
          </main>
          <Footer />
          <FloatingCallButton />
        </PageContext.Provider>
      </SiteContext.Provider>
    </I18nextProvider>
  );
}
