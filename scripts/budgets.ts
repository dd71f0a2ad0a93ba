// Checks every built page against the speed budgets in scripts/budget-report.ts and prints what
// each page weighs. Exits 1 when any page is over. Runs at the end of npm run build.
//   npm run budgets [-- --dist DIR] [-- --quiet]   (--quiet prints the heaviest pages only)
import { readFileSync, statSync } from "node:fs";
import type { HTMLElement } from "node-html-parser";
import { join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { builtPages } from "./built-pages.ts";
import { blockScripts } from "../src/generated/browser-registry.ts";
import { hasInteractiveBlock, marksIn, parsedPage } from "../src/render/page-marks.ts";
import { chunksFor } from "./prerender.ts";
import type { ViteManifest } from "./prerender-chunks.ts";
import {
  assetsOf,
  BUDGETS,
  inlineScriptsOf,
  formatTable,
  JS_WITHOUT_INTERACTIVE_BLOCKS,
  kB,
  overBudget,
  type PageWeight,
} from "./budget-report.ts";
import { commandLine, runAsCommand } from "./command-line.ts";

/**
 * The files a page fetches once one of its block scripts starts (a carousel near the screen),
 * beside those its loader names: first-use code, which a visitor who scrolls downloads.
 */
export function blockScriptChunks(manifest: ViteManifest, html: string | HTMLElement): string[] {
  const marks = marksIn(
    html,
    blockScripts.map((script) => script.mark),
  );
  return blockScripts
    .filter((script) => marks.has(script.mark))
    .flatMap((script) => chunksFor(manifest, [script.module]));
}

export function weighPages(distDir: string): PageWeight[] {
  const gzipped = new Map<string, number>();
  const gzipSize = (file: string) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
    return gzipped.get(file)!;
  };
  const fileOf = (url: string) => {
    const file = join(distDir, decodeURIComponent(url.split(/[?#]/)[0]));
    try {
      statSync(file);
      return file;
    } catch {
      throw new Error(
        `A page refers to ${url}, which is not in ${distDir}. Run npm run build again.`,
      );
    }
  };
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite/manifest.json"), "utf8"));
  const laterScripts = (html: HTMLElement) =>
    blockScriptChunks(manifest, html).map((file) => `/${file}`);
  return builtPages(distDir)
    .map((file) => {
      // Read with the parser once, for every question below.
      const html = parsedPage(readFileSync(file, "utf8"));
      const assets = assetsOf(html);
      const { styles, images } = assets;
      const firstUse = [...new Set([...assets.firstUseScripts, ...laterScripts(html)])].filter(
        (url) => !assets.scripts.includes(url),
      );
      const inline = inlineScriptsOf(html);
      const sum = (urls: string[], size: (file: string) => number) =>
        urls.reduce((total, url) => total + size(fileOf(url)), 0);
      const page = "/" + relative(distDir, file).replace(/(^|\/)index\.html$/, "");
      return {
        page,
        // The page's inline scripts count as the JavaScript it ships too, compressed as one.
        jsGzip:
          sum(assets.scripts, gzipSize) +
          (inline.length ? gzipSync(inline.join("\n"), { level: 9 }).length : 0),
        firstUseJsGzip: sum(firstUse, gzipSize),
        cssGzip: sum(styles, gzipSize),
        htmlGzip: gzipSize(file),
        imageBytes: sum(images, (f) => statSync(f).size),
        interactive: hasInteractiveBlock(html),
      };
    })
    .sort((a, b) => a.page.localeCompare(b.page));
}

/** npm run budgets, and a step of the build: returns the exit code. */
export async function main(args: string[]): Promise<number> {
  const { values } = commandLine({
    usage: "Usage: npm run budgets [-- --dist DIR] [--quiet]",
    options: { dist: { type: "string", default: "dist" }, quiet: { type: "boolean" } },
    args,
  });
  const distDir = resolve(values.dist);
  const weights = weighPages(distDir);
  const heaviest = (key: keyof typeof BUDGETS) =>
    weights.reduce((a, b) => (b[key] > a[key] ? b : a));
  if (!values.quiet) console.log(formatTable(weights));
  console.log(
    `Heaviest of ${weights.length} pages: JS ${kB(heaviest("jsGzip").jsGzip)} gzip at load (${heaviest("jsGzip").page}), ${kB(heaviest("firstUseJsGzip").firstUseJsGzip)} at first use (${heaviest("firstUseJsGzip").page}), CSS ${kB(heaviest("cssGzip").cssGzip)} gzip, HTML ${kB(heaviest("htmlGzip").htmlGzip)} gzip (${heaviest("htmlGzip").page}), images ${kB(heaviest("imageBytes").imageBytes)} (${heaviest("imageBytes").page}).`,
  );
  console.log(
    `Budgets: JS ${kB(BUDGETS.jsGzip)} at load (${kB(JS_WITHOUT_INTERACTIVE_BLOCKS)} on a page without an interactive block), ${kB(BUDGETS.firstUseJsGzip)} at first use, CSS ${kB(BUDGETS.cssGzip)}, HTML ${kB(BUDGETS.htmlGzip)} gzip; images ${kB(BUDGETS.imageBytes)} per page (scripts/budget-report.ts).`,
  );
  const problems = weights.flatMap((w) => overBudget(w));
  if (problems.length) {
    console.error(
      `\n${problems.length} budget(s) exceeded:\n${problems.slice(0, 40).join("\n")}${problems.length > 40 ? `\n... and ${problems.length - 40} more` : ""}`,
    );
    return 1;
  }
  console.log("Every page is within its budgets.");
  return 0;
}

await runAsCommand(import.meta.url, main);
