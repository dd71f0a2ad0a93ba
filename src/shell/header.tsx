import { Link, useLocation } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useSite } from "../context/site-context.tsx";
import { Container } from "../ui/section-frame.tsx";
import { LinkItems, serviceLinks, shownPlaceLinks } from "../ui/link-items.tsx";
import { CallButton } from "../ui/button.tsx";
import { Dropdown } from "./dropdown.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { ThemeMenu, ThemeSwitch } from "./theme-switch.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";

const menuLink = "block rounded-lg px-3 py-2.5 hover:bg-slate-100 dark:hover:bg-slate-800";

/**
 * The logo beside the name. A small drawing of plain shapes is drawn in the page itself
 * (src/site/load/inline-svg.ts): as a picture, the browser would make and lay out a document of its own
 * for it on the page's main thread. Any other logo is a picture.
 */
export function Logo({ src, markup }: { src: string; markup?: string }) {
  if (!markup) return <img src={src} alt="" width={32} height={32} className="size-8 shrink-0" />;
  return (
    <span
      className="block size-8 shrink-0 *:size-full"
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

/** The header's links and menus from 768 px on; under 768 px the phone menu holds them. */
function WideNav({ home }: { home: string }) {
  const { t } = useTranslation();
  const { navigation, services, placeLinks } = useSite();
  return (
    <nav aria-label={t("nav:primary")} className="hidden items-center gap-0.5 md:flex lg:gap-1">
      {navigation.main.map((link) => (
        <Link
          key={link.href}
          to={link.href}
          className="inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-1 text-sm font-medium lg:px-1.5 xl:px-2 xl:text-base hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          {link.label}
        </Link>
      ))}
      <Dropdown label={t("nav:ourServices")}>
        <ul>
          <li className="border-b border-slate-200 pb-1 mb-1 dark:border-slate-700">
            <Link to={`${home}#services`} className={`${menuLink} font-semibold`}>
              {t("nav:allServices")}
            </Link>
          </li>
          <LinkItems links={serviceLinks(services)} className={menuLink} />
        </ul>
      </Dropdown>
      <Dropdown label={t("nav:serviceAreas")}>
        <ul className="grid grid-cols-2">
          <LinkItems links={shownPlaceLinks(placeLinks)} className={menuLink} />
          {placeLinks.indexHref ? (
            <li className="col-span-2 border-t border-slate-200 pt-1 mt-1 dark:border-slate-700">
              <Link to={placeLinks.indexHref} className={`${menuLink} font-semibold`}>
                {t("nav:allServiceAreas")}
              </Link>
            </li>
          ) : null}
        </ul>
      </Dropdown>
    </nav>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { business, navigation, images } = useSite();
  const { pathname } = useLocation();
  const home = navigation.main[0].href;
  // On the home page the logo goes back to the top of the page, gliding (scroll-behavior in styles.css).
  const logoHref = pathname === home ? "#" : home;

  // Layout containment: opening a menu lays out the header alone, not the page under it.
  // An opaque background, not a blur of the page behind: a backdrop filter is redrawn on every
  // scrolled frame and while anything under it moves, work a slow phone's compositor feels.
  return (
    <header className="sticky top-0 z-40 contain-layout border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <Container width="wide" className="flex h-16 items-center justify-between gap-2 lg:gap-3">
        <a
          href={logoHref}
          aria-label={t("nav:toTop", { name: business.name })}
          className="flex min-w-0 shrink items-center gap-2 font-bold md:shrink-0 text-slate-900 dark:text-white"
        >
          {business.logo ? (
            <Logo src={business.logo} markup={images[business.logo]?.markup} />
          ) : null}
          {/* A long name takes two lines on a phone rather than push the buttons off the screen. */}
          <span className="line-clamp-2 text-base leading-tight sm:text-lg md:max-xl:sr-only">
            {business.name}
          </span>
        </a>
        <WideNav home={home} />
        <div className="flex shrink-0 items-center gap-2">
          <div className="hidden md:block">
            <LanguageSwitcher />
          </div>
          {/* The phone menu holds the switch below 768 px; between, it waits behind one button. */}
          <div className="hidden md:block 2xl:hidden">
            <ThemeMenu />
          </div>
          <div className="hidden 2xl:block">
            <ThemeSwitch />
          </div>
          <CallButton
            telHref={business.telHref}
            className="whitespace-nowrap max-sm:size-12 max-sm:px-0 md:max-xl:size-12 md:max-xl:px-0"
          >
            <span dir="ltr" className="max-sm:sr-only md:max-xl:sr-only">
              {business.phone}
            </span>
          </CallButton>
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}
