// The cookie-free counter a site may choose in site.config.yaml (analytics:). With none set,
// nothing here reaches a page: no script, no request, no origin in the Content-Security-Policy.
// With Plausible set, each page loads its script, which counts the page view by its address
// (the language is in the address: /fr/...), and one small inline script counts calls and forms
// (src/inline/counter-events.ts, given here compiled by the build).
import type { AnalyticsSettings } from "../generated/schema-types.ts";
import { escapeMarkup } from "../seo/escape-markup.ts";

export const DEFAULT_PLAUSIBLE_SCRIPT = "https://plausible.io/js/script.js";

/** The provider's script address. */
export const counterScript = (analytics: AnalyticsSettings) =>
  analytics.scriptUrl ?? DEFAULT_PLAUSIBLE_SCRIPT;

/** The origin the pages load the counter from and send its events to, for the Content-Security-Policy. */
export const counterOrigin = (analytics: AnalyticsSettings | undefined) =>
  analytics ? new URL(counterScript(analytics)).origin : undefined;

/** The tags a page's head gets for the counter: none without one. */
export function counterTags(
  analytics: AnalyticsSettings | undefined,
  eventsScript: string,
): string[] {
  if (!analytics) return [];
  return [
    `<script>${eventsScript}</script>`,
    `<script defer data-domain="${escapeMarkup(analytics.domain)}" src="${escapeMarkup(counterScript(analytics))}"></script>`,
  ];
}
