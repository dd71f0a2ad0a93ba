// Measures the built site with Lighthouse (mobile, simulated throttling) against the targets in
// audit-report.ts, in every run: performance, accessibility, best practices and SEO 100, total
// blocking time at most 50 ms, main-thread work at most 600 ms. Then, with the CPU slowed 4x, the
// delay of two interactions (audit-interactions.ts): opening the phone menu, pressing a form's Send.
// Run: npm run audit [-- --pages /,/about] [--lang en,ar] [--runs 1] [--dist DIR]
// By default: a set of pages that shows every section type the site uses (home first, one page of
// each kind of record), in the source language and the first right-to-left language listed.
// Exit code 0 when every page meets every target, 1 when one misses, 2 when the audit could not run.
// Full reports land in .audit/<lang>-<page>.json (open them at https://googlechrome.github.io/lighthouse/viewer/).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { once } from "node:events";
import type { FastifyInstance } from "fastify";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import lighthouse, { type RunnerResult } from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { launch, type LaunchedChrome } from "chrome-launcher";
import { createSiteServer } from "../src/server/app.ts";
import { localizedPath } from "../src/site/localized-path.ts";
import type { PageData } from "../src/site/site-data.ts";
import {
  formatInteractions,
  INTERACTION_LIMIT_MS,
  measureInteractions,
  type InteractionDelay,
} from "./audit-interactions.ts";
import { CHROMIUM, CHROMIUM_FLAGS } from "./chromium.ts";
import {
  CATEGORIES,
  formatFindings,
  formatTable,
  isFailing,
  summarizeRuns,
  verdict,
  type PageSummary,
} from "./audit-report.ts";

const GENERATED_DIR = "src/generated";
const ROUTES_FILE = `${GENERATED_DIR}/routes.json`;
const REPORTS_DIR = ".audit";

interface RouteList {
  defaultLanguage: string;
  routes: Record<string, Record<string, string>>;
}

class AuditError extends Error {}

/** Lighthouse's own advice for scores that vary from run to run: judge the median of several. */
const DEFAULT_RUNS = 3;

const USAGE = [
  "Usage: npm run audit [-- --pages /,/about] [--lang en,ar] [--runs 1] [--dist DIR]",
  "Pages are addresses in the source language; each is audited in every language of --lang (default: the source language and the first right-to-left one the site lists).",
  "--runs N measures each page N times (default 3) and keeps the median run, as Lighthouse advises: one run's blocking time can vary by 200 ms on the same page. --runs 1 is quicker.",
].join("\n");

function readOptions() {
  const { values } = parseOptions();
  const list = (value: string | undefined) =>
    value
      ?.split(",")
      .map((part) => part.trim())
      .filter(Boolean);
  const runs = Number(values.runs ?? DEFAULT_RUNS);
  if (!Number.isInteger(runs) || runs < 1)
    throw new AuditError(
      `--runs takes a whole number of runs per page, such as 3; "${values.runs}" is not one.`,
    );
  return {
    dist: values.dist,
    pages: list(values.pages),
    languages: list(values.lang),
    runs,
    isHelp: values.help ?? false,
  };
}

function parseOptions() {
  try {
    return parseArgs({
      options: {
        dist: { type: "string" },
        pages: { type: "string" },
        lang: { type: "string" },
        runs: { type: "string" },
        help: { type: "boolean" },
      },
    });
  } catch (error) {
    // Node's message goes on to talk about positional arguments, which this script has none of.
    throw new AuditError(
      `${String(error instanceof Error ? error.message : error).split(". ")[0]}.\n${USAGE}`,
    );
  }
}

/** The default dist/ is built when missing; a folder named with --dist is taken as it is. */
function ensureBuilt(distDir: string, isDefault: boolean): void {
  if (existsSync(join(distDir, "index.html"))) return;
  if (!isDefault)
    throw new AuditError(
      `${distDir} holds no index.html. Build the site into it first, or leave out --dist to audit dist/.`,
    );
  console.log("dist/index.html is missing, so the site is built first (npm run build).");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0)
    throw new AuditError(
      "The build failed (see above), so there is nothing to audit. Fix the build, then run npm run audit again.",
    );
}

function readRoutes(): RouteList {
  if (!existsSync(ROUTES_FILE))
    throw new AuditError(
      `${ROUTES_FILE} is missing. Run npm run build (or npm run generate), then npm run audit again.`,
    );
  return JSON.parse(readFileSync(ROUTES_FILE, "utf8")) as RouteList;
}

type BuiltPage = Pick<PageData, "path" | "sections" | "record">;

/** A built page's data, as npm run generate wrote it. */
const builtPage = (lang: string, key: string): BuiltPage =>
  JSON.parse(readFileSync(join(GENERATED_DIR, "pages", lang, `${key}.json`), "utf8"));

/**
 * The fewest pages, in the order a visitor meets them, that show every section type the site
 * uses: the home page, the first page of each kind of record (a service, a location, ...), then
 * every other page that draws something none of those drew (a form, a list of reviews...).
 */
