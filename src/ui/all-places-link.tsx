import { useTranslation } from "react-i18next";

/** The last item of a list of places: the link to the page that lists every one (site.placeLinks.indexHref). */
export function AllPlacesItem({ href, className = "" }: { href?: string; className?: string }) {
  const { t } = useTranslation();
  if (!href) return null;
  return (
    <li>
      <a
        href={href}
        className={`inline-block px-3 py-1 font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-blue-300 ${className}`}
      >
        {t("nav:allServiceAreas")}
      </a>
    </li>
  );
}
