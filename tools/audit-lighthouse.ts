// Lighthouse runs for npm run audit: each in a fresh Chromium, run again once when Lighthouse could
// not record the load, and repeated to keep the median run.
import { mkdirSync } from "node:fs";
import { once } from "node:events";
import { join } from "node:path";
import lighthouse, { type RunnerResult } from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { launch, type LaunchedChrome } from "chrome-launcher";
import { CHROMIUM, CHROMIUM_FLAGS } from "./chromium.ts";
import { CATEGORIES } from "./audit-report.ts";
import { AuditError } from "./audit-options.ts";

// The Chromium being driven, so an interrupted audit (Ctrl-C) does not leave it running.
let runningChrome: LaunchedChrome | undefined;

export async function stopChrome(): Promise<void> {
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
export async function auditRuns(
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
