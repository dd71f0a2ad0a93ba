// The worker processes npm run build draws its pages in (scripts/prerender-worker.ts): what they
// are sent and reply, and the pool that hands them the pages in batches until every one is drawn.
import { fork, type ChildProcess } from "node:child_process";
import { availableParallelism } from "node:os";
import type { RenderResult } from "../src/render/entry-server.tsx";
import type { RouteManifest } from "../src/site/resolve/site-data.ts";
import type { PageAddresses } from "../src/seo/page-urls.ts";
import type { ViteManifest } from "./prerender-chunks.ts";

/** What a worker draws pages with: the server build's entry (src/render/entry-server.tsx). */
export interface ServerEntry {
  prepare(root?: string): Promise<void>;
  render(url: string): RenderResult;
  routeManifest(): RouteManifest;
}

/** One page to draw: its address, the file it goes to, and where its data is. */
export interface PageJob {
  path: string;
  file: string;
  lang: string;
  key: string;
}

/** What a worker is started with: the same for every page (scripts/prerender-worker.ts). */
export interface PrerenderSetup {
  root: string;
  outDir: string;
  template: string;
  viteManifest: ViteManifest;
  /** The hash of the code that draws pages and of each language's site data and words: with a page's data, what its drawing depends on. */
  codeHash: string;
  languageHashes: Record<string, string>;
}

/** How many pages a worker is sent at a time: enough to keep it busy, few enough that the workers finish together. */
const BATCH = 40;

/** A pool of `count` worker processes drawing the jobs in batches; resolves with what each page is, for the sitemap. */
export function drawInWorkers(
  setup: PrerenderSetup,
  jobs: PageJob[],
  count: number,
): Promise<{ pages: PageAddresses[]; used: string[]; drawn: number }> {
  return new Promise((done, fail) => {
    const pages: PageAddresses[] = [];
    const used: string[] = [];
    let drawn = 0;
    let next = 0;
    let running = 0;
    // React's production build: its development one checks every element and draws pages three times slower.
    const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" };
    const workers = Array.from({ length: count }, () =>
      fork(new URL("./prerender-worker.ts", import.meta.url), [], {
        execArgv: process.execArgv,
        env,
      }),
    );
    const stopAll = () => workers.forEach((worker) => worker.kill());
    const feed = (worker: ChildProcess) => {
      if (next >= jobs.length) {
        worker.send({ type: "end" });
        return;
      }
      running++;
      worker.send({ type: "draw", jobs: jobs.slice(next, (next += BATCH)) });
    };
    let ended = 0;
    for (const worker of workers) {
      worker.on("message", (message: WorkerReply) => {
        if (message.type === "failed") {
          stopAll();
          fail(new Error(message.error));
          return;
        }
        if (message.type === "drawn") {
          running--;
          pages.push(...message.pages);
          used.push(...message.used);
          drawn += message.drawn;
        }
        feed(worker);
      });
      worker.on("exit", (code) => {
        if (code !== 0 && code !== null) {
          stopAll();
          fail(new Error(`A prerender worker stopped with exit code ${code}.`));
        } else if (++ended === workers.length && running === 0) done({ pages, used, drawn });
      });
      worker.send({ type: "setup", setup });
    }
  });
}

export type WorkerReply =
  | { type: "ready" }
  | { type: "drawn"; pages: PageAddresses[]; used: string[]; drawn: number }
  | { type: "failed"; error: string };

/** As many workers as the machine has cores, and no more than the pages need. */
export const workerCount = (jobs: number) =>
  Math.max(1, Math.min(availableParallelism(), Math.ceil(jobs / BATCH)));
