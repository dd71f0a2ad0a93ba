import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useLocalPath } from "../render/site-context.tsx";

const SHOW_AFTER_PX = 100;

/** "Book A FREE Diagnosis", shown once the visitor has scrolled past the first 100 px. */
export function FloatingCallButton() {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    const update = () => setIsVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  const contact = localPath("/contact");
  return (
    <div className={`pointer-events-none fixed inset-x-0 bottom-0 z-30 p-3 transition-transform duration-300 sm:inset-x-auto sm:end-4 sm:bottom-4 sm:p-0 ${isVisible ? "translate-y-0" : "translate-y-[150%]"}`}>
      <Link
        to={contact}
        tabIndex={isVisible ? 0 : -1}
        aria-hidden={!isVisible}
        className="pointer-events-auto flex min-h-12 w-full items-center justify-center rounded-xl bg-amber-400 px-6 py-3 text-base font-bold text-slate-950 shadow-lg ring-1 ring-black/10 hover:bg-amber-300 sm:w-auto"
      >
        {t("common:bookDiagnosis")}
      </Link>
    </div>
  );
}
