import { describe, expect, it } from "vitest";
import { counterOrigin, counterTags } from "./counter.ts";
import { inlineScript } from "../../scripts/inline-scripts.ts";

const COUNTER_EVENTS = inlineScript("counter-events");

describe("the counter's tags", () => {
  it("are none when the site has chosen no counter", () => {
    expect(counterTags(undefined, COUNTER_EVENTS)).toEqual([]);
    expect(counterOrigin(undefined)).toBeUndefined();
  });

  it("load Plausible's script for the site's domain, after the events' queue", () => {
    const tags = counterTags(
      { provider: "plausible", domain: "lakeshore.example" },
      COUNTER_EVENTS,
    );
    expect(tags).toEqual([
      `<script>${COUNTER_EVENTS}</script>`,
      '<script defer data-domain="lakeshore.example" src="https://plausible.io/js/script.js"></script>',
    ]);
    expect(counterOrigin({ provider: "plausible", domain: "lakeshore.example" })).toBe(
      "https://plausible.io",
    );
  });

  it("load a self-hosted script from its own origin", () => {
    const analytics = {
      provider: "plausible" as const,
      domain: "lakeshore.example",
      scriptUrl: "https://stats.lakeshore.example/js/script.js",
    };
    expect(counterTags(analytics, COUNTER_EVENTS)[1]).toContain(
      'src="https://stats.lakeshore.example/js/script.js"',
    );
    expect(counterOrigin(analytics)).toBe("https://stats.lakeshore.example");
  });

  it("count calls and forms with the page's language only: nothing typed, no name, no phone", () => {
    const calls: unknown[][] = [];
    const listeners: Record<string, (event: unknown) => void> = {};
    const document = {
      documentElement: { lang: "ar" },
      addEventListener: (type: string, listener: (event: unknown) => void) =>
        (listeners[type] = listener),
    };
    class FakeElement {
      constructor(private readonly isCall: boolean) {}
      closest() {
        return this.isCall ? this : null;
      }
    }
    const window: Record<string, unknown> = {};
    new Function("window", "document", "Element", COUNTER_EVENTS)(window, document, FakeElement);
    (window.plausible as (...args: unknown[]) => void)("pageview");
    // The provider's script, once loaded, replays its queue; here the queue is read directly.
    listeners.click({ target: new FakeElement(true) });
    listeners.click({ target: new FakeElement(false) });
    listeners["lead-sent"]({ detail: { form: "serviceRequest" } });
    listeners["lead-sent"]({ detail: { form: "review" } });
    for (const args of (window.plausible as { q: unknown[][] }).q) calls.push([...args]);
    expect(calls).toEqual([
      ["pageview"],
      ["Call", { props: { language: "ar" } }],
      ["Lead", { props: { form: "serviceRequest", language: "ar" } }],
      ["Review", { props: { language: "ar" } }],
    ]);
  });
});
