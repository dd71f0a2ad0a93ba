// The attributes an interactive block leaves in its prerendered HTML. Only a page with a mark
// carries the loader of its blocks' code (src/inline/code-loader.ts, scripts/prerender.ts); that
// code loads the script for each mark it finds (entry-client.tsx), the build preloads it
// (entry-server.tsx) or leaves it until the block comes near the screen (LOADED_WHEN_NEAR), and
// the budgets hold a page without any mark to the shell's small script (scripts/budget-report.ts).
export const INTERACTIVE_MARKS = {
  /** A block hydrated as an island (src/render/islands.tsx). */
  island: "data-island",
  /** A carousel (src/ui/carousel-enhance.ts). */
  carousel: "data-carousel",
  /** The service-area map's loader (src/sections/service-area-map/map-enhance.ts). */
  map: "data-map-loader",
} as const;

/**
 * The scripts a page fetches only once a block with the mark comes near the screen, by the source
 * file entry-client.tsx imports. Not preloaded, but counted in the page's budget (scripts/budgets.ts).
 */
export const LOADED_WHEN_NEAR: Partial<Record<(typeof INTERACTIVE_MARKS)[keyof typeof INTERACTIVE_MARKS], string>> = {
  [INTERACTIVE_MARKS.carousel]: "src/ui/carousel-enhance.ts",
};

/**
 * Set on <html> once the code of the page's blocks has started (entry-client.tsx): its islands
 * then hold a form sent before they started themselves, and the loader (src/inline/code-loader.ts)
 * leaves that to them.
 */
export const CODE_STARTED = "data-code-started";

/** Set by the loader on a map whose button was pressed before the code started: the map then shows at once. */
export const MAP_ASKED = "data-map-asked";

/** Whether prerendered HTML holds an element with this mark. */
export const hasMark = (html: string, mark: string) => new RegExp(`\\s${mark}=`).test(html);

/** Whether prerendered HTML holds a block whose code runs in the browser (a form, a carousel, the map). */
export const hasInteractiveBlock = (html: string) => Object.values(INTERACTIVE_MARKS).some((mark) => hasMark(html, mark));
