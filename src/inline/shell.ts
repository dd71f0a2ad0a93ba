// What HTML alone cannot do for the shell (../shell/enhance.ts: the theme switch remembered, menus
// that close, the floating booking button), run as the page is read: carried in the page at the
// end of <body>, so no page waits for a download to get it, and a page of HTML-only blocks fetches
// no script at all. Then marks the page as interactive (html[data-hydrated], which tests and
// tools wait for). Inlined, minified, by the build (scripts/inline-scripts.ts).
import { enhanceShell } from "../shell/enhance.ts";

enhanceShell();
document.documentElement.setAttribute("data-hydrated", "true");
