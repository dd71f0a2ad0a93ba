// What an island is drawn inside, the same on the server and in the browser, so React in the
// browser takes over the server's HTML as it is: its words (react-i18next over the words the page
// carries) and its own toasts. Its data comes as props.
import type { ReactNode } from "react";
import type { i18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import type { Section } from "../generated/schema-types.ts";
import type { InterfaceWords } from "../context/i18n.ts";
import type { IslandSite } from "../site/resolve/site-data.ts";
import { ToastProvider } from "../ui/toast.tsx";

/** What a page with islands carries for the browser, in <script type="application/json" id="island-data">. */
export interface IslandData {
  site: IslandSite;
  words: InterfaceWords;
  sections: Section[];
}

export function IslandRoot({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>{children}</ToastProvider>
    </I18nextProvider>
  );
}
