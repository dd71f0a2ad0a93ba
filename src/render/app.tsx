import { I18nextProvider } from "react-i18next";
import type { i18n } from "i18next";
import type { PageData, SiteData } from "../site/site-data.ts";
import { PageContext, SiteContext } from "./site-context.tsx";
import { PageView } from "./page-view.tsx";
import { Header } from "../shell/header.tsx";
import { Footer } from "../shell/footer.tsx";
import { FloatingCallButton } from "../shell/floating-call-button.tsx";
import { SkipLink } from "../shell/skip-link.tsx";
import { ToastProvider } from "../ui/toast.tsx";

export interface AppProps {
  site: SiteData;
  page: PageData;
  i18n: i18n;
}

export function App({ site, page, i18n }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <SiteContext.Provider value={site}>
        <PageContext.Provider value={page}>
          <ToastProvider>
            <SkipLink />
            <Header />
            <main id="main" tabIndex={-1} className="outline-none">
              <PageView sections={page.sections} />
            </main>
            <Footer />
            <FloatingCallButton />
          </ToastProvider>
        </PageContext.Provider>
      </SiteContext.Provider>
    </I18nextProvider>
  );
}
