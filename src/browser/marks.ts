// The attributes that tie a prerendered page to the code its blocks run in the browser. The
// server writes the block marks; the loader (src/islands/loader.ts), the page's code
// (src/islands/page-code.ts) and the islands (src/islands/start.ts) write the state marks as the
// code arrives; budgets and tests read them all. Plain constants, shared by the server, the
// blocks' own scripts and the loader.
export const INTERACTIVE_MARKS = {
  /** A block hydrated as a React island (src/islands/hydrate.tsx); its value is the section type. */
  island: "data-island",
  /** A carousel (its script: src/ui/carousel/script.ts, declared in script.json beside it). */
  carousel: "data-carousel",
  /** The service-area map's frame holder (src/sections/service-area-map/script.ts). */
  map: "data-map-loader",
} as const;

/** On an island: how it starts, as its schema's "x-island" says (./strategies.ts). */
export const ISLAND_START = "data-island-start";
/** On an island: its section's id, to find its props in #island-data. */
export const ISLAND_ID = "data-island-id";

/** Set on <html> once the page's code has run (src/islands/page-code.ts): its islands are then listening for their first use. */
export const CODE_STARTED = "data-code-started";
/** Set on <html> by the loader once the page's code is in the browser's cache, fetched while it was idle. */
export const CODE_PREFETCHED = "data-code-prefetched";
/** Set by the loader on a block script's element pressed before the page's code ran (the map's button): its script then starts at once. */
export const SCRIPT_ASKED = "data-script-asked";
/** Set by the loader on a form sent before its island was ready: the island sends it once it is (src/islands/start.ts). */
export const SUBMIT_HELD = "data-submit-held";
/** Dispatched by the loader on a form whose send it held once the page's code is running, so its island starts and sends it. */
export const SEND_HELD_EVENT = "island:send-held";
/** Set on an island once it has taken over its HTML: tests and tools wait for it. */
export const ISLAND_READY = "data-island-ready";
/** Set on an island whose code could not be fetched; its form shows the phone (src/leads/form/form-end.tsx). */
export const ISLAND_FAILED = "data-island-failed";
