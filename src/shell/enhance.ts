// What HTML alone cannot do for the shell, added as the page is read (every page carries it inline,
// src/inline/shell.ts, in the build and under npm run dev). Everything here also works
// without it, only less conveniently: menus are <details>, the theme switch is radio buttons, the
// language menu is links.
const THEME_KEY = "theme";
const LANGUAGE_KEY = "i18nextLng";

type Theme = "light" | "dark" | "system";

function storedTheme(): Theme {
  try {
    const value = window.localStorage.getItem(THEME_KEY);
    return value === "light" || value === "dark" ? value : "system";
  } catch {
    return "system";
  }
}

const systemIsDark = () => window.matchMedia("(prefers-color-scheme: dark)").matches;

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle(
    "dark",
    theme === "dark" || (theme === "system" && systemIsDark()),
  );
  // Every theme switch on the page (header, phone menu, footer) shows the same choice.
  for (const input of document.querySelectorAll<HTMLInputElement>("input[data-theme-choice]"))
    input.checked = input.value === theme;
}

/**
 * Menus close on Escape (focus back on their label), on a tap outside, when a link in them is
 * followed, and when the keyboard's focus leaves them: the phone menu belongs to the sticky header,
 * and left open it would cover what the focus moves on to.
 */
function closeMenus(except?: Element | null, focusLabel = false): void {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]")) {
    if (menu === except || menu.contains(except ?? null)) continue;
    menu.open = false;
    if (focusLabel) menu.querySelector("summary")?.focus();
  }
}

const SHOW_AFTER_PX = 100;
/** Each time the booking button appears it wiggles at these moments (ms), 0.8 s each: all within 5 s. */
const WIGGLE_AT_MS = [600, 3000];

/**
 * The floating booking button: shown past the first 100 px of scroll, wiggling as it appears, and
 * hidden while the keyboard's focus is in a form or the footer.
 * An IntersectionObserver watches a 100 px marker at the top of the page instead of reading
 * scrollY on every scroll event, which would make the browser lay the page out there and then.
 */
function floatingButton(): void {
  const holder = document.querySelector<HTMLElement>("[data-floating-cta]");
  const link = holder?.querySelector<HTMLElement>("a");
  if (!holder || !link) return;
  let timers: number[] = [];
  const stopWiggle = () => link.removeAttribute("data-wiggling");
  // Out of the way while the keyboard's focus is in a form or the footer, the parts of the page
  // it could cover at the foot of the screen, so it never covers what has the focus.
  let isScrolledPast = false;
  let isFocusBelow = false;
  const focusIsBelow = (target: EventTarget | null) =>
    target instanceof Element && !holder.contains(target) && !!target.closest("form, footer");
  document.addEventListener("focusin", (event) => {
    isFocusBelow = focusIsBelow(event.target);
    update(isScrolledPast);
  });
  document.addEventListener("focusout", (event) => {
    isFocusBelow = focusIsBelow(event.relatedTarget);
    update(isScrolledPast);
  });
  const update = (isPast: boolean) => {
    isScrolledPast = isPast;
    const isShown = isPast && !isFocusBelow;
    if (isShown === (holder.dataset.floatingCta === "shown")) return;
    holder.dataset.floatingCta = isShown ? "shown" : "hidden";
    link.tabIndex = isShown ? 0 : -1;
    if (isShown) holder.removeAttribute("aria-hidden");
    else holder.setAttribute("aria-hidden", "true");
    timers.forEach((timer) => window.clearTimeout(timer));
    timers = [];
    stopWiggle();
    if (!isShown || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    timers = WIGGLE_AT_MS.map((ms) =>
      window.setTimeout(() => link.setAttribute("data-wiggling", ""), ms),
    );
  };
  for (const event of ["animationend", "pointerenter", "focus"])
    link.addEventListener(event, stopWiggle);
  if (typeof IntersectionObserver !== "function") {
    const onScroll = () => update(window.scrollY > SHOW_AFTER_PX);
    window.addEventListener("scroll", onScroll, { passive: true });
    return onScroll();
  }
  // Out of sight exactly when the page is scrolled past its first SHOW_AFTER_PX.
  const marker = document.createElement("div");
  marker.setAttribute("aria-hidden", "true");
  Object.assign(marker.style, {
    position: "absolute",
    top: "0",
    insetInlineStart: "0",
    width: "1px",
    height: `${SHOW_AFTER_PX}px`,
    pointerEvents: "none",
    visibility: "hidden",
  });
  document.body.prepend(marker);
  new IntersectionObserver((entries) => update(!entries.at(-1)!.isIntersecting)).observe(marker);
}

/** The copyright year, this year even on a page built last year, in the digits the page writes it in. */
function currentYear(): void {
  const year = new Date().getFullYear();
  for (const line of document.querySelectorAll<HTMLElement>("[data-built-year]")) {
    const built = Number(line.dataset.builtYear);
    if (built === year) continue;
    const written = (value: number) =>
      new Intl.NumberFormat(line.dataset.numberLocale || undefined, { useGrouping: false }).format(
        value,
      );
    line.textContent = line.textContent!.replace(written(built), written(year));
    line.dataset.builtYear = String(year);
  }
}

export function enhanceShell(): void {
  floatingButton();
  currentYear();
  applyTheme(storedTheme());
  document.addEventListener("change", (event) => {
    const input = event.target as HTMLInputElement;
    if (!input.matches?.("input[data-theme-choice]")) return;
    const theme = input.value as Theme;
    try {
      window.localStorage.setItem(THEME_KEY, theme);
    } catch {
      // Storage refused (private mode): the choice holds for this page.
    }
    applyTheme(theme);
  });
  window
    .matchMedia("(prefers-color-scheme: dark)")
    .addEventListener("change", () => storedTheme() === "system" && applyTheme("system"));

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = (event.target as Element).closest?.("details[data-menu][open]");
    closeMenus(null, Boolean(open));
  });
  document.addEventListener("pointerdown", (event) =>
    closeMenus((event.target as Element).closest?.("details[data-menu]")),
  );
  document.addEventListener("focusout", (event) => {
    const menu = (event.target as Element).closest?.<HTMLDetailsElement>(
      "details[data-menu][open]",
    );
    const next = event.relatedTarget as Element | null;
    // Not when the focus leaves the page (another window, the address bar): the menu is as it was on coming back.
    if (menu && next && !menu.contains(next)) menu.open = false;
  });
  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest?.("a");
    if (!link) return;
    // The language chosen from the menu is where the detection in index.html looks first next time.
    const language = link.getAttribute("data-language-choice");
    if (language) {
      try {
        window.localStorage.setItem(LANGUAGE_KEY, language);
      } catch {
        // The address still carries the language.
      }
    }
    if (link.closest("details[data-menu]")) closeMenus();
  });
}
