import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { usePage, useSite } from "../context/site-context.tsx";
import { Icon } from "../ui/icon.tsx";
import { Dropdown } from "./dropdown.tsx";
import { localizedPath } from "../site/shared/localized-path.ts";

/** Every language, named in its own script; each link keeps the visitor on the same page (enhance.ts remembers the choice). */
export function LanguageList({
  className = "",
  itemClass = "",
}: {
  className?: string;
  itemClass?: string;
}) {
  const { languages, defaultLanguage, lang } = useSite();
  const { sourcePath } = usePage();
  return (
    <ul className={className}>
      {languages.map((language) => (
        <li key={language.code}>
          <Link
            to={localizedPath(sourcePath, language.code, defaultLanguage)}
            lang={language.code}
            hrefLang={language.code}
            dir={language.dir}
            aria-current={language.code === lang ? "true" : undefined}
            data-language-choice={language.code}
            className={`${itemClass} aria-[current=true]:font-bold aria-[current=true]:text-brand-600 dark:aria-[current=true]:text-blue-300`}
          >
            {language.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { languages, lang } = useSite();
  const current = languages.find((l) => l.code === lang)!;
  return (
    <Dropdown
      label={
        <>
          <Icon name="globe" className="size-5" />
          <span className="sr-only">
            {t("nav:language")}
            {t("common:labelSeparator")}
          </span>
          <span lang={current.code} className="max-2xl:sr-only">
            {current.name}
          </span>
        </>
      }
      align="end"
    >
      <LanguageList
        className="grid grid-cols-2 gap-1"
        itemClass="block rounded-lg px-3 py-2.5 hover:bg-slate-100 dark:hover:bg-slate-800"
      />
    </Dropdown>
  );
}
