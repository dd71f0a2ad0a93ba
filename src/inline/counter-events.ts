// Runs with each page when the site has chosen a cookie-free counter (site.config.yaml analytics:,
// src/analytics/counter.ts): queues the counter's events until its script has loaded (Plausible's
// documented stub), then counts two events with the page's language and nothing about the visitor:
// - "Call": a tap on any tel: link;
// - "Lead" (with the form's name) or "Review": a form sent (the form's "lead-sent" event,
//   src/leads/form/use-sending.ts).
// Inlined, minified, by the build (scripts/inline-scripts.ts); the same text on every page, so one
// hash in the Content-Security-Policy covers it.
type Counter = ((name: string, options?: { props: Record<string, string> }) => void) & {
  q?: unknown[][];
};
const counting = window as unknown as { plausible?: Counter };
counting.plausible =
  counting.plausible ||
  function (...args: unknown[]) {
    const queue = (counting.plausible!.q = counting.plausible!.q || []);
    queue.push(args);
  };

const count = (name: string, props: Record<string, string>) => {
  props.language = document.documentElement.lang;
  counting.plausible!(name, { props });
};

document.addEventListener(
  "click",
  (event) => {
    const target = event.target;
    if (target instanceof Element && target.closest("a[href^='tel:']")) count("Call", {});
  },
  true,
);
document.addEventListener("lead-sent", (event) => {
  const form = (event as CustomEvent<{ form?: unknown } | undefined>).detail?.form;
  if (form === "review") count("Review", {});
  else count("Lead", { form: String(form) });
});
