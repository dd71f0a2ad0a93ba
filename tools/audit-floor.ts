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
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  changedCopy,
  measureWork as measure,
  median,
  pageFile,
  serveBuilt,
  styledHtml,
  type Figures,
} from "./audit-floor-measure.ts";
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
const fileOf = (dir: string) => pageFile(dir, page);

/** The page's HTML with no stylesheet and no script of any kind. */
const bareHtml = (html: string) =>
  styledHtml(html).replace(/<link\b[^>]*rel="stylesheet"[^>]*>/g, "");
const BLANK_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Blank</title></head><body><h1>A heading</h1><p>One paragraph of text.</p></body></html>';

function variants(scratch: string): Record<string, string> {
  const styled = changedCopy(dist, join(scratch, "styled"), [page], styledHtml);
  const bare = changedCopy(dist, join(scratch, "bare"), [page], bareHtml);
  const blank = join(scratch, "blank");
  mkdirSync(join(blank, page), { recursive: true });
  writeFileSync(fileOf(blank), BLANK_HTML);
  markBuildComplete(blank);
  return { built: dist, styled, bare, blank };
}

async function main(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), "site-audit-floor-"));
  const servers = [];
  try {
    const dirs = variants(scratch);
    const origins: Record<string, string> = {};
    for (const [name, dir] of Object.entries(dirs)) {
      const { server, origin } = await serveBuilt(dir);
      servers.push(server);
      origins[name] = origin;
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
