import { describe, expect, it } from "vitest";
import type { Result } from "lighthouse";
import { detailLines } from "./audit-details.ts";
import { CONTRAST_FAILURE, LCP_ELEMENT } from "../tests/fixtures/lighthouse-details.ts";

type Details = NonNullable<Result["audits"][string]["details"]>;
const PAGE = "http://127.0.0.1:4173/ar/contact";

describe("audit details as lines", () => {
  it("names a failing element by selector and label, with Lighthouse's explanation on one line", () => {
    const details = CONTRAST_FAILURE;
    expect(detailLines(details, PAGE)).toEqual([
      'footer > p.text-slate-400 — "© 2025 Example Business" — Fix any of the following: Element has insufficient color contrast of 3.1 (foreground color: #94a3b8, background color: #ffffff). Expected contrast ratio of 4.5:1',
    ]);
  });

  it("shortens the site's own addresses to paths, keeps others whole, and gives sizes in KiB", () => {
    const details: Details = {
      type: "opportunity",
      headings: [
        { key: "url", valueType: "url", label: "URL" },
        { key: "wastedBytes", valueType: "bytes", label: "Est Savings" },
      ],
      items: [
        { url: "http://127.0.0.1:4173/assets/index-CE1kTyst.js", wastedBytes: 37462 },
        { url: "https://cdn.example.net/widget.js", wastedBytes: 2048 },
      ],
    };
    expect(detailLines(details, PAGE)).toEqual([
      "/assets/index-CE1kTyst.js · Est Savings: 36.6 KiB",
      "https://cdn.example.net/widget.js · Est Savings: 2.0 KiB",
    ]);
  });

  it("flattens a list of tables, as for the LCP element and its phases", () => {
    expect(detailLines(LCP_ELEMENT, PAGE)).toEqual([
      'section#top p.mt-5 — "Fridge warm?"',
      "Phase: Render Delay · Timing: 2272 ms",
    ]);
  });

  it("gives cache lifetimes in hours and code locations as path:line:column, counted from 1", () => {
    const cache: Details = {
      type: "table",
      headings: [
        { key: "url", valueType: "url", label: "URL" },
        { key: "cacheLifetimeMs", valueType: "ms", label: "Cache TTL", displayUnit: "duration" },
      ],
      items: [{ url: "http://127.0.0.1:4173/images/logo-mark.svg", cacheLifetimeMs: 3_600_000 }],
    };
    const errors: Details = {
      type: "table",
      headings: [
        { key: "sourceLocation", valueType: "source-location", label: "Source" },
        { key: "description", valueType: "code", label: "Description" },
      ],
      items: [
        {
          sourceLocation: {
            type: "source-location",
            url: "http://127.0.0.1:4173/assets/index.js",
            urlProvider: "network",
            line: 0,
            column: 41,
          },
          description: "TypeError: x is undefined",
        },
      ],
    };
    expect(detailLines(cache, PAGE)).toEqual(["/images/logo-mark.svg · Cache TTL: 1 h"]);
    expect(detailLines(errors, PAGE)).toEqual([
      "/assets/index.js:1:42 · Description: TypeError: x is undefined",
    ]);
  });

  it("lists only the unmet checks of a checklist, and nothing for an audit without details", () => {
    const details: Details = {
      type: "checklist",
      items: {
        hasManifest: { value: true, label: "Has a manifest" },
        hasIcon: { value: false, label: "Has a maskable icon" },
      },
    };
    expect(detailLines(details, PAGE)).toEqual(["Has a maskable icon"]);
    expect(detailLines(undefined, PAGE)).toEqual([]);
  });
});
