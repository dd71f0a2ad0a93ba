// Measures how the build grows with the number of location pages: copies the fixture site with N
// generated places (its towns with a number, their translations copied), builds it as npm run
// build does, and prints pages, time, pages per second, peak memory, dist/ size and the largest page.
// Run: npm run bench:build -- --locations 1000      (or --locations 10,100,1000)
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { parseDocument } from "yaml";
import { BUILD_STEPS } from "../scripts/build.ts";
import { ENGINE_FILES, isGenerated } from "../scripts/project-files.ts";
import { isCommand } from "../scripts/command-line.ts";
import { sourceLanguageOf } from "../src/site/load/load-sources.ts";

const PROJECT = join(import.meta.dirname, "..");
const FIXTURE = join(PROJECT, "tests/fixtures/sites/every-section");

/** How many generated places share a region: the index groups them by it. */
const PLACES_PER_REGION = 50;

export interface BuildFigures {
  locations: number;
  pages: number;
  seconds: number;
  prerenderSeconds: number;
  /** Pages the prerender step drew, per second. */
  pagesPerSecond: number;
  peakBytes: number;
  distBytes: number;
  largestPage: { path: string; bytes: number; gzipBytes: number };
  /** Each command of npm run build, and how long it took. */
  steps: { command: string; seconds: number }[];
}

/** The fixture site in `root` with `count` places made from its own: Kingston 1, Napanee 2, ... */
export function layOutSite(root: string, count: number): void {
  for (const name of ENGINE_FILES)
    cpSync(join(PROJECT, name), join(root, name), {
      recursive: true,
      filter: (from) => !isGenerated(from),
    });
  cpSync(join(FIXTURE, "site.config.yaml"), join(root, "site.config.yaml"));
  cpSync(join(FIXTURE, "content"), join(root, "content"), { recursive: true });
  if (existsSync(join(FIXTURE, "public")))
    cpSync(join(FIXTURE, "public"), join(root, "public"), { recursive: true });
  symlinkSync(join(PROJECT, "node_modules"), join(root, "node_modules"));
  multiplyPlaces(root, count);
}

/**
 * Replaces the places of the site in `root` with `count` made from them, each with its model's
 * translations: the models' names with a number, in regions of 50.
 */
export function multiplyPlaces(root: string, count: number): void {
  const places = join(root, "content/locations");
  const source = sourceLanguageOf(root);
  const dir = join(places, source);
  const models = readdirSync(dir).sort();
  const translations = readdirSync(places)
    .filter((lang) => lang !== source)
    .map((lang) => join(places, lang));
  const copies = models.map((file) => ({
    file,
    source: readFileSync(join(dir, file), "utf8"),
    translated: translations
      .filter((folder) => existsSync(join(folder, file)))
      .map((folder) => [folder, readFileSync(join(folder, file), "utf8")] as const),
  }));
  for (const file of models) {
    rmSync(join(dir, file));
    for (const folder of translations) rmSync(join(folder, file), { force: true });
  }
  for (let i = 1; i <= count; i++) {
    const model = copies[(i - 1) % copies.length];
    const slug = model.file.replace(/\.yaml$/, "");
    const numbered = (text: string) => {
      const doc = parseDocument(text);
      const name = String(doc.get("name"));
      if (doc.has("slug")) doc.set("slug", `${slug}-${i}`);
      doc.set("name", `${name} ${i}`);
      if (doc.has("region"))
        doc.set("region", `${String(doc.get("region"))} ${Math.ceil(i / PLACES_PER_REGION)}`);
      return doc.toString();
    };
    writeFileSync(join(dir, `${slug}-${i}.yaml`), numbered(model.source));
    for (const [folder, text] of model.translated)
      writeFileSync(join(folder, `${slug}-${i}.yaml`), numbered(text));
  }
}

/** The resident memory of a process and all its children now, from /proc (Linux). */
function treeBytes(pid: number): number {
  const children = (id: number): number[] => {
    try {
      return readFileSync(`/proc/${id}/task/${id}/children`, "utf8")
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  };
  let total = 0;
  const visit = (id: number) => {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, "utf8"));
      total += rss ? Number(rss[1]) * 1024 : 0;
    } catch {
      return;
    }
    children(id).forEach(visit);
  };
  visit(pid);
  return total;
}

