// The cookie-free counter a site may choose in site.config.yaml (analytics:). With none set,
// nothing here reaches a page: no script, no request, no origin in the Content-Security-Policy.
// With Plausible set, each page loads its script, which counts the page view by its address
// (the language is in the address: /fr/...), and one small inline script adds two events,
// each with the page's language and nothing about the visitor:
// - "Call": a tap on any tel: link;
// - "Lead" (with the form's name) or "Review": a form sent (the form's "lead-sent" event,
//   src/leads/form/use-sending.ts).
import type { AnalyticsSettings } from "../generated/schema-types.ts";
import { escapeMarkup } from "../seo/escape-markup.ts";

export const DEFAULT_PLAUSIBLE_SCRIPT = "https://plausible.io/js/script.js";

/** The provider's script address. */
export const counterScript = (analytics: AnalyticsSettings) =>
  analytics.scriptUrl ?? DEFAULT_PLAUSIBLE_SCRIPT;

/** The origin the pages load the counter from and send its events to, for the Content-Security-Policy. */
export const counterOrigin = (analytics: AnalyticsSettings | undefined) =>
  analytics ? new URL(counterScript(analytics)).origin : undefined;

/**
 * Queues events until the provider's script has loaded (its documented stub), then counts calls
 * and forms. The same text on every page, so one hash in the Content-Security-Policy covers it.
 */
export const COUNTER_EVENTS =
  'window.plausible=window.plausible||function(){(window.plausible.q=window.plausible.q||[]).push(arguments)};(function(d){var c=function(n,p){p.language=d.documentElement.lang;window.plausible(n,{props:p})};d.addEventListener("click",function(e){var t=e.target;if(t instanceof Element&&t.closest("a[href^=\'tel:\']"))c("Call",{})},true);d.addEventListener("lead-sent",function(e){var f=e.detail&&e.detail.form;f==="review"?c("Review",{}):c("Lead",{form:String(f)})})})(document)';

/** The tags a page's head gets for the counter: none without one. */
export function counterTags(analytics: AnalyticsSettings | undefined): string[] {
  if (!analytics) return [];
  return [
    `<script>${COUNTER_EVENTS}</script>`,
    `<script defer data-domain="${escapeMarkup(analytics.domain)}" src="${escapeMarkup(counterScript(analytics))}"></script>`,
  ];
}
