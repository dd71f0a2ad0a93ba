import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useSite } from "../render/site-context.tsx";
import { Container } from "../ui/section-frame.tsx";
import { Icon } from "../ui/icon.tsx";
import { ThemeSwitch } from "./theme-switch.tsx";

/**
 * A fact written to sit inside a sentence ("le Grand Toronto et la région de York"), shown on a
 * line of its own: it starts with a capital, in the languages that have them.
 */
export const asLine = (text: string, lang: string) => text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);

export function Footer() {
  const { t } = useTranslation();
  const { business, navigation, services, locations, numberLocale, lang } = useSite();
  // enhance.ts sets the year again in the browser, so a page built last year still shows this year.
  const year = new Date().getFullYear();

  const columns = [
    { id: "footer-services", label: t("nav:ourServices"), links: services.map((s) => ({ href: s.href, label: s.title })) },
    { id: "footer-areas", label: t("nav:serviceAreas"), links: locations.map((l) => ({ href: l.href, label: l.name })) },
    { id: "footer-more", label: t("nav:more"), links: [...navigation.main, ...navigation.footer] },
  ];
  const columnHeading = "text-sm font-semibold uppercase tracking-wide text-slate-400";
  const linkClass = "inline-block py-1.5 hover:text-white hover:underline";
  return (
    <footer className="mt-auto bg-slate-900 pb-24 text-slate-300 sm:pb-8" aria-label={t("nav:footer")}>
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{business.name}</p>
          <p className="mt-2 text-sm">{asLine(business.serviceArea, lang)}</p>
          <p className="mt-1 text-sm">{business.hours}</p>
          <a href={business.telHref} className="mt-4 flex items-center gap-2 font-semibold text-white hover:underline">
            <Icon name="phone" className="size-5" />
            <span dir="ltr">{business.phone}</span>
          </a>
          <a href={`mailto:${business.email}`} className="mt-2 flex items-center gap-2 hover:underline">
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
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
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
