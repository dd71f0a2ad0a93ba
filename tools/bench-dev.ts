// Measures how long an editor waits in npm run dev: the fixture site with N places (as
// npm run bench:build lays it out) under Vite's dev server (a process of its own, as npm run dev
// runs it), a place's page open in Chromium, and its YAML saved with a new name again and again;
// each time, from the save to the new heading.
// Run: npm run bench:dev -- --locations 1000      (--edits 8 by default)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { spawn } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { chromium } from "playwright-core";
import { layOutSite } from "./bench-build.ts";
import { CHROMIUM, CHROMIUM_FLAGS } from "./chromium.ts";
import { isCommand } from "../scripts/command-line.ts";
import { sourceLanguageOf } from "../src/site/load/load-sources.ts";

export interface DevFigures {
  locations: number;
  /** From starting the server to the first page shown. */
  firstPageSeconds: number;
  /** From each save to its words in the open page. */
  editSeconds: number[];
}

export async function benchDev(count: number, edits: number): Promise<DevFigures> {
  const root = mkdtempSync(join(tmpdir(), `bench-dev-${count}-`));
  layOutSite(root, count);
  const port = await freePort();
  const started = performance.now();
  const server = spawn(
    process.execPath,
    [
      join(root, "node_modules/vite/bin/vite.js"),
      "--host",
      "127.0.0.1",
      "--port",
      String(port),
      "--strictPort",
    ],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const origin = `http://127.0.0.1:${port}`;
    // A place in the middle of the list: its page, the index and its neighbours' pages all change with it.
    const slug = `kingston-${Math.max(1, Math.floor(count / 2) - ((Math.floor(count / 2) + 1) % 2))}`;
    const file = join(root, "content/locations", sourceLanguageOf(root), `${slug}.yaml`);
    const original = readFileSync(file, "utf8");
    const name = /^name: (.*)$/m.exec(original)![1];
    const page = await browser.newPage();
    await untilAnswered(`${origin}/@vite/client`, 120_000);
    await page.goto(`${origin}/locations/${slug}`);
    await page.waitForSelector("html[data-hydrated=true]", { timeout: 120_000 });
    const firstPageSeconds = (performance.now() - started) / 1000;
    const editSeconds: number[] = [];
    for (let i = 1; i <= edits; i++) {
      const renamed = `${name} edit ${i}`;
      const saved = performance.now();
      writeFileSync(file, original.replace(`name: ${name}`, `name: ${renamed}`));
      await page.waitForFunction(
        (words: string) => document.querySelector("h1")?.textContent?.includes(words),
        renamed,
        { timeout: 60_000 },
      );
      editSeconds.push((performance.now() - saved) / 1000);
      // Let the watcher settle between saves, as between an editor's saves.
      await new Promise((done) => setTimeout(done, 2000));
    }
    return { locations: count, firstPageSeconds, editSeconds };
  } finally {
    await browser.close();
    server.kill();
    await new Promise((done) =>
      server.exitCode === null ? server.once("exit", done) : done(null),
    );
    rmSync(root, { recursive: true, force: true });
  }
}

/** A loopback port no one listens on now. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
    probe.on("error", fail);
  });
}

async function untilAnswered(url: string, withinMs: number): Promise<void> {
  const until = Date.now() + withinMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until)
      throw new Error(`npm run dev did not answer ${url} within ${withinMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (isCommand(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      locations: { type: "string", default: "1000" },
      edits: { type: "string", default: "8" },
    },
  });
  const counts = values.locations.split(",").map(Number);
  const edits = Number(values.edits);
  if (counts.some((n) => !Number.isInteger(n) || n < 1) || !Number.isInteger(edits) || edits < 1) {
    console.error(
      "Usage: npm run bench:dev -- --locations 1000 [--edits 8]   (or a list: --locations 10,1000)",
    );
    process.exit(2);
  }
  console.log("| locations | first page | edit to page: median | fastest | slowest |");
  console.log("|---|---|---|---|---|");
  for (const count of counts) {
    const figures = await benchDev(count, edits);
    const s = (n: number) => `${n.toFixed(2)} s`;
    console.log(
      `| ${count} | ${s(figures.firstPageSeconds)} | ${s(median(figures.editSeconds))} | ${s(Math.min(...figures.editSeconds))} | ${s(Math.max(...figures.editSeconds))} |`,
    );
  }
}
