// The pure half of `npm run audit`: what one Lighthouse result says about a page, measured against
// the site's targets (audit-format.ts prints it for a developer).
import type { Result } from "lighthouse";
import { detailLines } from "./audit-details.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** The lowest acceptable score (0-100) per category, in every run. */
export const TARGETS: Record<CategoryId, number> = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

/** The most a page may take, in every run: blocking time, and all the main thread's work (ms). */
export const LIMITS = { tbtMs: 50, mainThreadMs: 600 } as const;

/** What one run measured of the page's speed. */
export interface RunFigures {
  performance: number | null;
  tbtMs?: number;
  mainThreadMs?: number;
}

const ITEMS_SHOWN = 5;

type LighthouseReport = Pick<
  Result,
  "categories" | "audits" | "finalDisplayedUrl" | "runtimeError"
> &
  Partial<Pick<Result, "runWarnings" | "environment">>;
type AuditResult = Result["audits"][string];

/** One audit that costs the page points, with the elements or files it is about. */
export interface Finding {
  category: CategoryId;
  title: string;
  displayValue?: string;
  items: string[];
  moreItems: number;
}

export interface PageSummary {
  page: string;
  /** 0-100, or null when Lighthouse could not score the category. */
  scores: Record<CategoryId, number | null>;
  lcpSeconds?: number;
  cls?: number;
  tbtMs?: number;
  missed: CategoryId[];
  findings: Finding[];
  runtimeError?: string;
  /** Lighthouse's doubts about the run itself. */
  runWarnings: string[];
  /** Lighthouse's measure of the machine's speed during the run; higher is faster. */
  cpuBenchmark?: number;
  /** Every run's performance score, blocking time and main-thread work; each is judged. */
  runs: RunFigures[];
  /** Blocking time or main-thread work over its limit, in words, per run. */
  overLimits: string[];
}

const figuresOf = (report: LighthouseReport): RunFigures => ({
  performance: scoreOf(report, "performance"),
  tbtMs: report.audits["total-blocking-time"]?.numericValue,
  mainThreadMs: report.audits["mainthread-work-breakdown"]?.numericValue,
});

/** Each run's blocking time and main-thread work over its limit. */
function overLimitsOf(runs: RunFigures[]): string[] {
  const label = (run: number) => (runs.length > 1 ? ` in run ${run + 1}` : "");
  return runs.flatMap((run, i) => [
    ...(run.tbtMs !== undefined && run.tbtMs > LIMITS.tbtMs
      ? [`total blocking time ${Math.round(run.tbtMs)} ms${label(i)} (limit ${LIMITS.tbtMs} ms)`]
      : []),
    ...(run.mainThreadMs !== undefined && run.mainThreadMs > LIMITS.mainThreadMs
      ? [
          `main-thread work ${Math.round(run.mainThreadMs)} ms${label(i)} (limit ${LIMITS.mainThreadMs} ms)`,
        ]
      : []),
  ]);
}

/**
 * A page measured several times: the median run gives the metrics and what to fix; every run's
 * performance, blocking time and main-thread work is judged, so one lucky run cannot pass a page.
 */
export function summarizeRuns(
  page: string,
  reports: LighthouseReport[],
  median: LighthouseReport,
): PageSummary {
  const summary = summarizePage(page, median);
  const runs = reports.map(figuresOf);
  const perfMissed = runs.some(
    (run) => run.performance === null || run.performance < TARGETS.performance,
  );
  const missed =
    perfMissed && !summary.missed.includes("performance")
      ? (["performance", ...summary.missed] as CategoryId[])
      : summary.missed;
  const findings =
    perfMissed && !summary.missed.includes("performance") && !median.runtimeError
      ? [...findingsFor(median, "performance"), ...summary.findings]
      : summary.findings;
  return { ...summary, runs, missed, findings, overLimits: overLimitsOf(runs) };
}

export function summarizePage(page: string, report: LighthouseReport): PageSummary {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, scoreOf(report, id)])) as Record<
    CategoryId,
    number | null
  >;
  const missed = missedTargets(scores);
  const metric = (id: string) => report.audits[id]?.numericValue;
  const lcpMs = metric("largest-contentful-paint");
  return {
    page,
    scores,
    lcpSeconds: lcpMs === undefined ? undefined : lcpMs / 1000,
    cls: metric("cumulative-layout-shift"),
    tbtMs: metric("total-blocking-time"),
    missed,
    // A run Lighthouse could not record fails every audit alike; the one message says it all.
    findings: report.runtimeError
      ? []
      : missed.flatMap((category) => findingsFor(report, category)),
    runtimeError: report.runtimeError?.message,
    runWarnings: report.runWarnings ?? [],
    cpuBenchmark: report.environment?.benchmarkIndex,
    runs: [figuresOf(report)],
    overLimits: overLimitsOf([figuresOf(report)]),
  };
}

const scoreOf = (report: LighthouseReport, id: CategoryId): number | null => {
  const score = report.categories[id]?.score;
  // The same rounding as Lighthouse's own report, so the numbers match what its viewer shows.
  return score === null || score === undefined ? null : Math.round(score * 100);
};

export const missedTargets = (scores: Record<CategoryId, number | null>): CategoryId[] =>
  CATEGORIES.filter((id) => scores[id] === null || scores[id]! < TARGETS[id]);

/**
 * The audits that cost points in a category. For accessibility, best practices and SEO that is every
 * weighted audit short of a pass; for performance, every metric and diagnostic Lighthouse rates below
 * "good" (0.9), worst first.
 */
export function findingsFor(report: LighthouseReport, category: CategoryId): Finding[] {
  const refs = report.categories[category]?.auditRefs ?? [];
  const isFailing = (score: number) => (category === "performance" ? score < 0.9 : score < 1);
  const failing = refs
    .filter((ref) => ref.group !== "hidden" && (category === "performance" || ref.weight > 0))
    .map((ref) => ({ ref, audit: report.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit &&
        (audit.scoreDisplayMode === "error" || (audit.score !== null && isFailing(audit.score))),
    );
  // Metrics first (they make the score), then the diagnostics that explain them, worst first.
  failing.sort(
    (a, b) =>
      Number(b.ref.weight > 0) - Number(a.ref.weight > 0) ||
      (a.audit.score ?? 0) - (b.audit.score ?? 0),
  );
  return failing.map(({ audit }) => findingOf(category, audit, report.finalDisplayedUrl));
}

function findingOf(category: CategoryId, audit: AuditResult, pageUrl: string): Finding {
  const lines =
    audit.scoreDisplayMode === "error"
      ? [`Lighthouse could not run this check: ${audit.errorMessage ?? "no reason given"}`]
      : detailLines(audit.details, pageUrl);
  return {
    category,
    title: audit.title,
    displayValue: audit.displayValue || undefined,
    items: lines.slice(0, ITEMS_SHOWN),
    moreItems: Math.max(0, lines.length - ITEMS_SHOWN),
  };
}

/** A page misses when a category is below target or a run goes over a limit. */
export const isFailing = (page: PageSummary) =>
  page.missed.length > 0 || page.overLimits.length > 0;
