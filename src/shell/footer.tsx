import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useSite } from "../render/site-context.tsx";
import { Container } from "../ui/section-frame.tsx";
import { Icon } from "../ui/icon.tsx";
import { ThemeSwitch } from "./theme-switch.tsx";

export function Footer() {
  const { t } = useTranslation();
  const { business, navigation, services, locations } = useSite();
  // The year is set again in the browser so a page built last year still shows this year.
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);

  const columnHeading = "text-sm font-semibold uppercase tracking-wide text-slate-400";
  const linkClass = "inline-block py-1.5 hover:text-white hover:underline";
  return (
    <footer className="mt-auto bg-slate-900 pb-24 text-slate-300 sm:pb-8" aria-label={t("nav:footer")}>
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{business.name}</p>
          <p className="mt-2 text-sm">{business.serviceArea}</p>
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
        <nav aria-labelledby="footer-services">
          <p id="footer-services" className={columnHeading}>{t("nav:ourServices")}</p>
          <ul className="mt-3">
            {services.map((s) => (
              <li key={s.slug}><Link to={s.href} className={linkClass}>{s.title}</Link></li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-areas">
          <p id="footer-areas" className={columnHeading}>{t("nav:serviceAreas")}</p>
          <ul className="mt-3">
            {locations.map((l) => (
              <li key={l.slug}><Link to={l.href} className={linkClass}>{l.name}</Link></li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-more">
          <p id="footer-more" className={columnHeading}>{t("nav:more")}</p>
          <ul className="mt-3">
            {[...navigation.main, ...navigation.footer].map((l) => (
              <li key={l.href}><Link to={l.href} className={linkClass}>{l.label}</Link></li>
            ))}
          </ul>
        </nav>
      </Container>
      <Container className="flex flex-wrap items-center justify-between gap-4 border-t border-slate-700 py-6 text-sm">
        <p>{t("common:copyright", { year, name: business.name })}</p>
        <ThemeSwitch isOnDark />
      </Container>
    </footer>
  );
}
