// The attacks of npm run bench:server that take many addresses or a large outbox: a flood whose
// addresses each load a page first, 50,000 addresses passing through, TRUST_PROXY=true with
// made-up addresses, a 200,000-lead outbox under a lead burst, and 60 addresses holding slow
// connections against 1,024 file descriptors. Addresses are X-Forwarded-For from the loopback
// proxy, or local addresses of 127.0.0.0/8 where no proxy is believed.
import autocannon, { type Result } from "autocannon";
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import { DEFAULT_LIMITS } from "../src/server/outbox/limits.ts";
import { visit, wait, type AttackContext, type AttackResult } from "./bench-attacks.ts";
import { leadRequest, pageRequest, rawStatus } from "./bench-requests.ts";

/** Runs `worker(0..count-1)`, `concurrency` at a time. */
async function inPool(count: number, concurrency: number, worker: (n: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await worker(next++);
    }),
  );
}

/** The names (params.name) of the leads kept whole in a folder. */
function keptNames(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => String(JSON.parse(readFileSync(join(dir, name), "utf8")).params.name));
}

const post = (origin: string, body: string, address: string) =>
  rawStatus(origin, leadRequest(body, { address }));

/**
 * 768 addresses in three /24 networks each load the contact page and its stylesheet, as a
 * browser would, then send five leads (each address's own limit), 50 at a time; meanwhile 20
 * visitors from networks of their own do the same once. Promise: every visitor's lead is kept,
 * and of the flood no more than the ceiling a minute and 10%.
 */
export async function pageFirstFlood(context: AttackContext): Promise<AttackResult> {
  const outbox = context.folder("page-first");
  const server = await context.start(outbox, { TRUST_PROXY: "127.0.0.1" });
  try {
    const started = performance.now();
    const flood = inPool(768, 50, async (n) => {
      if (performance.now() - started > 10_000) return;
      const address = `10.1.${n % 3}.${Math.floor(n / 3)}`;
      await visit(context, server.origin, address);
      for (let lead = 0; lead < 5; lead++)
        await post(server.origin, context.lead(`Flood ${n}-${lead}`), address);
    });
    const real = (async () => {
      const statuses: number[] = [];
      for (let n = 0; n < 20; n++) {
        await wait(250);
        const address = `203.0.${n + 1}.9`;
        await visit(context, server.origin, address);
        statuses.push(await post(server.origin, context.lead(`Real visitor ${n}`), address));
      }
      return statuses;
    })();
    const [, statuses] = await Promise.all([flood, real]);
    const names = keptNames(outbox);
    const floodKept = names.filter((name) => name.startsWith("Flood")).length;
    const realKept = names.filter((name) => name.startsWith("Real")).length;
    const ceiling = DEFAULT_LIMITS.allLeadsPerMinute;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    return {
      held: realKept === 20 && statuses.every((s) => s === 200) && floodKept <= ceiling * 1.1,
      lines: [
        ["page-first flood (768 addresses, 3 networks): real kept", `${realKept} of 20`],
        [
          `page-first flood: its leads kept (ceiling ${ceiling} a minute)`,
          `${floodKept} of ${768 * 5} sent in ${seconds} s`,
        ],
      ],
    };
  } finally {
    await server.stop();
  }
}

/**
 * A visitor loads a page and a customer sends its five leads a minute; then 50,000 addresses (196
 * networks) each load a page and its stylesheet and post a lead the outbox refuses at once (as
 * text/plain). Promise: the customer is still held to its five (its count was not forgotten), and
 * once the ceiling is reached, the visitor's lead is still let through (it was not forgotten).
 */
