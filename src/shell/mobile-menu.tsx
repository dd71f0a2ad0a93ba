import { useId, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import type { SiteData } from "../site/resolve/site-data.ts";
import { useSite } from "../context/site-context.tsx";
import { CallButton } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import { LinkItems, serviceLinks, shownPlaceLinks } from "../ui/link-items.tsx";
import { ThemeSwitch } from "./theme-switch.tsx";
import { LanguageList } from "./language-switcher.tsx";

function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className="border-b border-slate-200 dark:border-slate-800">
      <details className="group/item">
        <summary className="flex min-h-12 w-full items-center justify-between py-3 text-start font-semibold">
          {label}
          <Icon
            name="chevron-down"
            className="size-5 transition-transform group-open/item:rotate-180"
          />
        </summary>
        <ul className="pb-3">{children}</ul>
      </details>
    </li>
  );
}

const itemLink = "block rounded-lg px-3 py-2.5 hover:bg-slate-100 dark:hover:bg-slate-800";

/** The menu's groups: the services, the places served, and the site's other pages. */
function MenuGroups({ more }: { more: SiteData["navigation"]["main"] }) {
  const { t } = useTranslation();
  const { services, placeLinks } = useSite();
  return (
    <ul>
      <Group label={t("nav:ourServices")}>
        <LinkItems links={serviceLinks(services)} className={itemLink} />
      </Group>
      <Group label={t("nav:serviceAreas")}>
        <LinkItems links={shownPlaceLinks(placeLinks)} className={itemLink} />
        {placeLinks.indexHref ? (
          <li>
            <Link to={placeLinks.indexHref} className={`${itemLink} font-semibold`}>
              {t("nav:allServiceAreas")}
            </Link>
          </li>
        ) : null}
      </Group>
      <Group label={t("nav:more")}>
        <LinkItems links={more} className={itemLink} />
      </Group>
    </ul>
  );
}

/**
 * The menu for screens under 768 px: collapsible groups, Back to Home and Call Now. Built on
 * <details>, so it opens, and its groups open, before any code has arrived.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const { navigation, business } = useSite();
  const panelId = useId();
  const [home, ...more] = navigation.main;

  return (
    <details name="menu" data-menu="" data-mobile-menu="" className="group md:hidden">
      <summary className="inline-flex size-12 items-center justify-center rounded-xl border border-slate-300 dark:border-slate-600">
        <Icon name="menu" className="group-open:hidden" />
        <Icon name="close" className="hidden group-open:block" />
        <span className="sr-only group-open:hidden">{t("nav:openMenu")}</span>
        <span className="sr-only hidden group-open:inline">{t("nav:closeMenu")}</span>
      </summary>
      <nav
        id={panelId}
        aria-label={t("nav:primary")}
        className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 shadow-xl dark:border-slate-800 dark:bg-slate-950"
      >
        <MenuGroups more={more} />
        <Link to={home.href} className="mt-4 flex min-h-12 items-center gap-2 font-semibold">
          <Icon name="arrow-back" className="size-5 rtl:rotate-180" />
          {t("nav:backToHome")}
        </Link>
        {/* Closed until asked for: the language names, each in its own script, cost the most to lay
            out of anything in the menu (a tenth of a second on a slow phone). */}
        <details className="group/lang mt-2">
          <summary className="flex min-h-12 items-center gap-2 font-semibold">
            <Icon name="globe" className="size-5" />
            {t("nav:language")}
            <Icon
              name="chevron-down"
              className="ms-auto size-5 transition-transform group-open/lang:rotate-180"
            />
          </summary>
          <LanguageList
            className="mt-1 grid grid-cols-2 gap-1"
            itemClass="flex min-h-11 items-center rounded-lg px-3 hover:bg-slate-100 dark:hover:bg-slate-800"
          />
        </details>
        <div className="mt-4 flex items-center justify-between gap-3">
          <CallButton telHref={business.telHref} className="flex-1">
            {t("common:callNow")}
          </CallButton>
          <ThemeSwitch />
        </div>
      </nav>
    </details>
  );
}
