// The attacks of npm run bench:server that take many addresses: a flood whose addresses each load
// a page first, 50,000 addresses passing through, TRUST_PROXY=true with made-up addresses, and 60
// addresses holding slow connections against 1,024 file descriptors. Addresses are X-Forwarded-For from the loopback
// proxy, or local addresses of 127.0.0.0/8 where no proxy is believed.
import autocannon from "autocannon";
import { connect, type Socket } from "node:net";
import { DEFAULT_LIMITS } from "../src/server/outbox/limits.ts";
import {
  keptNames,
  postLead,
  visit,
  wait,
  type AttackContext,
  type AttackResult,
} from "./bench-attacks.ts";
import { pageRequest, rawStatus } from "./bench-requests.ts";
import { OUTBOX_PATH } from "../src/server/outbox/outbox.ts";

/** Runs `worker(0..count-1)`, `concurrency` at a time. */
async function inPool(count: number, concurrency: number, worker: (n: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await worker(next++);
    }),
  );
}

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
        await postLead(server.origin, context.lead(`Flood ${n}-${lead}`), address);
    });
    const real = (async () => {
      const statuses: number[] = [];
      for (let n = 0; n < 20; n++) {
        await wait(250);
        const address = `203.0.${n + 1}.9`;
        await visit(context, server.origin, address);
        statuses.push(await postLead(server.origin, context.lead(`Real visitor ${n}`), address));
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

type Step = { address?: string };
const ADDRESSES = 50_000;

/**
 * 50,000 addresses (196 networks) over kept-alive connections: each reads the contact page and its
 * stylesheet (`visits`), or posts a lead the outbox refuses at once, as text/plain (`posts`).
 * Returns how long it took, in seconds.
 */
async function passThrough(
  context: AttackContext,
  origin: string,
  what: "visits" | "posts",
): Promise<number> {
  let sequence = 0;
  const started = performance.now();
  const from = (step: Step) => ({ "x-forwarded-for": step.address! });
  const first = (request: autocannon.Request, step: Step) => {
    const n = sequence++;
    step.address = `10.${(n >> 16) + 2}.${(n >> 8) & 255}.${n & 255}`;
    return { ...request, headers: { ...request.headers, ...from(step) } };
  };
  const requests: autocannon.Request[] =
    what === "visits"
      ? [
          { method: "GET", path: "/contact", setupRequest: first },
          {
            method: "GET",
            path: context.stylesheet,
            setupRequest: (request, step: Step) => ({ ...request, headers: from(step) }),
          },
        ]
      : [
          {
            method: "POST",
            path: OUTBOX_PATH,
            body: "{}",
            headers: { "content-type": "text/plain" },
            setupRequest: first,
          },
        ];
  await autocannon({
    url: origin,
    connections: 50,
    amount: ADDRESSES * requests.length,
    timeout: 30,
    requests,
  });
  return (performance.now() - started) / 1000;
}

/**
 * A customer sends its five leads a minute, then 50,000 other addresses post a lead each; a
 * visitor loads a page, then 50,000 addresses do too (passThrough). Promise: the customer is
 * still held to its five within the minute (its count was not forgotten), and once the ceiling is
 * reached the visitor's lead is still let through (it was not forgotten).
 */
export async function manyAddresses(context: AttackContext): Promise<AttackResult> {
  const outbox = context.folder("many");
  const server = await context.start(outbox, { TRUST_PROXY: "127.0.0.1" });
  try {
    const visitor = "198.51.100.7";
    const customer = "198.51.101.7";
    const customerStarted = performance.now();
    for (let n = 0; n < 5; n++)
      await postLead(server.origin, context.lead(`Customer ${n}`), customer);
    const postsSeconds = await passThrough(context, server.origin, "posts");
    const withinMinute = performance.now() - customerStarted < 60_000;
    const customerAgain = await postLead(server.origin, context.lead("Customer again"), customer);
    await visit(context, server.origin, visitor);
    const visitsSeconds = await passThrough(context, server.origin, "visits");
    for (let n = 0; n < DEFAULT_LIMITS.allLeadsPerMinute; n++)
      await postLead(server.origin, context.lead(`Filling ${n}`), `192.0.${n}.1`);
    const visitorLead = await postLead(server.origin, context.lead("Real visitor"), visitor);
    return {
      held: customerAgain === 429 && withinMinute && visitorLead === 200,
      lines: [
        [
          `50,000 addresses post (${postsSeconds.toFixed(0)} s): a customer at its limit`,
          withinMinute
            ? `${customerAgain} (429: still held)`
            : `NOT MEASURED: the minute was over (${customerAgain})`,
        ],
        [
          `50,000 addresses visit (${visitsSeconds.toFixed(0)} s): a visitor past the ceiling`,
          `${visitorLead} (200: still let through)`,
        ],
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
        await postLead(
          server.origin,
          context.lead(`Forged ${n}-${lead}`),
          `10.66.0.${n}, 192.0.2.7`,
        );
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
