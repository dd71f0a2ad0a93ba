// Runs in the page's <head>, before anything is drawn: marks that scripts run (class "js") and
// applies the visitor's colour theme, so a dark page never flashes light. Inlined, minified, by
// the build (scripts/inline-scripts.ts); the Content-Security-Policy allows it by its hash.
const root = document.documentElement;
root.classList.add("js");
try {
  const chosen = localStorage.getItem("theme");
  const isDark =
    chosen === "dark" || (chosen !== "light" && matchMedia("(prefers-color-scheme: dark)").matches);
  root.classList.toggle("dark", isDark);
} catch {
  // Storage refused (a private window, a strict setting): the system's theme, by CSS alone.
}
