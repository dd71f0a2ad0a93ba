// Starts the code of the page's interactive blocks (a form, a carousel, the map) when it is first
// wanted, and not before: a page that is only read runs none of it. data-modules lists the entry
// first, then the chunks to fetch alongside it. The code starts
// - when the visitor first touches, types or moves the focus anywhere on the page;
// - when a carousel or the map comes near the screen (NEAR_MARGIN), to be ready when seen;
// - at once when this tab kept a draft of one of the page's forms, to show it.
// What is typed into a form before its island has started is kept as the form's draft at once, so
// a reload while the code is on the way loses nothing. A form sent before the code runs would
// leave the page with its fields in the address and arrive nowhere, so that is held back and
// marked: the fields keep their values and the form sends once its code has started. A press on
// the map's button is marked the same way, and the map shows once its code has started.
// The same on every page that has such a block, so one hash in the Content-Security-Policy covers
// it. Inlined, minified, by the build (scripts/inline-scripts.ts, used by scripts/prerender.ts).
import { CODE_STARTED, INTERACTIVE_MARKS, MAP_ASKED } from "../render/interactive-marks.ts";
import { NEAR_MARGIN } from "../ui/when-near.ts";
import { hasDraft, saveDraft } from "../leads/draft-key.ts";
import { fieldValues } from "../leads/early-values.ts";
import { ISLAND_READY, SUBMIT_HELD } from "../render/island-start.ts";

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
    if (page.documentElement.hasAttribute(CODE_STARTED)) return;
    event.preventDefault();
    // The form's island sends it once started (src/render/island-start.ts).
    (event.target as Element).setAttribute(SUBMIT_HELD, "");
    start();
  },
  true,
);
page.addEventListener(
  "click",
  (event) => {
    if (page.documentElement.hasAttribute(CODE_STARTED)) return;
    const map = (event.target as Element).closest?.(`[${INTERACTIVE_MARKS.map}]`);
    if (!map || !(event.target as Element).closest("button")) return;
    map.setAttribute(MAP_ASKED, "");
    start();
  },
  true,
);
for (const type of ["input", "change"])
  page.addEventListener(
    type,
    (event) => {
      // Once the island has started, the form keeps its own draft (src/leads/form/use-draft.ts).
      const form = (event.target as Element).closest?.<HTMLFormElement>("form[data-lead-form]");
      if (form && !form.closest(`[${ISLAND_READY}]`)) saveDraft(form.dataset.leadForm!, fieldValues(form));
    },
    { capture: true, passive: true },
  );
for (const type of ["pointerdown", "keydown", "focusin"]) page.addEventListener(type, start, { once: true, passive: true, capture: true });

const comingNear = page.querySelectorAll(`[${INTERACTIVE_MARKS.carousel}],[${INTERACTIVE_MARKS.map}]`);
if (comingNear.length) {
  if (typeof IntersectionObserver !== "function") start();
  else {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: NEAR_MARGIN },
    );
    comingNear.forEach((element) => observer.observe(element));
  }
}
for (const form of page.querySelectorAll<HTMLFormElement>("form[data-lead-form]")) if (hasDraft(form.dataset.leadForm!)) start();
