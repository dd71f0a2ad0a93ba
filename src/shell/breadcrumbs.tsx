import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import type { PageData } from "../site/resolve/site-data.ts";
import { localizedPath } from "../site/shared/localized-path.ts";
import { useSite } from "../context/site-context.tsx";
import { Container } from "../ui/section-frame.tsx";
import { Icon } from "../ui/icon.tsx";

/**
 * The trail above a record's page: home, the page of its kind where there is one, and the page
 * itself, the same trail search engines are told (src/site/resolve/page-trail.ts).
 */
export function Breadcrumbs({ page }: { page: PageData }) {
  const { t } = useTranslation();
  const { lang, defaultLanguage } = useSite();
  if (!page.trail) return null;
  const steps = [
    { name: t("nav:home"), path: localizedPath("/", lang, defaultLanguage) },
    ...page.trail,
  ];
  return (
    <nav
      aria-label={t("nav:breadcrumb")}
      className="border-b border-slate-200 dark:border-slate-800"
    >
      <Container>
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2.5 text-sm text-slate-600 dark:text-slate-300">
          {steps.map((step, i) => {
            const isHere = i === steps.length - 1;
            return (
              <li key={step.path} className="flex items-center gap-2">
                {i > 0 ? (
                  <Icon name="chevron-end" className="size-4 shrink-0 rtl:rotate-180" />
                ) : null}
                {isHere ? (
                  // A page shown in the source language until translated names itself in that language.
                  <span
                    aria-current="page"
                    lang={page.isFallback ? defaultLanguage : undefined}
                    className="font-semibold text-slate-900 dark:text-white"
                  >
                    {step.name}
                  </span>
                ) : (
                  <Link
                    to={step.path}
                    className="inline-block py-1 underline-offset-2 hover:underline"
                  >
                    {step.name}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </Container>
    </nav>
  );
}
