import { describe, expect, it } from "vitest";
import type { Result } from "lighthouse";
import { findingsFor, missedTargets, summarizePage, summarizeRuns } from "./audit-report.ts";
import { formatFindings, formatTable, verdict } from "./audit-format.ts";
import { CONTRAST_FAILURE, LCP_ELEMENT } from "../tests/fixtures/lighthouse-details.ts";

type Audit = Result["audits"][string];
type Report = Pick<Result, "categories" | "audits" | "finalDisplayedUrl" | "runtimeError">;
const ORIGIN = "http://127.0.0.1:4173";

const audit = (id: string, fields: Partial<Audit>): Audit => ({
  id,
  title: id,
  description: "",
  score: 1,
  scoreDisplayMode: "binary",
  ...fields,
});

const contrast = audit("color-contrast", {
  title: "Background and foreground colors do not have a sufficient contrast ratio.",
  score: 0,
  details: CONTRAST_FAILURE,
});

const unusedJavascript = audit("unused-javascript", {
  title: "Reduce unused JavaScript",
  score: 0,
  scoreDisplayMode: "metricSavings",
  displayValue: "Est savings of 37 KiB",
  details: {
    type: "opportunity",
    headings: [
      { key: "url", valueType: "url", label: "URL" },
      { key: "wastedBytes", valueType: "bytes", label: "Est Savings" },
    ],
    items: [{ url: `${ORIGIN}/assets/index-CE1kTyst.js`, wastedBytes: 37462 }],
  },
});

const lcpElement = audit("largest-contentful-paint-element", {
  title: "Largest Contentful Paint element",
  score: 0,
  scoreDisplayMode: "metricSavings",
  details: LCP_ELEMENT,
});

function report({
  scores,
  audits = [],
  refs = {},
}: {
  scores: Record<string, number | null>;
  audits?: Audit[];
  refs?: Record<string, Array<{ id: string; weight: number; group?: string }>>;
}): Report {
  return {
    finalDisplayedUrl: `${ORIGIN}/`,
    categories: Object.fromEntries(
      Object.entries(scores).map(([id, score]) => [
        id,
        { id, title: id, score, auditRefs: refs[id] ?? [] },
      ]),
    ),
    audits: Object.fromEntries(
      [
        audit("largest-contentful-paint", {
          numericValue: 2767.9,
          score: 0.84,
          scoreDisplayMode: "numeric",
          title: "Largest Contentful Paint",
          displayValue: "2.8 s",
        }),
        audit("cumulative-layout-shift", { numericValue: 0.0123, scoreDisplayMode: "numeric" }),
        audit("total-blocking-time", { numericValue: 30.2, score: 1, scoreDisplayMode: "numeric" }),
        ...audits,
      ].map((entry) => [entry.id, entry]),
    ),
  };
}

const perfect = { performance: 1, accessibility: 1, "best-practices": 1, seo: 1 };

describe("the targets", () => {
  it("asks for 100 in every category", () => {
    expect(
      missedTargets({ performance: 100, accessibility: 100, "best-practices": 100, seo: 100 }),
    ).toEqual([]);
    expect(
      missedTargets({ performance: 99, accessibility: 99, "best-practices": 100, seo: 100 }),
    ).toEqual(["performance", "accessibility"]);
  });

  it("counts a category Lighthouse could not score as missed", () => {
    expect(
      missedTargets({ performance: 100, accessibility: 100, "best-practices": 100, seo: null }),
    ).toEqual(["seo"]);
  });

  it("rounds scores the way Lighthouse's report does, so 0.995 is 100 and passes", () => {
    const summary = summarizePage("/", report({ scores: { ...perfect, performance: 0.995 } }));
    expect(summary.scores.performance).toBe(100);
    expect(summary.missed).toEqual([]);
  });

  it("judges every run: one run under 100, or over the blocking-time or main-thread limit, misses", () => {
    const run = (performance: number, tbt: number, mainThread: number) => {
      const base = report({ scores: { ...perfect, performance } });
      return {
        ...base,
        audits: {
          ...base.audits,
          "total-blocking-time": audit("total-blocking-time", { numericValue: tbt }),
          "mainthread-work-breakdown": audit("mainthread-work-breakdown", {
            numericValue: mainThread,
          }),
        },
      };
    };
    const good = run(1, 20, 400);
    expect(summarizeRuns("/", [good, good, good], good).missed).toEqual([]);
    expect(summarizeRuns("/", [good, good, good], good).overLimits).toEqual([]);
    const oneSlow = summarizeRuns("/", [good, run(0.98, 74, 650), good], good);
    expect(oneSlow.missed).toEqual(["performance"]);
    expect(oneSlow.overLimits).toEqual([
      "total blocking time 74 ms in run 2 (limit 50 ms)",
      "main-thread work 650 ms in run 2 (limit 600 ms)",
    ]);
    expect(
      formatTable([oneSlow])
        .split("\n")[2]
        .split(" | ")
        .map((cell) => cell.trim()),
    ).toEqual([
      "/",
      "100 / 98* / 100",
      "100",
      "100",
      "100",
      "2.8",
      "0.012",
      "20 / 74* / 20",
      "400 / 650* / 400",
    ]);
    expect(verdict([oneSlow])).toBe("1 of 1 page misses a target: /.");
  });
});