export async function manyAddresses(context: AttackContext): Promise<AttackResult> {
  const outbox = context.folder("many");
  const server = await context.start(outbox, { TRUST_PROXY: "127.0.0.1" });
  try {
    const visitor = "198.51.100.7";
    const customer = "198.51.101.7";
    await visit(context, server.origin, visitor);
    for (let n = 0; n < 5; n++) await post(server.origin, context.lead(`Customer ${n}`), customer);
    const started = performance.now();
    const cheap = leadRequest("{}", { headers: "Content-Type: text/plain\r\n" });
    await inPool(50_000, 100, async (n) => {
      const address = `10.${(n >> 16) + 2}.${(n >> 8) & 255}.${n & 255}`;
      await visit(context, server.origin, address);
      await rawStatus(
        server.origin,
        cheap.replace("\r\n\r\n", `\r\nX-Forwarded-For: ${address}\r\n\r\n`),
      );
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    const customerAgain = await post(server.origin, context.lead("Customer again"), customer);
    for (let n = 0; n < DEFAULT_LIMITS.allLeadsPerMinute; n++)
      await post(server.origin, context.lead(`Filling ${n}`), `192.0.${n}.1`);
    const visitorLead = await post(server.origin, context.lead("Real visitor"), visitor);
    return {
      held: customerAgain === 429 && visitorLead === 200,
      lines: [
        [
          `50,000 addresses (${seconds} s): a customer at its limit`,
          `${customerAgain} (429: still held)`,
        ],
        ["50,000 addresses: a visitor past the ceiling", `${visitorLead} (200: still let through)`],
      ],
    };
  } finally {
    await server.stop();
  }
}

/**
 * TRUST_PROXY=true, as DEPLOY.md once offered, with nginx's X-Forwarded-For: one client writes 100
 * made-up addresses before its own and sends five leads from each. Promise: its five a minute hold.
 */
export async function trustProxyTrue(context: AttackContext): Promise<AttackResult> {
  const outbox = context.folder("trust-true");
  const server = await context.start(outbox, { TRUST_PROXY: "true" });
  try {
    for (let n = 0; n < 100; n++)
      for (let lead = 0; lead < 5; lead++)
        await post(server.origin, context.lead(`Forged ${n}-${lead}`), `10.66.0.${n}, 192.0.2.7`);
    const kept = keptNames(outbox).length;
    const warned = server.output().includes("TRUST_PROXY=true would believe");
    return {
      held: kept <= DEFAULT_LIMITS.leadsPerMinute && warned,
      lines: [
        [
          "TRUST_PROXY=true, 100 made-up addresses x 5",
          `${kept} kept (limit ${DEFAULT_LIMITS.leadsPerMinute})${warned ? ", warned at start" : ", NOT WARNED"}`,
        ],
      ],
    };
  } finally {
    await server.stop();
  }
}

/** `/` read from 10 connections for 5 s. */
const pagesFor = (origin: string): Promise<Result> =>
  autocannon({
    url: `${origin}/`,
    connections: 10,
    duration: 5,
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
    const alone = await pagesFor(server.origin);
    let sending = true;
    let sent = 0;
    const leads = (async () => {
      while (sending) {
        const n = sent++;
        await post(server.origin, context.lead(`Burst ${n}`), `10.70.${n >> 8}.${n & 255}`);
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

/**
 * No proxy, 1,024 file descriptors: 60 addresses each open 30 connections that send their headers
 * a byte a second; meanwhile 17 probes from other addresses ask for /. Promise: every probe is
 * answered (a page, or 503 with Retry-After), none reset.
 */
export async function descriptorsFromManyAddresses(context: AttackContext): Promise<AttackResult> {
  const outbox = context.folder("fds");
  const server = await context.start(outbox, { CONNECTIONS_PER_CLIENT: "32" }, 1024);
  const { hostname, port } = new URL(server.origin);
  const sockets: Socket[] = [];
  try {
    for (let address = 0; address < 60; address++)
      for (let n = 0; n < 30; n++) {
        const socket = connect({
          port: Number(port),
          host: hostname,
          localAddress: `127.0.3.${address + 1}`,
        });
        socket.on("error", () => {});
        socket.resume();
        socket.on("connect", () => socket.write("GET / HTTP/1.1\r\nHost: bench\r\nX-Slow: "));
        const timer = setInterval(() => socket.writable && socket.write("a"), 1000);
        socket.on("close", () => clearInterval(timer));
        sockets.push(socket);
      }
    await wait(1000);
    const statuses: number[] = [];
    for (let n = 0; n < 17; n++) {
      statuses.push(await rawStatus(server.origin, pageRequest("/"), `127.0.4.${n + 1}`));
      await wait(250);
    }
    const reset = statuses.filter((s) => s === 0).length;
    const count = (status: number) => statuses.filter((s) => s === status).length;
    return {
      held: reset === 0 && server.child.exitCode === null,
      lines: [
        [
          "1,024 descriptors, 60 addresses x 30 slow: 17 probes",
          `${count(200)} pages, ${count(503)} answered 503, ${reset} reset`,
        ],
      ],
    };
  } finally {
    sockets.forEach((socket) => socket.destroy());
    await server.stop();
  }
}
