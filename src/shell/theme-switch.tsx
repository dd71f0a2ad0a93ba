import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../ui/icon.tsx";
import { Dropdown } from "./dropdown.tsx";

type Theme = "light" | "dark" | "system";
const THEMES: Theme[] = ["light", "dark", "system"];

/**
 * Light, dark or system, as three radio buttons: without any code the page's styles follow the
 * checked one (the dark variant in styles.css). With code, enhance.ts keeps the choice under
 * localStorage "theme", and index.html applies it before the first paint.
 */
export function ThemeSwitch({ isOnDark = false }: { isOnDark?: boolean }) {
  const { t } = useTranslation();
  const name = `theme-${useId().replace(/:/g, "")}`;
  return (
    <div
      role="radiogroup"
      aria-label={t("common:theme.label")}
      className={`inline-flex rounded-xl border p-0.5 ${isOnDark ? "border-slate-600" : "border-slate-300 dark:border-slate-600"}`}
    >
      {THEMES.map((option) => (
        <label
          key={option}
          title={t(`common:theme.${option}`)}
          className={`inline-flex size-10 cursor-pointer items-center justify-center rounded-lg has-checked:bg-brand-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 dark:has-checked:bg-blue-400 dark:has-checked:text-slate-950 ${isOnDark ? "text-slate-300 hover:bg-slate-800" : "text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"}`}
        >
          <input
            type="radio"
            name={name}
            value={option}
            defaultChecked={option === "system"}
            data-theme-choice={option}
            className="sr-only"
          />
          <Icon
            name={option === "light" ? "sun" : option === "dark" ? "moon" : "monitor"}
            className="size-5"
          />
          <span className="sr-only">{t(`common:theme.${option}`)}</span>
        </label>
      ))}
    </div>
  );
}

/** The same switch behind one button, for a header with no room for three: a sun and a moon, named for screen readers. */
export function ThemeMenu() {
  const { t } = useTranslation();
  return (
    <Dropdown
      label={
        <>
          <Icon name="sun" className="size-5 dark:hidden" />
          <Icon name="moon" className="hidden size-5 dark:block" />
          <span className="sr-only">{t("common:theme.label")}</span>
        </>
      }
      align="end"
      panelWidth="w-max"
    >
      <ThemeSwitch />
    </Dropdown>
  );
}
