import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useSite } from "../context/site-context.tsx";

/**
 * The booking button of navigation.bookingHref. It is in the page from the start, hidden and out
 * of the tab order; enhance.ts shows it once the visitor has scrolled past the first 100 px, and
 * wiggles it as it appears (data-floating-cta and data-wiggling drive the styles below). Its
 * holder is a landmark of its own, hidden from screen readers with the link while the link is out
 * of sight, so it is never announced empty; enhance.ts also moves it out of the way while the
 * keyboard's focus is in a form or the footer.
 */
export function FloatingCallButton() {
  const { t } = useTranslation();
  const { bookingHref } = useSite().navigation;
  if (!bookingHref) return null;
  return (
    <aside
      aria-label={t("common:bookDiagnosis")}
      aria-hidden="true"
      data-floating-cta="hidden"
      className="group/cta pointer-events-none fixed inset-x-0 bottom-0 z-30 translate-y-[150%] p-3 transition-transform duration-300 data-[floating-cta=shown]:translate-y-0 sm:inset-x-auto sm:end-4 sm:bottom-4 sm:p-0"
    >
      <Link
        to={bookingHref}
        tabIndex={-1}
        className="pointer-events-auto flex min-h-12 w-full items-center justify-center rounded-xl bg-amber-400 px-6 py-3 text-base font-bold text-slate-950 shadow-lg ring-1 ring-black/10 hover:bg-amber-300 data-wiggling:animate-wiggle sm:w-auto"
      >
        {t("common:bookDiagnosis")}
      </Link>
    </aside>
  );
}