export function representativePages(pages: BuiltPage[]): string[] {
  const ordered = [
    ...pages.filter((p) => p.path === "/"),
    ...pages.filter((p) => p.record),
    ...pages.filter((p) => p.path !== "/" && !p.record),
  ];
  const shownTypes = new Set<string>();
  const shownKinds = new Set<string>();
  const chosen: string[] = [];
  for (const page of ordered) {
    const isNewKind = page.record !== undefined && !shownKinds.has(page.record.kind);
    const drawsSomethingNew = page.sections.some((section) => !shownTypes.has(section.type));
    if (page.path !== "/" && !isNewKind && !drawsSomethingNew) continue;
    chosen.push(page.path);
    page.sections.forEach((section) => shownTypes.add(section.type));
    if (page.record) shownKinds.add(page.record.kind);
  }
  return chosen;
}

/** The source language, and the first right-to-left language the site lists when there is one. */
function defaultLanguages(defaultLanguage: string): string[] {
  const { languages } = JSON.parse(
    readFileSync(join(GENERATED_DIR, `site.${defaultLanguage}.json`), "utf8"),
  ) as { languages: { code: string; dir: string }[] };
  const rightToLeft = languages.find((l) => l.dir === "rtl" && l.code !== defaultLanguage);
  return [defaultLanguage, ...(rightToLeft ? [rightToLeft.code] : [])];
}

interface PageToAudit {
  lang: string;
  sourcePath: string;
  path: string;
}

function pagesToAudit(
  routeList: RouteList,
  distDir: string,
  options: ReturnType<typeof readOptions>,
): PageToAudit[] {
  const known = Object.keys(routeList.routes);
  const languages = options.languages ?? defaultLanguages(routeList.defaultLanguage);
  const unknown = languages.filter((lang) => !known.includes(lang));
  if (unknown.length)
    throw new AuditError(
      `Unknown language ${unknown.join(", ")} in --lang. The site's languages are: ${known.join(", ")}.`,
    );
  const sourcePaths = Object.keys(routeList.routes[routeList.defaultLanguage] ?? {});
  const sourceRoutes = routeList.routes[routeList.defaultLanguage] ?? {};
  const chosen =
    options.pages?.map((path) => (path.startsWith("/") ? path : `/${path}`)) ??
    representativePages(
      Object.values(sourceRoutes).map((key) => builtPage(routeList.defaultLanguage, key)),
    );
  const pages = languages.flatMap((lang) =>
    chosen.map((sourcePath) => ({
      lang,
      sourcePath,
      path: localizedPath(sourcePath, lang, routeList.defaultLanguage),
    })),
  );
  const missing = pages
    .filter(({ path }) => !existsSync(join(distDir, path, "index.html")))
    .map(({ path }) => path);
  if (missing.length)
    throw new AuditError(
      `No built page at ${missing.join(", ")} in ${distDir}. Name pages by their address in the source language (such as /about); the site has: ${sourcePaths.join(", ")}.`,
    );
  return pages;
}

