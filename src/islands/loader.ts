// The loader of a page's block code, carried inline by every page with an interactive block (a
// form, a carousel, the map), the same on each so one hash in the Content-Security-Policy covers
// it. Its script tag lists the code: data-modules, the page's code (./page-code.ts) first, then
// its chunks; data-on-use, the islands' chunks (React, the blocks, their words). It
// - fetches all of it into the browser's cache once the page has loaded and the browser is idle,
//   without running any of it (rel=prefetch), so the first tap finds it there;
// - at that first tap (once the tap has been drawn), has the browser read and compile the page's
//   code and, when the prefetch brought them, the islands' chunks (rel=modulepreload), still
//   without running the islands';
// - starts the page's code just after the visitor's first tap, key or focus anywhere has been
//   drawn; at once at a value given or a send, or when this tab kept a draft of one of the
//   page's forms; and when a block script or an island of the page would start by its own
//   strategy (a carousel or the map coming near the screen, a form "idle-near" on or near the
//   screen in idle time), as the browser's registry lists them;
// - keeps what is typed into a form before its island is ready as the form's draft (./kept.ts);
// - holds a form sent before its island is ready (the only place a send is held): its fields
//   keep their values and the island sends it once started (./start.ts). A press in a block
//   script's element (the map's button) is marked the same way, and its script starts at once;
// - moves a carousel's row at a press on its previous or next button before its script has
//   taken it over (src/ui/carousel/row.ts): the script then starts from the slide reached;
// - takes the tab stops of a carousel's slides of words away where they sit in a grid.
// Inlined, minified, by the build (scripts/inline-scripts.ts).
import {
  CODE_PREFETCHED,
  CODE_STARTED,
  INTERACTIVE_MARKS,
  ISLAND_READY,
  ISLAND_START,
  SCRIPT_ASKED,
  SEND_HELD_EVENT,
  SUBMIT_HELD,
} from "../browser/marks.ts";
import {
  afterNextPaint,
  START_STRATEGIES,
  whenIdle,
  type StartStrategy,
} from "../browser/strategies.ts";
import { fieldValues, hasDraft, saveDraft } from "../leads/form/kept.ts";
import { blockScripts } from "../generated/browser-registry.ts";
import { addLink } from "./links.ts";
import { keepSlideStops, stepRow } from "../ui/carousel/row.ts";

const page = document;
const script = page.currentScript!;
// The carousels above it are in the page already: their slides' tab stops, as wide as it is now.
keepSlideStops(page);
const modules = script.getAttribute("data-modules")!.split(" ");
const onUse = script.getAttribute("data-on-use")?.split(" ") ?? [];
let isStarted = false;
/** Every file the loader prefetched arrived: the islands' chunks are in the cache, and may be preloaded as modules. */
let isPrefetched = false;
const start = () => {
  if (isStarted) return;
  isStarted = true;
  // The islands' chunks only once known to be in the cache: a module that fails to load stays failed for the page's life.
  for (const href of [...modules.slice(1), ...(isPrefetched ? onUse : [])])
    addLink("modulepreload", href);
  void import(/* @vite-ignore */ modules[0]);
};
const isReady = (form: Element) => form.closest(`[${ISLAND_READY}]`) !== null;

// One file asked for per idle moment: inserting each link costs the main thread a few
// milliseconds on a slow phone, and all at once they made one task of 40-100 ms (CPU slowed 4x).
const files = [...modules, ...onUse];
let left = files.length;
let hasFailed = false;
const arrived = () => {
  if (--left) return;
  isPrefetched = !hasFailed;
  page.documentElement.setAttribute(CODE_PREFETCHED, "");
};
const prefetchNext = (index: number) => {
  if (index >= files.length) return;
  const link = addLink("prefetch", files[index]);
  link.onload = arrived;
  link.onerror = () => {
    hasFailed = true;
    arrived();
  };
  whenIdle(() => prefetchNext(index + 1));
};
whenIdle(() => prefetchNext(0));
page.addEventListener(
  "submit",
  (event) => {
    const form = event.target as HTMLFormElement;
    if (isReady(form)) return;
    event.preventDefault();
    event.stopPropagation();
    form.setAttribute(SUBMIT_HELD, "");
    start();
    // Heard by the form's island once the page's code runs; before that, the island finds the mark.
    form.dispatchEvent(new Event(SEND_HELD_EVENT, { bubbles: true }));
  },
  true,
);
page.addEventListener(
  "click",
  (event) => {
    const target = event.target as Element;
    const step = target.closest?.("[data-carousel-prev],[data-carousel-next]");
    // A carousel not taken over yet is marked data-carousel="", and "ready" once it is.
    const carousel = step?.closest<HTMLElement>(`[${INTERACTIVE_MARKS.carousel}=""]`);
    if (carousel) stepRow(carousel, step!.hasAttribute("data-carousel-next") ? 1 : -1);
    if (page.documentElement.hasAttribute(CODE_STARTED)) return;
    // A press in a block script's element (the map's button) starts its script as soon as the code runs.
    for (const script of blockScripts) {
      const element = target.closest?.(`[${script.mark}]`);
      if (!element) continue;
      element.setAttribute(SCRIPT_ASKED, "");
      start();
    }
  },
  true,
);
for (const type of ["input", "change"])
  page.addEventListener(
    type,
    (event) => {
      // Once the island is ready, the form keeps its own draft (src/leads/form/use-draft.ts).
      const form = (event.target as Element).closest?.<HTMLFormElement>("form[data-lead-form]");
      if (!form || isReady(form)) return;
      saveDraft(form.dataset.leadForm!, fieldValues(form));
      // A value given without a tap or key first (a photo dropped, a field filled in by the browser).
      start();
    },
    { capture: true, passive: true },
  );
// After the tap's own paint: reading the page's code is work the tap (a menu opening, a caret)
// would otherwise wait for. A tap counts once it is over (click), as an island's first use does:
// started as the finger came down, the code ran between the finger's events, and the first tap
// (the phone menu's) waited for it. A focus counts when no finger brought it (a key, a reader).
let isPointing = false;
const startAfterPaint = () => void afterNextPaint().then(start);
page.addEventListener("pointerdown", () => (isPointing = true), { capture: true, passive: true });
for (const type of ["click", "keydown"])
  page.addEventListener(type, startAfterPaint, { once: true, passive: true, capture: true });
page.addEventListener("focusin", () => isPointing || startAfterPaint(), {
  once: true,
  passive: true,
  capture: true,
});
// A block that starts by its own strategy (ahead of its first use, which the listeners above
// cover) needs the page's code then; the page's code then starts the block by the same strategy.
const startsAhead = (element: HTMLElement, strategy: StartStrategy) => {
  if (strategy !== "first-use") START_STRATEGIES[strategy]?.(element, start);
};
for (const script of blockScripts)
  for (const element of page.querySelectorAll<HTMLElement>(`[${script.mark}]`))
    startsAhead(element, script.start);
for (const island of page.querySelectorAll<HTMLElement>(`[${ISLAND_START}]`))
  startsAhead(island, island.getAttribute(ISLAND_START) as StartStrategy);
for (const form of page.querySelectorAll<HTMLFormElement>("form[data-lead-form]"))
  if (hasDraft(form.dataset.leadForm!)) start();
