// The pages npm run audit acts on as a visitor (a form's Send and a key, the phone menu, a
// carousel's Next, each first and again), and each one's cost against its floor: the same HTML
// and stylesheet with no script (audit:floor's "styled"), measured in the same run, interleaved.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { localizedPath } from "../src/site/shared/localized-path.ts";
import { rightToLeftLanguages, type PageToAudit, type RouteList } from "./audit-pages.ts";
import { AuditError } from "./audit-options.ts";
import {
  changedCopy,
  measureWork,
  median,
  pageFile,
  serveBuilt,
  styledHtml,
  type Figures,
} from "./audit-floor-measure.ts";

/** How much more main-thread work and blocking time a page may cost than its no-script floor. */
export const FLOOR_LIMIT = 1.15;
/** Under this, a floor's blocking time is none to speak of: the page's own is judged against the audit's target instead. */
const TBT_TARGET_MS = 50;

/**
 * The home page and the first page with a form, in the source language; the form page in the
 * first right-to-left language the site lists and the home page in the last (two scripts and two
 * ways of writing digits, where the site has them).
 */
export function actPages(routeList: RouteList, distDir: string, named?: string[]): PageToAudit[] {
  const source = routeList.defaultLanguage;
  if (named) {
    const paths = named.map((path) => (path.startsWith("/") ? path : `/${path}`));
    const missing = paths.filter((path) => !existsSync(pageFile(distDir, path)));
    if (missing.length)
      throw new AuditError(
        `No built page at ${missing.join(", ")} in ${distDir}. Name the pages to act on by their built address, such as /fa/contact.`,
      );
    return paths.map((path) => ({ lang: "", sourcePath: path, path }));
  }
  const rightToLeft = rightToLeftLanguages(source);
  const form = Object.keys(routeList.routes[source] ?? {}).find((path) =>
    /\sdata-lead-form="/.test(readFileSync(pageFile(distDir, path), "utf8")),
  );
  const pairs: [string | undefined, string | undefined][] = [
    [source, "/"],
    [source, form],
    [rightToLeft[0], form],
    [rightToLeft.at(-1), "/"],
  ];
  const wanted = pairs.filter(
    (pair): pair is [string, string] => pair[0] !== undefined && pair[1] !== undefined,
  );
  const pages = wanted.map(([lang, sourcePath]) => ({
    lang,
    sourcePath,
    path: localizedPath(sourcePath, lang, source),
  }));
  return pages.filter(
    (page, i) =>
      pages.findIndex((p) => p.path === page.path) === i &&
      existsSync(pageFile(distDir, page.path)),
  );
}

export interface FloorFigures {
  page: string;
  built: Figures[];
  floor: Figures[];
}

/** Each page and its floor through Lighthouse, interleaved, `runs` times each. */
export async function measureFloors(
  pages: string[],
  distDir: string,
  origin: string,
  runs: number,
  scratchDir: string,
): Promise<FloorFigures[]> {
  const copyDir = mkdtempSync(join(scratchDir, "floor-"));
  const floorDir = changedCopy(distDir, join(copyDir, "site"), pages, styledHtml);
  const { server, origin: floorOrigin } = await serveBuilt(floorDir);
  try {
    const figures = pages.map((page) => ({ page, built: [] as Figures[], floor: [] as Figures[] }));
    console.log(
      `Measuring ${pages.join(", ")} against the same HTML and stylesheet with no script, ${runs} interleaved run(s) each.`,
    );
    for (let run = 0; run < runs; run++)
      for (const entry of figures) {
        entry.built.push(await measureWork(origin + entry.page, scratchDir));
        entry.floor.push(await measureWork(floorOrigin + entry.page, scratchDir));
      }
    return figures;
  } finally {
    await server.close();
    rmSync(copyDir, { recursive: true, force: true });
  }
}

export interface FloorRatio {
  page: string;
  work: { built: number; floor: number; ratio: number };
  tbt: { built: number; floor: number; ratio: number | undefined };
  benchmark: number;
}

/** The medians, and each as a ratio to the floor; a blocking time against a floor of none has no ratio. */
export function floorRatios(figures: FloorFigures[]): FloorRatio[] {
  return figures.map(({ page, built, floor }) => {
    // A run Lighthouse could not record gives no figure: the others are judged.
    const of = (list: Figures[], key: "mainThreadMs" | "tbtMs") =>
      median(list.map((f) => f[key]).filter(Number.isFinite));
    const work = { built: of(built, "mainThreadMs"), floor: of(floor, "mainThreadMs") };
    const tbt = { built: of(built, "tbtMs"), floor: of(floor, "tbtMs") };
    return {
      page,
      work: { ...work, ratio: work.built / work.floor },
      tbt: { ...tbt, ratio: tbt.floor >= TBT_TARGET_MS ? tbt.built / tbt.floor : undefined },
      benchmark: median([...built, ...floor].map((f) => f.benchmark)),
    };
  });
}

/** Whether a page costs more than FLOOR_LIMIT times its floor (or, against a floor of no blocking time, blocks over the target), or could not be measured. */
export const isOverFloor = ({ work, tbt }: FloorRatio) =>
  !Number.isFinite(work.ratio) ||
  work.ratio > FLOOR_LIMIT ||
  (tbt.ratio === undefined ? tbt.built > TBT_TARGET_MS : tbt.ratio > FLOOR_LIMIT);

export function formatFloors(ratios: FloorRatio[]): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const mark = (over: boolean) => (over ? " *" : "");
  return [
    `Against each page's floor, the same HTML and stylesheet with no script (Lighthouse, median; target within ${FLOOR_LIMIT}x):`,
    ...ratios.map(({ page, work, tbt, benchmark }) => {
      if (!Number.isFinite(work.built) || !Number.isFinite(work.floor))
        return `  ${page}: not measured (Lighthouse could not record a run of it or of its floor) *`;
      const tbtText =
        tbt.ratio === undefined
          ? `TBT ${ms(tbt.built)} against ${ms(tbt.floor)} (a floor under ${TBT_TARGET_MS} ms: judged against ${TBT_TARGET_MS} ms)${mark(tbt.built > TBT_TARGET_MS)}`
          : `TBT ${ms(tbt.built)} against ${ms(tbt.floor)}: ${tbt.ratio.toFixed(2)}x${mark(tbt.ratio > FLOOR_LIMIT)}`;
      return `  ${page}: main-thread work ${ms(work.built)} against ${ms(work.floor)}: ${work.ratio.toFixed(2)}x${mark(work.ratio > FLOOR_LIMIT)}; ${tbtText}; machine's benchmark ${Math.round(benchmark)}`;
    }),
  ].join("\n");
}
