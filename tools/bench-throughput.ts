// npm run bench:server's measures of speed: pages/s for / alone, then bursts of leads at full
// concurrency, without and with a photo, while pages are read; each lead then checked whole on disk.
import autocannon, { type Result } from "autocannon";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { OUTBOX_PATH } from "../src/server/outbox/outbox.ts";
import { sampleLead } from "./bench-lead.ts";
import { nextAddress, row, startServer, type BenchSite } from "./bench-site.ts";

export const LEADS = 2000;
export const CONCURRENCY = 100;

async function leadBurst(origin: string, lead: ReturnType<typeof sampleLead>): Promise<Result> {
  let sequence = 0;
  return autocannon({
    url: `${origin}${OUTBOX_PATH}`,
    connections: CONCURRENCY,
    amount: LEADS,
    timeout: 30,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const params = {
            ...lead.template_params,
            name: `Bench lead ${String(++sequence).padStart(5, "0")}`,
          };
          return {
            ...request,
            body: JSON.stringify({ ...lead, template_params: params }),
            headers: {
              "content-type": "application/json",
              origin,
              "x-forwarded-for": nextAddress(),
            },
          };
        },
      },
    ],
  });
}

/** Every lead of the burst is on disk, whole: its JSON parses and holds what was sent, its photo is byte for byte the one sent. */
function checkOnDisk(
  dir: string,
  lead: ReturnType<typeof sampleLead>,
  photo?: Buffer,
): { whole: number; problems: string[] } {
  const names = readdirSync(dir);
  const problems: string[] = [];
  const photoHash = photo && createHash("sha256").update(photo).digest("hex");
  const seen = new Set<string>();
  for (const name of names.filter((n) => n.endsWith(".json"))) {
    try {
      const stored = JSON.parse(readFileSync(join(dir, name), "utf8"));
      const { name: who, ...rest } = stored.params;
      const {
        name: _,
        website: __,
        attachment: ___,
        image: ____,
        ...expected
      } = lead.template_params as Record<string, string>;
      if (
        JSON.stringify(rest) !==
        JSON.stringify(Object.fromEntries(Object.entries(expected).filter(([k]) => k in rest)))
      )
        problems.push(`${name}: fields differ`);
      if (Object.keys(rest).length !== Object.keys(expected).length)
        problems.push(
          `${name}: ${Object.keys(expected).length - Object.keys(rest).length} field(s) missing`,
        );
      seen.add(who);
      if (photoHash) {
        if (!stored.photoFile) problems.push(`${name}: no photo`);
        else if (
          createHash("sha256")
            .update(readFileSync(join(dir, stored.photoFile)))
            .digest("hex") !== photoHash
        )
          problems.push(`${name}: photo differs`);
      }
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
    }
  }
  const leftovers = names.filter((n) => n.endsWith(".tmp"));
  if (leftovers.length) problems.push(`${leftovers.length} temporary file(s) left`);
  return { whole: seen.size, problems };
}

/** The statuses other than 200 a burst was answered, with how many of each: "429 x3, 507 x1". */
const otherStatuses = (result: Result) =>
  Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => status !== "200")
    .map(([status, { count }]) => `${status} x${count}`)
    .join(", ");

/** Pages alone, for comparison. */
export async function pagesAlone(site: BenchSite, outbox: string): Promise<void> {
  const server = await startServer(site.env(outbox));
  const alone = await autocannon({
    url: `${server.origin}/`,
    connections: 10,
    duration: 5,
    headers: { "accept-encoding": "br, gzip" },
  });
  row(
    "pages/s for / alone (10 connections, 5 s)",
    `${Math.round(alone.requests.average)} (p99 ${alone.latency.p99} ms)`,
  );
  await server.stop();
}

/** A burst of leads into the outbox `dir`, while / is read; returns whether every lead was kept whole, and logged once. */
export async function leadsWithPages(
  site: BenchSite,
  label: string,
  dir: string,
  withPhoto: boolean,
): Promise<boolean> {
  rmSync(dir, { recursive: true, force: true });
  // Throughput, not the ceiling of leads a minute from everyone (the flood below measures that).
  const server = await startServer({ ...site.env(dir), ALL_LEADS_PER_MINUTE: String(LEADS * 10) });
  const lead = sampleLead(site.schema, withPhoto ? site.photo.url : undefined);
  // Pages for / from 10 more connections, for as long as the burst lasts.
  let pagesDone!: (result: Result) => void;
  const pagesResult = new Promise<Result>((done) => (pagesDone = done));
  const pages = autocannon(
    {
      url: `${server.origin}/`,
      connections: 10,
      duration: 120,
      headers: { "accept-encoding": "br, gzip" },
    },
    (_, result) => pagesDone(result),
  );
  const started = performance.now();
  const burst = await leadBurst(server.origin, lead);
  const seconds = (performance.now() - started) / 1000;
  pages.stop();
  const during = await pagesResult;
  const ok = burst.statusCodeStats?.["200"]?.count ?? 0;
  const { whole, problems } = checkOnDisk(dir, lead, withPhoto ? site.photo.jpeg : undefined);
  row(
    `leads ${label}: leads/s`,
    `${Math.round(burst.requests.total / seconds)} (${burst.requests.total} in ${seconds.toFixed(1)} s)`,
  );
  row(`leads ${label}: latency p50 / p99`, `${burst.latency.p50} ms / ${burst.latency.p99} ms`);
  row(
    `leads ${label}: answered 200 / whole on disk`,
    `${ok} / ${whole}${burst.non2xx ? `, ${burst.non2xx} other answers (${otherStatuses(burst)})` : ""}${burst.errors ? `, ${burst.errors} errors` : ""}`,
  );
  row(
    `pages/s for / during that burst`,
    `${Math.round(during.requests.total / Math.max(1, during.duration))} (p99 ${during.latency.p99} ms)`,
  );
  const lines = server.lines().filter((l) => l.includes("Lead received"));
  row(`log lines for those leads (one each)`, `${lines.length}`);
  const isWhole = ok === LEADS && whole === LEADS && !problems.length && lines.length === LEADS;
  if (!isWhole) {
    console.log(
      `  LOST OR DAMAGED: ${problems.slice(0, 5).join("; ") || `${LEADS - whole} lead(s) missing`}`,
    );
    for (const line of server
      .lines()
      .filter((l) => /"level":(50|60)/.test(l))
      .slice(0, 3))
      console.log(`  the server logged: ${line.slice(0, 600)}`);
  }
  await server.stop();
  return isWhole;
}