async function startServer(distDir: string): Promise<{ server: FastifyInstance; origin: string }> {
  const server = await createSiteServer({ distDir, logStream: { write: () => {} } });
  await server.listen({ port: 0, host: "127.0.0.1" });
  return { server, origin: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}` };
}

// The Chromium being driven, so an interrupted audit (Ctrl-C) does not leave it running.
let runningChrome: LaunchedChrome | undefined;
let isInterrupted = false;

async function stopChrome(): Promise<void> {
  const chrome = runningChrome;
  runningChrome = undefined;
  if (!chrome || chrome.process.exitCode !== null || chrome.process.signalCode !== null) return;
  const exited = once(chrome.process, "exit");
  chrome.kill();
  await exited;
}

/** A fresh Chromium with an empty profile per run, so no run is measured with another's cache. */
async function auditPage(
  url: string,
  profileDir: string,
  scratchDir: string,
): Promise<RunnerResult> {
  mkdirSync(profileDir);
  try {
    runningChrome = await launch({
      chromePath: CHROMIUM,
      chromeFlags: CHROMIUM_FLAGS,
      userDataDir: profileDir,
      handleSIGINT: false,
      logLevel: "silent",
      envVars: { ...process.env, TMPDIR: scratchDir },
    });
    const result = await lighthouse(url, {
      port: runningChrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      formFactor: "mobile",
      throttlingMethod: "simulate",
    });
    if (!result) throw new AuditError(`Lighthouse returned no result for ${url}.`);
    return result;
  } finally {
    await stopChrome();
  }
}

/** Lighthouse now and then fails to record a load (NO_NAVSTART, a lost trace) and asks to be run again; it is, once. */
async function auditPageWithRetry(
  url: string,
  profileDir: string,
  scratchDir: string,
): Promise<RunnerResult> {
  const result = await auditPage(url, profileDir, scratchDir);
  const failure = result.lhr.runtimeError;
  if (!failure) return result;
  console.log(
    `  Lighthouse could not record ${new URL(url).pathname} (${failure.code}); measuring it again.`,
  );
  return auditPage(url, `${profileDir}-again`, scratchDir);
}

/** Runs a page `runs` times; the run nearest the median first paint and time to interactive is kept, and every run is judged. */
async function auditRuns(
  url: string,
  runs: number,
  scratchDir: string,
  profilePrefix: string,
): Promise<{ median: RunnerResult; all: RunnerResult[] }> {
  const results: RunnerResult[] = [];
  for (let run = 0; run < runs; run++)
    results.push(
      await auditPageWithRetry(url, join(scratchDir, `${profilePrefix}-${run}`), scratchDir),
    );
  if (runs === 1) return { median: results[0], all: results };
  const valid = filterToValidRuns(results.map((result) => result.lhr));
  const median = valid.length ? computeMedianRun(valid) : results[0].lhr;
  return { median: results.find((result) => result.lhr === median)!, all: results };
}

/** .audit/en-home.json, .audit/ar-services-boiler-repair.json */
const reportName = ({ lang, sourcePath }: PageToAudit) =>
  `${lang}-${sourcePath === "/" ? "home" : sourcePath.slice(1).replaceAll("/", "-")}.json`;

async function main(): Promise<number> {
  const options = readOptions();
  if (options.isHelp) {
    console.log(USAGE);
    return 0;
  }
  if (!existsSync(CHROMIUM)) {
    throw new AuditError(
      `Chromium was not found at ${CHROMIUM}. Install it (on Debian: apt-get install chromium) or set CHROME_PATH to its program.`,
    );
  }
  const distDir = resolve(options.dist ?? "dist");
  ensureBuilt(distDir, options.dist === undefined);
  const routeList = readRoutes();
  const pages = pagesToAudit(routeList, distDir, options);

  const startedAt = Date.now();
  const { server, origin } = await startServer(distDir);
  // Chromium's profiles and its own scratch files, all removed at the end.
  const scratchDir = mkdtempSync(join(tmpdir(), "site-audit-"));
  const cleanUp = async () => {
    await stopChrome();
    await server.close();
    rmSync(scratchDir, { recursive: true, force: true });
  };
  process.once("SIGINT", () => {
    isInterrupted = true;
    // Lighthouse's session with the stopped Chromium fails in ways it does not catch; cleaning up comes first.
    process.on("unhandledRejection", () => undefined);
    console.log("\nAudit interrupted; nothing was judged.");
    void cleanUp().finally(() => process.exit(130));
  });
  const summaries: PageSummary[] = [];
  const interactions: InteractionDelay[] = [];
  try {
    mkdirSync(REPORTS_DIR, { recursive: true });
    const each = options.runs > 1 ? `, ${options.runs} runs each (median kept)` : "";
    console.log(
      `Auditing ${pages.length} ${pages.length === 1 ? "page" : "pages"} of ${distDir} with Lighthouse (mobile, simulated throttling), one at a time${each}.`,
    );
    for (const [index, page] of pages.entries()) {
      const pageStartedAt = Date.now();
      const { median: result, all } = await auditRuns(
        origin + page.path,
        options.runs,
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
    // The two interactions, in each audited language: the phone menu on the first page, the first form.
    for (const lang of [...new Set(pages.map((page) => page.lang))]) {
      const ofLang = pages.filter((page) => page.lang === lang);
      const formPage = ofLang.find((page) =>
        /\sdata-lead-form="/.test(readFileSync(join(distDir, page.path, "index.html"), "utf8")),
      );
      interactions.push(
        ...(await measureInteractions(
          origin,
          CHROMIUM,
          CHROMIUM_FLAGS,
          ofLang[0].path,
          formPage?.path,
        )),
      );
    }
  } finally {
    await cleanUp();
  }

  console.log(`\n${formatTable(summaries)}\n`);
  console.log(`${formatInteractions(interactions)}\n`);
  const findings = formatFindings(summaries);
  if (findings) console.log(`What to fix:\n\n${findings}\n`);
  console.log(`${verdict(summaries)} (took ${((Date.now() - startedAt) / 1000).toFixed(0)} s)`);
  const slow = interactions.filter((interaction) => interaction.ms >= INTERACTION_LIMIT_MS);
  if (slow.length)
    console.log(
      `${slow.length} interaction(s) at or over ${INTERACTION_LIMIT_MS} ms: ${slow.map((i) => `${i.label} on ${i.page}`).join(", ")}.`,
    );
  return summaries.some(isFailing) || slow.length ? 1 : 0;
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1])).href)
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      // Stopping Chromium on Ctrl-C fails the Lighthouse run in progress; that is not a fault to show.
      if (isInterrupted) return;
      console.error(error instanceof AuditError ? error.message : error);
      process.exit(2);
    },
  );
