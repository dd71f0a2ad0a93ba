// Measures the built site with Lighthouse (mobile, simulated throttling) against the targets in
// audit-report.ts, in every run: performance, accessibility, best practices and SEO 100, total
// blocking time at most 50 ms, main-thread work at most 600 ms. Then, with the CPU slowed 4x, the
// delay of the interactions (audit-interactions.ts): opening the phone menu, a form's Send and a key
// in its field, a carousel's Next, each first and again (audit-interactions-report.ts).
// Then, on the pages it acts on (audit-acts.ts: by default the home page and a form's page in the
// source language and in two right-to-left ones), the main-thread work and blocking time against
// the same page with no script, measured in the same run (within 1.15x).
// Run: npm run audit [-- --pages /,/about] [--lang en,ar] [--runs 1] [--dist DIR] [--act-pages /contact,/ar]
// By default: a set of pages that shows every section type the site uses (home first, one page of
// each kind of record), in the source language and the first right-to-left language listed.
// Exit code 0 when every page meets every target, 1 when one misses, 2 when the audit could not run.
// Full reports land in .audit/<lang>-<page>.json (open them at https://googlechrome.github.io/lighthouse/viewer/).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import {
  INTERACTION_LIMIT_MS,
  measureInteractions,
  type InteractionDelay,
  FIRST_AGAIN_LIMIT,
} from "./audit-interactions.ts";
import { firstAgainRatios, formatInteractions } from "./audit-interactions-report.ts";
import { CHROMIUM, CHROMIUM_FLAGS } from "./chromium.ts";
import { isCommand } from "../scripts/command-line.ts";
import { isFailing, summarizeRuns, type PageSummary } from "./audit-report.ts";
import { formatFindings, formatTable, verdict } from "./audit-format.ts";
import { AuditError, readOptions, USAGE, type AuditOptions } from "./audit-options.ts";
import { ensureBuilt, pagesToAudit, readRoutes, type PageToAudit } from "./audit-pages.ts";
import { auditRuns, stopChrome } from "./audit-lighthouse.ts";
import {
  actPages,
  floorRatios,
  FLOOR_LIMIT,
  formatFloors,
  isOverFloor,
  measureFloors,
  type FloorRatio,
} from "./audit-acts.ts";
import { median, serveBuilt } from "./audit-floor-measure.ts";

const REPORTS_DIR = ".audit";

/** Set on Ctrl-C: the Lighthouse run it stops fails, and that failure is not shown. */
let isInterrupted = false;

/** Where the pages are measured (the site's server, the folder it serves, Chromium's scratch files), and how many times each. */
interface AuditPlace {
  origin: string;
  distDir: string;
  scratchDir: string;
  runs: number;
}

/** The built site in the folder audited, and its pages to audit; what is missing is said first. */
function pagesReady(options: AuditOptions): { distDir: string; pages: PageToAudit[] } {
  if (!existsSync(CHROMIUM)) {
    throw new AuditError(
      `Chromium was not found at ${CHROMIUM}. Install it (on Debian: apt-get install chromium) or set CHROME_PATH to its program.`,
    );
  }
  const distDir = resolve(options.dist ?? "dist");
  ensureBuilt(distDir, options.dist === undefined);
  const routeList = readRoutes();
  return { distDir, pages: pagesToAudit(routeList, distDir, options) };
}

/** On Ctrl-C: Chromium, the server and the scratch files are cleaned up, and nothing is judged. */
function stopOnInterrupt(cleanUp: () => Promise<void>): void {
  process.once("SIGINT", () => {
    isInterrupted = true;
    // Lighthouse's session with the stopped Chromium fails in ways it does not catch; cleaning up comes first.
    process.on("unhandledRejection", () => undefined);
    console.log("\nAudit interrupted; nothing was judged.");
    void cleanUp().finally(() => process.exit(130));
  });
}

/** .audit/en-home.json, .audit/ar-services-boiler-repair.json */
const reportName = ({ lang, sourcePath }: PageToAudit) =>
  `${lang}-${sourcePath === "/" ? "home" : sourcePath.slice(1).replaceAll("/", "-")}.json`;

/** Every page through Lighthouse, one at a time; each page's full report is written to .audit/. */
async function lighthousePages(
  pages: PageToAudit[],
  { origin, distDir, scratchDir, runs }: AuditPlace,
): Promise<PageSummary[]> {
  const summaries: PageSummary[] = [];
  const each = runs > 1 ? `, ${runs} runs each (median kept)` : "";
  console.log(
    `Auditing ${pages.length} ${pages.length === 1 ? "page" : "pages"} of ${distDir} with Lighthouse (mobile, simulated throttling), one at a time${each}.`,
  );
  for (const [index, page] of pages.entries()) {
    const pageStartedAt = Date.now();
    const { median: result, all } = await auditRuns(
      origin + page.path,
      runs,
      scratchDir,
      `profile-${index}`,
    );
    const reportFile = join(REPORTS_DIR, reportName(page));
    writeFileSync(reportFile, result.report as string);
    summaries.push(
      summarizeRuns(
        page.path,
        all.map((run) => run.lhr),
        result.lhr,
      ),
    );
    console.log(
      `  [${index + 1}/${pages.length}] ${page.path}  ${((Date.now() - pageStartedAt) / 1000).toFixed(1)} s  -> ${reportFile}`,
    );
  }
  return summaries;
}

