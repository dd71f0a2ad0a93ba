// One of the processes scripts/prerender.ts draws pages in: it loads the server build once, then
// draws each page it is sent into dist/, or links the same page from the last build when nothing
// it is drawn from has changed (scripts/output-cache.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chunksFor } from "./prerender-chunks.ts";
import { fillTemplate } from "./prerender-template.ts";
import type { PageJob, PrerenderSetup, ServerEntry, WorkerReply } from "./prerender-pool.ts";
import { hashOf, OutputCache } from "./output-cache.ts";
import type { PageData } from "../src/site/resolve/site-data.ts";

let setup: PrerenderSetup;
let entry: ServerEntry;
let cache: OutputCache;

const reply = (message: WorkerReply) => process.send!(message);

async function start(given: PrerenderSetup): Promise<void> {
  setup = given;
  cache = new OutputCache(setup.root, "pages");
  entry = await import(pathToFileURL(join(setup.root, ".build/server/entry-server.js")).href);
  await entry.prepare(setup.root);
}

function draw(jobs: PageJob[]): void {
  const pages: WorkerReply & { type: "drawn" } = { type: "drawn", pages: [], used: [], drawn: 0 };
  const chunks = (modules: string[]) => chunksFor(setup.viteManifest, modules);
  for (const job of jobs) {
    const data = readFileSync(join(setup.root, "src/generated/pages", job.lang, `${job.key}.json`));
    const key = hashOf(setup.codeHash, setup.languageHashes[job.lang], job.path, data);
    if (!cache.has(key)) {
      cache.put(key, fillTemplate(setup.template, entry.render(job.path), chunks));
      pages.drawn++;
    }
    cache.linkTo(key, join(setup.outDir, job.file));
    const { path, sourcePath, isFallback, isNotFound, alternates } = JSON.parse(
      data.toString("utf8"),
    ) as PageData;
    pages.pages.push({
      path: job.key === "not-found" ? job.path : path,
      sourcePath,
      isFallback,
      isNotFound,
      alternates,
    });
    pages.used.push(key);
  }
  reply(pages);
}

process.on(
  "message",
  (
    message:
      | { type: "setup"; setup: PrerenderSetup }
      | { type: "draw"; jobs: PageJob[] }
      | { type: "end" },
  ) => {
    try {
      if (message.type === "setup") start(message.setup).then(() => reply({ type: "ready" }), fail);
      else if (message.type === "draw") draw(message.jobs);
      else process.disconnect();
    } catch (error) {
      fail(error);
    }
  },
);

function fail(error: unknown): void {
  reply({
    type: "failed",
    error: `Drawing the pages failed: ${(error as Error).stack ?? String(error)}`,
  });
}