describe("the failing audits of a category", () => {
  it("lists a failing weighted audit with its element, and skips passing and unweighted ones", () => {
    const refs = {
      accessibility: [
        { id: "color-contrast", weight: 7 },
        { id: "image-alt", weight: 10 },
        { id: "tabindex", weight: 0 },
      ],
    };
    const audits = [contrast, audit("image-alt", { score: 1 }), audit("tabindex", { score: 0 })];
    const findings = findingsFor(
      report({ scores: { ...perfect, accessibility: 0.93 }, audits, refs }),
      "accessibility",
    );
    expect(findings).toHaveLength(1);
    expect(findings[0].title).toBe(contrast.title);
    expect(findings[0].items).toEqual([
      expect.stringMatching(/^footer > p\.text-slate-400 — .*contrast of 3\.1/),
    ]);
  });

  it("lists slow metrics first, then the diagnostics below 0.9, and leaves out the hidden duplicates", () => {
    const refs = {
      performance: [
        { id: "total-blocking-time", weight: 30, group: "metrics" },
        { id: "largest-contentful-paint", weight: 25, group: "metrics" },
        { id: "unused-javascript", weight: 0, group: "diagnostics" },
        { id: "largest-contentful-paint-element", weight: 0, group: "diagnostics" },
        { id: "render-blocking-insight", weight: 0, group: "hidden" },
      ],
    };
    const audits = [
      unusedJavascript,
      lcpElement,
      audit("render-blocking-insight", { score: 0, scoreDisplayMode: "metricSavings" }),
    ];
    const findings = findingsFor(
      report({ scores: { ...perfect, performance: 0.9 }, audits, refs }),
      "performance",
    );
    expect(findings.map((finding) => finding.title)).toEqual([
      "Largest Contentful Paint",
      "Reduce unused JavaScript",
      "Largest Contentful Paint element",
    ]);
    expect(findings[1].items).toEqual(["/assets/index-CE1kTyst.js · Est Savings: 36.6 KiB"]);
    expect(findings[2].items).toHaveLength(2);
  });

  it("says so when Lighthouse could not run an audit", () => {
    const broken = audit("meta-description", {
      score: null,
      scoreDisplayMode: "error",
      errorMessage: "Protocol timeout",
    });
    const findings = findingsFor(
      report({
        scores: { ...perfect, seo: null },
        audits: [broken],
        refs: { seo: [{ id: "meta-description", weight: 1 }] },
      }),
      "seo",
    );
    expect(findings[0].items).toEqual(["Lighthouse could not run this check: Protocol timeout"]);
  });

  it("shows five rows of a long list and counts the rest", () => {
    const rows = Array.from({ length: 8 }, (_, index) => ({
      url: `${ORIGIN}/images/${index}.svg`,
    }));
    const cache = audit("uses-long-cache-ttl", {
      score: 0.5,
      scoreDisplayMode: "metricSavings",
      details: {
        type: "table",
        headings: [{ key: "url", valueType: "url", label: "URL" }],
        items: rows,
      },
    });
    const [finding] = findingsFor(
      report({
        scores: { ...perfect, performance: 0.5 },
        audits: [cache],
        refs: { performance: [{ id: "uses-long-cache-ttl", weight: 0 }] },
      }),
      "performance",
    );
    expect(finding.items).toEqual([
      "/images/0.svg",
      "/images/1.svg",
      "/images/2.svg",
      "/images/3.svg",
      "/images/4.svg",
    ]);
    expect(finding.moreItems).toBe(3);
  });
});

