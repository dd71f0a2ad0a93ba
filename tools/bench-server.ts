// npm run bench:server: npm start's server under load and under abuse, as its own process on a
// copy of dist/. Prints leads/s and p99 latency for 2,000 leads at concurrency 100, without and
// with a 40 kB photo, each lead then checked whole on disk; pages/s for / alone and while a lead
// burst runs; and every crash case we know of, with what it is now answered.
// Leads come from 2,000 addresses (X-Forwarded-For, believed from the loopback proxy), so each
// visitor's own limits hold as they would in life. Then the attacks of bench-attacks.ts, each with
// real visitors meanwhile: a flood from many addresses, the outbox's cap reached and handled, and
// slow clients. Exits 1 when a lead is lost, a case is not answered or an attack breaks a promise.
// The measures of speed are in bench-throughput.ts, the crash and abuse cases in bench-cases.ts and
// bench-exhaustion.ts, the attacks with many addresses or a 200,000-lead outbox in bench-many.ts.
// BENCH_ONLY=pageFirstFlood,bigOutbox runs only the attacks named.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { sampleLead } from "./bench-lead.ts";
import {
  capRecovery,
  floodFromManyAddresses,
  slowClients,
  type AttackContext,
} from "./bench-attacks.ts";
import { bigOutbox } from "./bench-big-outbox.ts";
import {
  descriptorsFromManyAddresses,
  manyAddresses,
  pageFirstFlood,
  trustProxyTrue,
} from "./bench-many.ts";
import { prepareBench, row, startServer, type BenchSite } from "./bench-site.ts";
import { CONCURRENCY, LEADS, leadsWithPages, pagesAlone } from "./bench-throughput.ts";
import { crashCases } from "./bench-cases.ts";
import { fullDisk, outOfDescriptors } from "./bench-exhaustion.ts";

/** The attacks of bench-attacks.ts, each on a server of its own; returns whether every promise held. */
async function attacks(site: BenchSite): Promise<boolean> {
  let held = true;
  const context: AttackContext = {
    start: (outbox, extra = {}, descriptors, startMs) =>
      startServer({ DIST_DIR: site.dist, OUTBOX_DIR: outbox, ...extra }, descriptors, startMs),
    lead: (name, withPhoto = false) => {
      const lead = sampleLead(site.schema, withPhoto ? site.photo.url : undefined);
      return JSON.stringify({ ...lead, template_params: { ...lead.template_params, name } });
    },
    folder: (name) => join(site.work, `outbox-${name}`),
    stylesheet: site.stylesheet,
  };
  const only = process.env.BENCH_ONLY?.split(",");
  for (const attack of [
    floodFromManyAddresses,
    pageFirstFlood,
    manyAddresses,
    trustProxyTrue,
    capRecovery,
    slowClients,
    descriptorsFromManyAddresses,
    bigOutbox,
  ]) {
    if (only && !only.includes(attack.name)) continue;
    const { lines, held: promiseHeld } = await attack(context);
    for (const [label, value] of lines) row(label, value);
    if (!promiseHeld) {
      held = false;
      console.log("  BROKEN: a promise of DEPLOY.md did not hold (see above).");
    }
  }
  return held;
}

/** Every part in turn; returns whether a lead was lost, a case was not answered or an attack broke a promise. */
async function benchAll(site: BenchSite): Promise<boolean> {
  let failed = false;
  const outboxes = {
    plain: join(site.work, "outbox-plain"),
    photo: join(site.work, "outbox-photo"),
    cases: join(site.work, "outbox-cases"),
  };
  // BENCH_ONLY=pageFirstFlood,bigOutbox runs only those attacks, for a quicker look at one.
  if (process.env.BENCH_ONLY) return !(await attacks(site));
  await pagesAlone(site, outboxes.plain);
  for (const [label, dir, withPhoto] of [
    ["without a photo", outboxes.plain, false],
    [`with a ${Math.round(site.photo.url.length / 1024)} kB photo`, outboxes.photo, true],
  ] as const)
    if (!(await leadsWithPages(site, label, dir, withPhoto))) failed = true;

  console.log("\nEvery crash and abuse case, answered (the server is asked for / after each):");
  if (!(await crashCases(site, outboxes.cases))) failed = true;
  if (!(await outOfDescriptors(site))) failed = true;
  if (!(await fullDisk(site))) failed = true;

  console.log("\nAttacks, with real visitors sending leads meanwhile:");
  if (!(await attacks(site))) failed = true;
  return failed;
}

async function main() {
  const site = await prepareBench();
  let failed = false;
  console.log(
    `npm start's server, ${LEADS} leads at concurrency ${CONCURRENCY}, on ${process.env.BENCH_MACHINE ?? `${(await import("node:os")).cpus().length} cores`}:`,
  );
  try {
    failed = await benchAll(site);
  } finally {
    rmSync(site.work, { recursive: true, force: true });
  }
  console.log(
    failed
      ? "\nFAILED: a lead was lost, a case was not answered or an attack broke a promise (see above)."
      : "\nNo lead lost; every case answered; every attack's promise held.",
  );
  process.exit(failed ? 1 : 0);
}

await main();
