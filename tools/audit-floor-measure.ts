// A page's own cost against its floor: the same HTML and stylesheet with no script. Shared by
// npm run audit:floor (every variant of one page) and npm run audit (each page it acts on).
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import lighthouse from "lighthouse";
import { launch } from "chrome-launcher";
import { CHROMIUM, CHROMIUM_FLAGS } from "./chromium.ts";
import { createSiteServer } from "../src/server/app.ts";

/** The site's own server over a built folder, quiet, on a free port of 127.0.0.1. */
export async function serveBuilt(
  distDir: string,
): Promise<{ server: FastifyInstance; origin: string }> {
  const server = await createSiteServer({ distDir, logStream: { write: () => {} } });
  await server.listen({ port: 0, host: "127.0.0.1" });
  return { server, origin: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}` };
}

/** The page's HTML with no script of any kind. */
export const styledHtml = (html: string) =>
  html
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, "");

/** The built page's file in a folder: /fa/contact -> DIR/fa/contact/index.html. */
export const pageFile = (dir: string, page: string) =>
  join(dir, page === "/" ? "" : page.slice(1), "index.html");

/** A copy of the built folder in which these pages are changed; returns the copy's folder. */
export function changedCopy(
  dist: string,
  dir: string,
  pages: string[],
  change: (html: string) => string,
): string {
  cpSync(dist, dir, { recursive: true });
  for (const page of pages) {
    const file = pageFile(dir, page);
    writeFileSync(file, change(readFileSync(file, "utf8")));
    // The server would send the untouched compressed copies first.
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
  }
  return dir;
}

export interface Figures {
  mainThreadMs: number;
  tbtMs: number;
  groups: Record<string, number>;
  /** Lighthouse's measure of the machine's speed during the run (its BenchmarkIndex). */
  benchmark: number;
}

/** Lighthouse (mobile, simulated throttling, performance only) on one address. */
export async function measureWork(url: string, scratch: string): Promise<Figures> {
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
    const { audits, environment } = result!.lhr;
    const breakdown = audits["mainthread-work-breakdown"];
    const items =
      (breakdown.details as { items?: { group: string; duration: number }[] } | undefined)?.items ??
      [];
    return {
      mainThreadMs: breakdown.numericValue ?? NaN,
      tbtMs: audits["total-blocking-time"].numericValue ?? NaN,
      groups: Object.fromEntries(items.map((item) => [item.group, item.duration])),
      benchmark: environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/** The middle value; NaN, no figure, of an empty list. */
export const median = (list: number[]): number =>
  list.length ? [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] : NaN;
