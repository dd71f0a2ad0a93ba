// npm run bench:server's large outbox: 200,000 waiting leads, / alone and during a lead burst side
// by side in one run, then npm run leads and marking most of them handled in one command.
import autocannon, { type Result } from "autocannon";
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { postLead, wait, type AttackContext, type AttackResult } from "./bench-attacks.ts";

/** `/` read from 10 connections for 5 s. */
const pagesFor = (origin: string, duration = 5): Promise<Result> =>
  autocannon({
    url: `${origin}/`,
    connections: 10,
    duration,
    headers: { "accept-encoding": "br, gzip" },
  });

/** Writes `count` leads into `dir` as the outbox names them, one a minute back from now. */
function fillOutbox(dir: string, count: number, lead: string): void {
  mkdirSync(dir, { recursive: true });
  const now = Date.now();
  for (let n = 0; n < count; n++) {
    const at = new Date(now - (n + 1) * 60_000).toISOString();
    const stored = `{"receivedAt":"${at}","serviceId":"outbox","templateId":"service-request","libVersion":"4.4.1","params":${lead}}\n`;
    const name = `${at.replace(/[:.]/g, "-")}-service-request-${(n + 0x100000).toString(16).slice(-6)}.json`;
    writeFileSync(join(dir, name), stored);
  }
}

/** npm run leads with `args` in the project, on the outbox `dir`; its time in seconds. */
function leadsCommand(dir: string, args: string[]): string {
  const started = performance.now();
  const run = spawnSync("node", ["--import", "tsx", "scripts/leads.ts", ...args], {
    env: { ...process.env, OUTBOX_DIR: dir },
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return run.status === 0 ? `${seconds} s` : `failed (${run.stderr.split("\n")[0]})`;
}

/**
 * An outbox of 200,000 waiting leads: / alone, then / while leads arrive at about 20 a second,
 * side by side in one run; then npm run leads, and marking every lead older than a day handled in
 * one command. Promise: pages during the leads keep within 1.5x of / alone.
 */
export async function bigOutbox(context: AttackContext): Promise<AttackResult> {
  const outbox = context.folder("big");
  const lead = JSON.parse(context.lead("Waiting")).template_params;
  fillOutbox(outbox, 200_000, JSON.stringify(lead));
  const server = await context.start(
    outbox,
    { TRUST_PROXY: "127.0.0.1", ALL_LEADS_PER_MINUTE: "100000" },
    undefined,
    180_000,
  );
  let lines: [string, string][] = [];
  let held = false;
  try {
    // Warmed up first, so / alone is not measured against a cold server.
    await pagesFor(server.origin, 3);
    const alone = await pagesFor(server.origin);
    let sending = true;
    let sent = 0;
    const leads = (async () => {
      while (sending) {
        const n = sent++;
        await postLead(server.origin, context.lead(`Burst ${n}`), `10.70.${n >> 8}.${n & 255}`);
        await wait(50);
      }
    })();
    const during = await pagesFor(server.origin);
    sending = false;
    await leads;
    const ratio = alone.requests.average / Math.max(1, during.requests.average);
    held = ratio <= 1.5;
    lines = [
      [
        "200,000-lead outbox: pages/s for / alone",
        `${Math.round(alone.requests.average)} (p99 ${alone.latency.p99} ms)`,
      ],
      [
        `200,000-lead outbox: / during ${sent} leads in 5 s`,
        `${Math.round(during.requests.average)} (p99 ${during.latency.p99} ms), ${ratio.toFixed(2)}x slower`,
      ],
    ];
  } finally {
    await server.stop();
  }
  const before = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  lines.push(["200,000-lead outbox: npm run leads", leadsCommand(outbox, [])]);
  lines.push([
    `200,000-lead outbox: done --before ${before}`,
    leadsCommand(outbox, ["done", "--before", before]),
  ]);
  return { held, lines };
}
