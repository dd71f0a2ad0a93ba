// Starts the page's code once the page has been painted. The page arrives drawn; its code only
// makes it interactive, so on a slow phone connection the words and the first picture come first
// and the code follows without competing with them. data-modules lists the entry first, then
// the chunks to fetch alongside it. A tab opened in the background paints nothing, so a timer
// starts it there; a visitor who touches or types first starts it at once. A form sent before
// the code runs would leave the page with its fields in the address and arrive nowhere, so that
// is held back and marked: the fields keep their values and the form sends once its code has
// started.
// The same on every page, so one hash in the Content-Security-Policy covers it. Inlined,
// minified, by the build (scripts/inline-scripts.ts, used by scripts/prerender.ts).
const page = document;
const modules = page.currentScript!.getAttribute("data-modules")!.split(" ");
let isStarted = false;
const start = () => {
  if (isStarted) return;
  isStarted = true;
  for (const href of modules.slice(1)) {
    const link = page.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    page.head.appendChild(link);
  }
  void import(/* @vite-ignore */ modules[0]);
};
page.addEventListener(
  "submit",
  (event) => {
    if (page.documentElement.hasAttribute("data-hydrated")) return;
    event.preventDefault();
    // The form's island sends it once started (src/render/island-start.ts).
    (event.target as Element).setAttribute("data-submit-held", "");
    start();
  },
  true,
);
for (const type of ["pointerdown", "keydown", "focusin"]) page.addEventListener(type, start, { once: true, passive: true, capture: true });
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 3000);