/** Runs one command in `root`, sampling the memory of all its processes together every 100 ms. */
function run(
  root: string,
  command: string,
): Promise<{ seconds: number; peakBytes: number; output: string }> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn("sh", ["-c", command], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production" },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    let peakBytes = 0;
    const sampler = setInterval(
      () => (peakBytes = Math.max(peakBytes, treeBytes(child.pid!))),
      100,
    );
    child.on("error", fail);
    child.on("close", (code) => {
      clearInterval(sampler);
      if (code !== 0) fail(new Error(`${command} failed in ${root}:\n${output.slice(-4000)}`));
      else done({ seconds: (performance.now() - started) / 1000, peakBytes, output });
    });
  });
}

/** npm run build, step by step: the whole time, each step's, and the most memory one step took. */
async function build(root: string): Promise<{
  seconds: number;
  peakBytes: number;
  output: string;
  steps: { command: string; seconds: number }[];
}> {
  const steps: { command: string; seconds: number }[] = [];
  let peakBytes = 0;
  let output = "";
  for (const { command } of BUILD_STEPS) {
    const step = await run(root, command);
    steps.push({ command, seconds: step.seconds });
    peakBytes = Math.max(peakBytes, step.peakBytes);
    output += step.output;
  }
  return { seconds: steps.reduce((sum, step) => sum + step.seconds, 0), peakBytes, output, steps };
}

function walkFiles(dir: string, visit: (file: string, size: number) => void): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) walkFiles(path, visit);
    else visit(path, stat.size);
  }
}

/** Builds the fixture site with `count` places in a folder of its own, and measures it. */
export async function benchBuild(count: number, keep = false): Promise<BuildFigures> {
  const root = mkdtempSync(join(tmpdir(), `bench-build-${count}-`));
  try {
    layOutSite(root, count);
    const { seconds, peakBytes, output, steps } = await build(root);
    const prerendered = /Prerendered (\d+) pages .* in ([\d.]+)s/.exec(output);
    if (!prerendered)
      throw new Error(`The build did not say how long prerendering took:\n${output.slice(-2000)}`);
    let distBytes = 0;
    let pages = 0;
    let largest = { path: "", bytes: 0 };
    walkFiles(join(root, "dist"), (file, size) => {
      distBytes += size;
      if (!file.endsWith(".html")) return;
      pages++;
      if (size > largest.bytes)
        largest = { path: "/" + relative(join(root, "dist"), file), bytes: size };
    });
    const gzipBytes = gzipSync(readFileSync(join(root, "dist", largest.path))).length;
    return {
      locations: count,
      pages,
      steps,
      seconds,
      prerenderSeconds: Number(prerendered[2]),
      pagesPerSecond: Number(prerendered[1]) / Number(prerendered[2]),
      peakBytes,
      distBytes,
      largestPage: { ...largest, gzipBytes },
    };
  } finally {
    if (!keep) rmSync(root, { recursive: true, force: true });
    else console.error(`Kept ${root}`);
  }
}

const MB = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
const GB = (bytes: number) => `${(bytes / 1e9).toFixed(2)} GB`;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function figuresTable(rows: BuildFigures[]): string {
  const lines = [
    "| locations | pages | build | prerender | pages/s (prerender) | peak memory | dist/ | largest page (gzip) |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.locations} | ${r.pages} | ${r.seconds.toFixed(1)} s | ${r.prerenderSeconds.toFixed(1)} s | ${r.pagesPerSecond.toFixed(0)} | ${GB(r.peakBytes)} | ${MB(r.distBytes)} | ${kB(r.largestPage.bytes)} (${kB(r.largestPage.gzipBytes)}) ${r.largestPage.path} |`,
    ),
  ];
  const steps = rows[0].steps.map(
    (step, i) =>
      `| ${step.command.replace(/\|/g, "\\|")} | ${rows.map((r) => `${r.steps[i].seconds.toFixed(1)} s`).join(" | ")} |`,
  );
  return [
    ...lines,
    "",
    `| step of npm run build | ${rows.map((r) => `${r.locations} locations`).join(" | ")} |`,
    `|---|${rows.map(() => "---").join("|")}|`,
    ...steps,
  ].join("\n");
}

if (isCommand(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      locations: { type: "string", default: "1000" },
      keep: { type: "boolean", default: false },
    },
  });
  const counts = values.locations.split(",").map(Number);
  if (counts.some((n) => !Number.isInteger(n) || n < 1)) {
    console.error(
      "Usage: npm run bench:build -- --locations 1000   (or a list: --locations 10,100,1000)",
    );
    process.exit(2);
  }
  const rows: BuildFigures[] = [];
  try {
    for (const count of counts) {
      console.error(`Building the fixture site with ${count} locations...`);
      rows.push(await benchBuild(count, values.keep));
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  console.log(figuresTable(rows));
}
