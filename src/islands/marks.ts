// The attributes that tie a prerendered page to the code its blocks run in the browser. The
// server writes the block marks; the loader (./loader.ts), the page's code (./page-code.ts) and the
// islands (./start.ts) write the state marks as the code arrives; budgets and tests read them all.
export const INTERACTIVE_MARKS = {
  /** A block hydrated as a React island (./hydrate.tsx); its value is the section type. */
  island: "data-island",
  /** A carousel (src/ui/carousel-enhance.ts). */
  carousel: "data-carousel",
  /** The service-area map's loader (src/sections/service-area-map/map-enhance.ts). */
  map: "data-map-loader",
} as const;

/** On an island: how it starts, as its schema's "x-island" says (./strategies.ts). */
export const ISLAND_START = "data-island-start";
/** On an island: its section's id, to find its props in #island-data. */
export const ISLAND_ID = "data-island-id";

/**
 * The scripts a page fetches only once a block with the mark comes near the screen, by the source
 * file ./page-code.ts imports. Counted in the page's first-use budget (scripts/budgets.ts).
 */
export const LOADED_WHEN_NEAR: Partial<
  Record<(typeof INTERACTIVE_MARKS)[keyof typeof INTERACTIVE_MARKS], string>
> = {
  [INTERACTIVE_MARKS.carousel]: "src/ui/carousel-enhance.ts",
};

/** Set on <html> once the page's code has run (./page-code.ts): its islands are then listening for their first use. */
export const CODE_STARTED = "data-code-started";
/** Set on <html> by the loader once the page's code is in the browser's cache, fetched while it was idle. */
export const CODE_PREFETCHED = "data-code-prefetched";
/** Set by the loader on a map whose button was pressed before the code started: the map then shows at once. */
export const MAP_ASKED = "data-map-asked";
/** Set by the loader on a form sent before its island was ready: the island sends it once it is (./start.ts). */
export const SUBMIT_HELD = "data-submit-held";
/** Dispatched by the loader on a form whose send it held once the page's code is running, so its island starts and sends it. */
export const SEND_HELD_EVENT = "island:send-held";
/** Set on an island once it has taken over its HTML: tests and tools wait for it. */
export const ISLAND_READY = "data-island-ready";
/** Set on an island whose code could not be fetched; its form shows the phone (src/leads/form/form-end.tsx). */
export const ISLAND_FAILED = "data-island-failed";
