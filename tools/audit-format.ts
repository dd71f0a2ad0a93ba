// What `npm run audit` prints for a developer from the pages' summaries (audit-report.ts): the
// table of scores and figures, what to fix on each page below target, and the verdict.
import {
  CATEGORIES,
  isFailing,
  LIMITS,
  TARGETS,
  type CategoryId,
  type PageSummary,
  type RunFigures,
} from "./audit-report.ts";

const CATEGORY_LABELS: Record<CategoryId, string> = {
  performance: "performance",
  accessibility: "accessibility",
  "best-practices": "best practices",
  seo: "SEO",
};

// Lighthouse scales the main-thread time it observes, so a run whose CPU benchmark falls well below
// the audit's best was slowed by the machine, not by the page.
const BUSY_BENCHMARK_SHARE = 0.6;

export function formatTable(pages: PageSummary[]): string {
  const header = [
    "page",
    ...CATEGORIES.map((id) => CATEGORY_LABELS[id]),
    "LCP (s)",
    "CLS",
    "TBT (ms)",
    "main thread (ms)",
  ];
  const perRun = (
    page: PageSummary,
    value: (run: RunFigures) => number | null | undefined,
    limit: number,
    isScore = false,
  ) =>
    page.runs
      .map((run) => {
        const figure = value(run);
        if (figure === null || figure === undefined) return "-";
        return `${Math.round(figure)}${(isScore ? figure < limit : figure > limit) ? "*" : ""}`;
      })
      .join(" / ");
  const rows = pages.map((page) => [
    page.page,
    ...CATEGORIES.map((id) =>
      id === "performance"
        ? perRun(page, (run) => run.performance, TARGETS.performance, true)
        : scoreText(page.scores[id], page.missed.includes(id)),
    ),
    page.lcpSeconds === undefined ? "-" : page.lcpSeconds.toFixed(1),
    page.cls === undefined ? "-" : page.cls.toFixed(3),
    perRun(page, (run) => run.tbtMs, LIMITS.tbtMs),
    perRun(page, (run) => run.mainThreadMs, LIMITS.mainThreadMs),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((text, column) => text.padEnd(widths[column]))
      .join(" | ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("-|-");
  const legend = `* below target or over limit, in any run (${CATEGORIES.map((id) => `${CATEGORY_LABELS[id]} ${TARGETS[id]}`).join(", ")}; TBT ${LIMITS.tbtMs} ms, main thread ${LIMITS.mainThreadMs} ms). Performance, TBT and main thread are shown per run.`;
  return [line(header), rule, ...rows.map(line), "", legend].join("\n");
}

const scoreText = (score: number | null, isMissed: boolean) =>
  (score === null ? "-" : String(score)) + (isMissed ? " *" : "");

/** For each page below target: the categories it misses and, under each, the audits to fix. */
export function formatFindings(pages: PageSummary[]): string {
  const fastest = Math.max(0, ...pages.map((page) => page.cpuBenchmark ?? 0));
  return pages
    .filter(isFailing)
    .map((page) => {
      const below = page.missed.map(
        (id) =>
          `${CATEGORY_LABELS[id]} (${id === "performance" ? page.runs.map((run) => run.performance ?? "no score").join(" / ") : (page.scores[id] ?? "no score")} of ${TARGETS[id]})`,
      );
      const lines = [
        `${page.page}: ${[...(below.length ? [`below target in ${below.join(", ")}`] : []), ...page.overLimits].join("; ")}`,
      ];
      if (page.runtimeError)
        return [...lines, `  Lighthouse could not measure the page: ${page.runtimeError}`].join(
          "\n",
        );
      lines.push(
        ...page.runWarnings.map((warning) => `  Lighthouse warns: ${warning.replace(/\s+/g, " ")}`),
      );
      if (page.cpuBenchmark !== undefined && page.cpuBenchmark < fastest * BUSY_BENCHMARK_SHARE) {
        lines.push(
          `  The machine was busy during this run (CPU benchmark ${Math.round(page.cpuBenchmark)}, against ${Math.round(fastest)} at best in this audit), which inflates blocking time and paint times. Audit this page again on a quiet machine before acting on its timings.`,
        );
      }
      for (const category of page.missed) {
        const findings = page.findings.filter((finding) => finding.category === category);
        lines.push(`  ${CATEGORY_LABELS[category]}:`);
        if (findings.length === 0)
          lines.push(
            "    No single audit fails; the score is the sum of small losses. Open the JSON report for the details.",
          );
        for (const finding of findings) {
          lines.push(
            `    - ${finding.title}${finding.displayValue ? ` (${finding.displayValue})` : ""}`,
          );
          lines.push(...finding.items.map((item) => `        ${item}`));
          if (finding.moreItems > 0) lines.push(`        and ${finding.moreItems} more`);
        }
      }
      return lines.join("\n");
    })
    .join("\n\n");
}

export function verdict(pages: PageSummary[]): string {
  const failing = pages.filter(isFailing);
  if (failing.length === 0)
    return pages.length === 1
      ? "The page meets every target."
      : `All ${pages.length} pages meet every target.`;
  return `${failing.length} of ${pages.length} ${pages.length === 1 ? "page misses" : "pages miss"} a target: ${failing.map((page) => page.page).join(", ")}.`;
}
