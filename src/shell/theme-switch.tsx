import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../ui/icon.tsx";

type Theme = "light" | "dark" | "system";
const THEMES: Theme[] = ["light", "dark", "system"];
const STORAGE_KEY = "theme";

function applyTheme(theme: Theme) {
  const isDark = theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", isDark);
}

function storedTheme(): Theme {
  const value = window.localStorage.getItem(STORAGE_KEY);
  return value === "light" || value === "dark" ? value : "system";
}

/** Light, dark or system. The choice is kept under localStorage "theme"; index.html applies it before first paint. */
export function ThemeSwitch({ isOnDark = false }: { isOnDark?: boolean }) {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>("system");

  useEffect(() => setTheme(storedTheme()), []);
  useEffect(() => {
    if (theme !== "system") return;
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = () => applyTheme("system");
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, [theme]);

  const choose = (next: Theme) => {
    setTheme(next);
    window.localStorage.setItem(STORAGE_KEY, next);
    applyTheme(next);
  };

  return (
    <div role="radiogroup" aria-label={t("common:theme.label")} className={`inline-flex rounded-xl border p-0.5 ${isOnDark ? "border-slate-600" : "border-slate-300 dark:border-slate-600"}`}>
      {THEMES.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={theme === option}
          title={t(`common:theme.${option}`)}
          onClick={() => choose(option)}
          className={`inline-flex size-10 items-center justify-center rounded-lg ${theme === option ? "bg-brand-600 text-white dark:bg-blue-400 dark:text-slate-950" : isOnDark ? "text-slate-300 hover:bg-slate-800" : "text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"}`}
        >
          <Icon name={option === "light" ? "sun" : option === "dark" ? "moon" : "monitor"} className="size-5" />
          <span className="sr-only">{t(`common:theme.${option}`)}</span>
        </button>
      ))}
    </div>
  );
}
