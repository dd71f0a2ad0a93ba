import { useTranslation } from "react-i18next";
import { useSite } from "../context/site-context.tsx";
import { Container } from "../ui/section-frame.tsx";
import { Icon } from "../ui/icon.tsx";
import { LinkItems, serviceLinks, shownPlaceLinks } from "../ui/link-items.tsx";
import { ThemeSwitch } from "./theme-switch.tsx";
import { asLine } from "../site/shared/as-line.ts";

/**
 * On a phone the footer is laid out and drawn only as it comes near the screen (content-visibility),
 * like the sections after the first: its links in every language are most of the text a page lays
 * out at load. Until then it takes an estimated height. The estimate is never less than the footer:
 * a checker that reads the page before the footer is drawn (Lighthouse's contrast audit) finds each
 * link where the drawn footer will put it, and must find it on the footer's dark background.
 * Under 640 px the columns stack: each link is a line of 2.25rem, and the name, the contact lines,
 * the headings, the spacing and the theme switch take about 46rem more. The classes are written out
 * whole so that Tailwind finds them.
 */
const PHONE_HEIGHTS: [rem: number, className: string][] = [
  [80, "max-sm:[contain-intrinsic-size:auto_80rem]"],
  [100, "max-sm:[contain-intrinsic-size:auto_100rem]"],
  [120, "max-sm:[contain-intrinsic-size:auto_120rem]"],
  [150, "max-sm:[contain-intrinsic-size:auto_150rem]"],
  [200, "max-sm:[contain-intrinsic-size:auto_200rem]"],
  [300, "max-sm:[contain-intrinsic-size:auto_300rem]"],
];
const LINK_REM = 2.25;
const REST_REM = 46;
/** A tenth more than the links and the rest add up to, for a label that takes two lines. */
const MARGIN = 1.1;

function phoneHeightClass(linkCount: number): string {
  const needed = (linkCount * LINK_REM + REST_REM) * MARGIN;
  const fitting = PHONE_HEIGHTS.find(([rem]) => rem >= needed);
  // A footer taller than every estimate is laid out at load, as it always was.
  return fitting ? `max-sm:[content-visibility:auto] ${fitting[1]}` : "";
}

export function Footer() {
  const { t } = useTranslation();
  const { business, navigation, services, placeLinks, numberLocale, lang } = useSite();
  // enhance.ts sets the year again in the browser, so a page built last year still shows this year.
  const year = new Date().getFullYear();

  const columns = [
    {
      id: "footer-services",
      label: t("nav:ourServices"),
      links: serviceLinks(services),
    },
    {
      id: "footer-areas",
      label: t("nav:serviceAreas"),
      links: [
        ...shownPlaceLinks(placeLinks),
        ...(placeLinks.indexHref
          ? [{ href: placeLinks.indexHref, label: t("nav:allServiceAreas") }]
          : []),
      ],
    },
    { id: "footer-more", label: t("nav:more"), links: [...navigation.main, ...navigation.footer] },
  ];
  const columnHeading = "text-sm font-semibold uppercase tracking-wide text-slate-400";
  const linkClass = "inline-block py-1.5 hover:text-white hover:underline";
  return (
    <footer
      className={`mt-auto bg-slate-900 pb-24 text-slate-300 ${phoneHeightClass(columns.reduce((sum, column) => sum + column.links.length, 0))}`}
      aria-label={t("nav:footer")}
    >
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{business.name}</p>
          <p className="mt-2 text-sm">{asLine(business.serviceArea, lang)}</p>
          <p className="mt-1 text-sm">{asLine(business.hours, lang)}</p>
          <a
            href={business.telHref}
            className="mt-4 flex items-center gap-2 font-semibold text-white hover:underline"
          >
            <Icon name="phone" className="size-5" />
            <span dir="ltr">{business.phone}</span>
          </a>
          <a
            href={`mailto:${business.email}`}
            className="mt-2 flex items-center gap-2 hover:underline"
          >
            <Icon name="mail" className="size-5" />
            <span>{business.email}</span>
          </a>
        </div>
        {columns.map((column) => (
          <nav key={column.id} aria-labelledby={column.id}>
            <p id={column.id} className={columnHeading}>
              {column.label}
            </p>
            <ul className="mt-3">
              <LinkItems links={column.links} className={linkClass} />
            </ul>
          </nav>
        ))}
      </Container>
      <Container className="flex flex-wrap items-center justify-between gap-4 border-t border-slate-700 py-6 text-sm">
        {/* The year in the language's digits (۲۰۲۶ in Persian); data-number-locale lets enhance.ts write a new one alike. */}
        <p data-built-year={year} data-number-locale={numberLocale}>
          {t("common:copyright", { year, name: business.name })}
        </p>
        <ThemeSwitch isOnDark />
      </Container>
    </footer>
  );
}