/** The acts on each page audit-acts.ts chose, those each has: the phone menu; Send and a key on a form; Next on a carousel. */
async function interactionsOf(
  pages: PageToAudit[],
  origin: string,
  distDir: string,
): Promise<InteractionDelay[]> {
  const interactions: InteractionDelay[] = [];
  for (const page of pages) {
    const html = readFileSync(join(distDir, page.path, "index.html"), "utf8");
    const has = {
      form: /\sdata-lead-form="/.test(html),
      carousel: /\sdata-carousel-next=/.test(html),
    };
    interactions.push(
      ...(await measureInteractions(origin, CHROMIUM, CHROMIUM_FLAGS, page.path, has)),
    );
  }
  return interactions;
}

/** Prints the table, the interactions, the floors, what to fix and the verdict; returns the exit code. */
function judge(
  summaries: PageSummary[],
  interactions: InteractionDelay[],
  floors: FloorRatio[],
  startedAt: number,
) {
  console.log(`\n${formatTable(summaries)}\n`);
  const benchmark = Math.round(median(floors.map((floor) => floor.benchmark)));
  console.log(
    `${formatInteractions(interactions)}\n  (the machine's benchmark in this run, Lighthouse's BenchmarkIndex: ${benchmark})\n`,
  );
  console.log(`${formatFloors(floors)}\n`);
  const findings = formatFindings(summaries);
  if (findings) console.log(`What to fix:\n\n${findings}\n`);
  console.log(`${verdict(summaries)} (took ${((Date.now() - startedAt) / 1000).toFixed(0)} s)`);
  const slow = interactions.filter((interaction) => interaction.ms >= INTERACTION_LIMIT_MS);
  if (slow.length)
    console.log(
      `${slow.length} interaction(s) at or over ${INTERACTION_LIMIT_MS} ms: ${slow.map((i) => `${i.label} on ${i.page}`).join(", ")}.`,
    );
  const slowerFirst = [...new Set(interactions.map((i) => i.page))].flatMap((page) =>
    firstAgainRatios(interactions.filter((i) => i.page === page))
      .filter(({ ratio }) => ratio > FIRST_AGAIN_LIMIT)
      .map(({ act, ratio }) => `${act} on ${page} (${ratio.toFixed(2)}x)`),
  );
  if (slowerFirst.length)
    console.log(
      `${slowerFirst.length} first act(s) over ${FIRST_AGAIN_LIMIT}x the same act again: ${slowerFirst.join(", ")}.`,
    );
  const overFloor = floors.filter(isOverFloor);
  if (overFloor.length)
    console.log(
      `${overFloor.length} page(s) over ${FLOOR_LIMIT}x their no-script floor: ${overFloor.map((f) => f.page).join(", ")}.`,
    );
  return summaries.some(isFailing) || slow.length || slowerFirst.length || overFloor.length ? 1 : 0;
}

async function main(): Promise<number> {
  const options = readOptions();
  if (options.isHelp) {
    console.log(USAGE);
    return 0;
  }
  const { distDir, pages } = pagesReady(options);

  const startedAt = Date.now();
  const { server, origin } = await serveBuilt(distDir);
  // Chromium's profiles and its own scratch files, all removed at the end.
  const scratchDir = mkdtempSync(join(tmpdir(), "site-audit-"));
  const cleanUp = async () => {
    await stopChrome();
    await server.close();
    rmSync(scratchDir, { recursive: true, force: true });
  };
  stopOnInterrupt(cleanUp);
  let summaries: PageSummary[];
  let interactions: InteractionDelay[];
  let floors: FloorRatio[];
  try {
    mkdirSync(REPORTS_DIR, { recursive: true });
    summaries = await lighthousePages(pages, { origin, distDir, scratchDir, runs: options.runs });
    const acted = actPages(readRoutes(), distDir, options.actPages);
    interactions = await interactionsOf(acted, origin, distDir);
    floors = floorRatios(
      await measureFloors(
        acted.map((page) => page.path),
        distDir,
        origin,
        options.runs,
        scratchDir,
      ),
    );
  } finally {
    await cleanUp();
  }
  return judge(summaries, interactions, floors, startedAt);
}

if (isCommand(import.meta.url))
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      // Stopping Chromium on Ctrl-C fails the Lighthouse run in progress; that is not a fault to show.
      if (isInterrupted) return;
      console.error(error instanceof AuditError ? error.message : error);
      process.exit(2);
    },
  );