describe("the printed report", () => {
  const passing = summarizePage("/about", report({ scores: perfect }));
  const failing = summarizePage(
    "/ar",
    report({
      scores: { ...perfect, performance: 0.93, accessibility: 0.96 },
      audits: [contrast],
      refs: { accessibility: [{ id: "color-contrast", weight: 7 }] },
    }),
  );

  it("prints one aligned row per page with the metrics, and marks each miss", () => {
    const lines = formatTable([passing, failing]).split("\n");
    expect(lines[0]).toMatch(
      /^page\s+\| performance \| accessibility \| best practices \| SEO \| LCP \(s\) \| CLS\s+\| TBT \(ms\) \| main thread \(ms\)$/,
    );
    expect(lines[2].split(" | ").map((cell) => cell.trim())).toEqual([
      "/about",
      "100",
      "100",
      "100",
      "100",
      "2.8",
      "0.012",
      "30",
      "-",
    ]);
    expect(lines[3].split(" | ").map((cell) => cell.trim())).toEqual([
      "/ar",
      "93*",
      "96 *",
      "100",
      "100",
      "2.8",
      "0.012",
      "30",
      "-",
    ]);
    expect(new Set(lines.slice(0, 4).map((line) => line.indexOf("|")))).toEqual(
      new Set([lines[0].indexOf("|")]),
    );
    expect(lines.at(-1)).toMatch(
      /^\* below target or over limit, in any run \(performance 100, accessibility 100, best practices 100, SEO 100; TBT 50 ms, main thread 600 ms\)/,
    );
  });

  it("lists what to fix only for pages below target", () => {
    const text = formatFindings([passing, failing]);
    expect(text).not.toContain("/about");
    expect(text).toContain(
      "/ar: below target in performance (93 of 100), accessibility (96 of 100)",
    );
    expect(text).toContain(`    - ${contrast.title}\n        footer > p.text-slate-400`);
    expect(text).toContain("  performance:\n    No single audit fails");
  });

  it("ends with a one-line verdict", () => {
    expect(verdict([passing])).toBe("The page meets every target.");
    expect(verdict([passing, passing])).toBe("All 2 pages meet every target.");
    expect(verdict([passing, failing])).toBe("1 of 2 pages miss a target: /ar.");
    expect(verdict([failing])).toBe("1 of 1 page misses a target: /ar.");
  });

  it("passes on Lighthouse's warnings about the run, so a busy machine is not mistaken for a slow page", () => {
    const warned = summarizePage("/", {
      ...report({ scores: { ...perfect, performance: 0.8 } }),
      runWarnings: ["The tested device appears to have a slower CPU than Lighthouse expects."],
    });
    expect(formatFindings([warned])).toContain(
      "  Lighthouse warns: The tested device appears to have a slower CPU than Lighthouse expects.",
    );
  });

  it("says when the machine was too busy for a page's timings to be trusted", () => {
    const at = (page: string, benchmarkIndex: number) =>
      summarizePage(page, {
        ...report({ scores: { ...perfect, performance: 0.8 } }),
        environment: { benchmarkIndex, networkUserAgent: "", hostUserAgent: "", credits: {} },
      });
    const text = formatFindings([at("/quiet", 2400), at("/steady", 1500), at("/busy", 800)]);
    expect(text).toContain(
      "/busy: below target in performance (80 of 100)\n  The machine was busy during this run (CPU benchmark 800, against 2400 at best in this audit)",
    );
    expect(text.split("\n\n").filter((block) => block.includes("machine was busy"))).toHaveLength(
      1,
    );
  });

  it("reports a page Lighthouse could not load", () => {
    const summary = summarizePage("/gone", {
      ...report({
        scores: { performance: null, accessibility: null, "best-practices": null, seo: null },
      }),
      runtimeError: {
        code: "ERRORED_DOCUMENT_REQUEST",
        message: "Lighthouse was unable to reliably load the page (Status code: 404)",
      },
    });
    expect(summary.missed).toHaveLength(4);
    expect(formatFindings([summary]).split("\n")).toEqual([
      "/gone: below target in performance (no score of 100), accessibility (no score of 100), best practices (no score of 100), SEO (no score of 100)",
      "  Lighthouse could not measure the page: Lighthouse was unable to reliably load the page (Status code: 404)",
    ]);
  });
});
