// How much of Lighthouse's main-thread work on a page is the page's own, and how much is the
// machine's. Measures, in interleaved runs (so each sees the same conditions):
//   built   the page as npm run build made it;
//   styled  the same HTML and stylesheet, without any script;
//   bare    the same HTML without its stylesheet and scripts;
//   blank  a page of one heading and one paragraph.
// On a busy or GPU-less machine the blank page alone can cost hundreds of milliseconds; what the
// built page adds over styled is its code, what styled adds over bare its CSS, and what bare adds
// over blank is its HTML.
// Run: npm run audit:floor [-- --page /about] [--runs 5] [--dist DIR]
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { AddressInfo } from "node:net";
import lighthouse from "lighthouse";
import { launch } from "chrome-launcher";
import { CHROMIUM, CHROMIUM_FLAGS } from "./chromium.ts";
import { createSiteServer } from "../src/server/app.ts";
import { markBuildComplete } from "../src/server/served-build.ts";

const { values } = parseArgs({
  options: {
    page: { type: "string", default: "/" },
    runs: { type: "string", default: "5" },
    dist: { type: "string", default: "dist" },
  },
});
const page = values.page.startsWith("/") ? values.page : `/${values.page}`;
const runs = Number(values.runs);
const dist = resolve(values.dist);
const fileOf = (dir: string) => join(dir, page === "/" ? "" : page.slice(1), "index.html");

/** The page's HTML with no script of any kind. */
const styledHtml = (html: string) =>
  html
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, "");
/** The page's HTML with no stylesheet and no script of any kind. */
const bareHtml = (html: string) =>
  styledHtml(html).replace(/<link\b[^>]*rel="stylesheet"[^>]*>/g, "");
const BLANK_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Blank</title></head><body><h1>A heading</h1><p>One paragraph of text.</p></body></html>';

function variants(scratch: string): Record<string, string> {
  const variant = (name: string, change: (html: string) => string) => {
    const dir = join(scratch, name);
    cpSync(dist, dir, { recursive: true });
    const file = fileOf(dir);
    writeFileSync(file, change(readFileSync(file, "utf8")));
    // The server would send the untouched compressed copies first.
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
    return dir;
  };
  const styled = variant("styled", styledHtml);
  const bare = variant("bare", bareHtml);
  const blank = join(scratch, "blank");
  mkdirSync(join(blank, page), { recursive: true });
  writeFileSync(fileOf(blank), BLANK_HTML);
  markBuildComplete(blank);
  return { built: dist, styled, bare, blank };
}

interface Figures {
  mainThreadMs: number;
  tbtMs: number;
  groups: Record<string, number>;
}

async function measure(url: string, scratch: string): Promise<Figures> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: "silent",
    envVars: { ...process.env, TMPDIR: scratch },
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      formFactor: "mobile",
      throttlingMethod: "simulate",
    });
    const audits = result!.lhr.audits;
    const breakdown = audits["mainthread-work-breakdown"];
    const items =
      (breakdown.details as { items?: { group: string; duration: number }[] } | undefined)?.items ??
      [];
    return {
      mainThreadMs: breakdown.numericValue ?? NaN,
      tbtMs: audits["total-blocking-time"].numericValue ?? NaN,
      groups: Object.fromEntries(items.map((item) => [item.group, item.duration])),
    };
  } finally {
    chrome.kill();
  }
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

async function main(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), "site-audit-floor-"));
  const servers = [];
  try {
    const dirs = variants(scratch);
    const origins: Record<string, string> = {};
    for (const [name, dir] of Object.entries(dirs)) {
      const server = await createSiteServer({ distDir: dir, logStream: { write: () => {} } });
      await server.listen({ port: 0, host: "127.0.0.1" });
      servers.push(server);
      origins[name] = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    }
    const figures: Record<string, Figures[]> = Object.fromEntries(
      Object.keys(dirs).map((name) => [name, []]),
    );
    console.log(
      `Lighthouse (mobile, simulated throttling) on ${page}: built, styled, bare and blank, ${runs} interleaved runs each.`,
    );
    for (let run = 0; run < runs; run++)
      for (const name of Object.keys(dirs))
        figures[name].push(await measure(origins[name] + page, scratch));
    const groups = [
      ...new Set(
        Object.values(figures).flatMap((list) => list.flatMap((f) => Object.keys(f.groups))),
      ),
    ];
    console.log(
      `\n| variant | main-thread work, median (runs) | TBT per run | ${groups.join(" | ")} |`,
    );
    console.log(`|---|---|---|${groups.map(() => "---|").join("")}`);
    for (const [name, list] of Object.entries(figures)) {
      const work = list.map((f) => f.mainThreadMs);
      const perGroup = groups.map(
        (group) => `${Math.round(median(list.map((f) => f.groups[group] ?? 0)))}`,
      );
      console.log(
        `| ${name} | ${Math.round(median(work))} ms (${work.map(Math.round).join(" / ")}) | ${list.map((f) => Math.round(f.tbtMs)).join(" / ")} ms | ${perGroup.join(" | ")} |`,
      );
    }
  } finally {
    for (const server of servers) await server.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
