import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useSite } from "../render/site-context.tsx";

const SHOW_AFTER_PX = 100;
/** Each time the button appears it wiggles at these moments (ms), 0.8 s each: all still within 5 s. */
const WIGGLE_AT_MS = [600, 3000];

/** The booking button of navigation.bookingHref, shown once the visitor has scrolled past the first 100 px. */
export function FloatingCallButton() {
  const { t } = useTranslation();
  const { bookingHref } = useSite().navigation;
  const [isVisible, setIsVisible] = useState(false);
  const [isWiggling, setIsWiggling] = useState(false);

  useEffect(() => {
    const update = () => setIsVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  useEffect(() => {
    if (!isVisible || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timers = WIGGLE_AT_MS.map((ms) => window.setTimeout(() => setIsWiggling(true), ms));
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      setIsWiggling(false);
    };
  }, [isVisible]);

  if (!bookingHref) return null;
  return (
    <aside
      aria-label={t("common:bookDiagnosis")}
      data-floating-cta={isVisible ? "shown" : "hidden"}
      className={`pointer-events-none fixed inset-x-0 bottom-0 z-30 p-3 transition-transform duration-300 sm:inset-x-auto sm:end-4 sm:bottom-4 sm:p-0 ${isVisible ? "translate-y-0" : "translate-y-[150%]"}`}
    >
      <Link
        to={bookingHref}
        tabIndex={isVisible ? 0 : -1}
        aria-hidden={!isVisible}
        onAnimationEnd={() => setIsWiggling(false)}
        onPointerEnter={() => setIsWiggling(false)}
        onFocus={() => setIsWiggling(false)}
        data-wiggling={isWiggling ? "" : undefined}
        className={`pointer-events-auto flex min-h-12 w-full items-center justify-center rounded-xl bg-amber-400 px-6 py-3 text-base font-bold text-slate-950 shadow-lg ring-1 ring-black/10 hover:bg-amber-300 sm:w-auto ${isWiggling ? "animate-wiggle" : ""}`}
      >
        {t("common:bookDiagnosis")}
      </Link>
    </aside>
  );
}
