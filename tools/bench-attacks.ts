// The attacks npm run bench:server plays against npm start's server, each with real visitors sending
// leads meanwhile: a flood of leads from many addresses, an outbox filled to its cap and then
// handled by the owner, and slow clients holding connections. Each says how many of the real
// leads got through, and whether what DEPLOY.md promises held.
import autocannon from "autocannon";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import { OUTBOX_PATH } from "../src/server/outbox/outbox.ts";
import { leadRequest, pageRequest, rawStatus } from "./bench-requests.ts";
import { listStored } from "../scripts/outbox-files.ts";
import { moveStored } from "../scripts/outbox-moves.ts";
import { DEFAULT_LIMITS } from "../src/server/outbox/limits.ts";
import type { ServerProcess } from "./server-process.ts";

export interface AttackContext {
  /** npm start's server, as its own process, with the outbox in `outbox` and these variables. */
  start: (
    outbox: string,
    env?: Record<string, string>,
    descriptors?: number,
    startMs?: number,
  ) => Promise<ServerProcess>;
  /** A lead the site's form would send, as JSON, named `name`; with a photo when asked. */
  lead: (name: string, withPhoto?: boolean) => string;
  /** A folder of its own for each attack. */
  folder: (name: string) => string;
  /** The stylesheet a browser loads with the contact page. */
  stylesheet: string;
}

/** What an attack measured, one line each, and whether its promise held. */
export interface AttackResult {
  lines: [string, string][];
  held: boolean;
}

export const postLead = (origin: string, body: string, address?: string, localAddress?: string) =>
  rawStatus(origin, leadRequest(body, { address }), localAddress);
const getPage = (origin: string, path: string, address?: string, localAddress?: string) =>
  rawStatus(origin, pageRequest(path, address), localAddress);
export const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A browser's visit from `address`: the contact page, then its stylesheet. */
export async function visit(
  context: AttackContext,
  origin: string,
  address?: string,
  localAddress?: string,
): Promise<number> {
  const page = await getPage(origin, "/contact", address, localAddress);
  await getPage(origin, context.stylesheet, address, localAddress);
  return page;
}

/** The names of the leads kept whole in a folder. */
export function keptNames(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => String(JSON.parse(readFileSync(join(dir, name), "utf8")).params.name));
}

const FLOOD_SECONDS = 8;

/**
 * For 8 s, leads from a new address each at concurrency 50, posted without a page read first, while
 * 20 visitors read the contact page and send a lead each, and 5 customers who sent one before send
 * another. Promise: every real lead is kept, and of the flood no more than the ceiling a minute.
 */
export async function floodFromManyAddresses(context: AttackContext): Promise<AttackResult> {
  const outbox = context.folder("flood");
  const server = await context.start(outbox, { TRUST_PROXY: "127.0.0.1" });
  try {
    // Real people come from networks of their own (a flood's many addresses share a few).
    const returning = Array.from({ length: 5 }, (_, n) => `198.51.${100 + n}.7`);
    for (const [n, address] of returning.entries())
      await postLead(server.origin, context.lead(`Real returning ${n} before`), address);
    let sequence = 0;
    const flood = autocannon({
      url: `${server.origin}${OUTBOX_PATH}`,
      connections: 50,
      duration: FLOOD_SECONDS,
      timeout: 30,
      requests: [
        {
          method: "POST",
          setupRequest: (req) => {
            const n = ++sequence;
            return {
              ...req,
              body: context.lead(`Flood ${n}`),
              headers: {
                "content-type": "application/json",
                "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              },
            };
          },
        },
      ],
    });
    const real = (async () => {
      const statuses: number[] = [];
      for (let n = 0; n < 25; n++) {
        await wait(200);
        if (n < 20) {
          const address = `203.0.${n + 1}.9`;
          await visit(context, server.origin, address);
          statuses.push(await postLead(server.origin, context.lead(`Real visitor ${n}`), address));
        } else
          statuses.push(
            await postLead(
              server.origin,
              context.lead(`Real returning ${n - 20} during`),
              returning[n - 20],
            ),
          );
      }
      return statuses;
    })();
    const [floodResult, statuses] = await Promise.all([flood, real]);
    const names = keptNames(outbox);
    const realKept = names.filter(
      (name) => name.startsWith("Real") && !name.endsWith("before"),
    ).length;
    const floodKept = names.filter((name) => name.startsWith("Flood")).length;
    const ceiling = DEFAULT_LIMITS.allLeadsPerMinute;
    const held =
      realKept === 25 &&
      statuses.every((s) => s === 200) &&
      floodKept + returning.length <= ceiling;
    if (!held) console.log(`  real leads answered: ${statuses.join(" ")}`);
    return {
      held,
      lines: [
        ["flood: real leads kept (20 visitors, 5 returning)", `${realKept} of 25`],
        [
          `flood: its leads kept (ceiling ${ceiling} a minute)`,
          `${floodKept} of ${floodResult.requests.total}, ${floodResult.statusCodeStats?.["429"]?.count ?? 0} answered 429`,
        ],
      ],
    };
  } finally {
    await server.stop();
  }
}

/**
 * An outbox of 1 MB filled with leads carrying a photo until it answers 507; then the owner marks
 * every lead handled (npm run leads -- done's own code moves them to handled/). Promise: the full
 * outbox answers 507 and damages nothing, and it takes leads again within 2 s of the handling.
 */
export async function capRecovery(context: AttackContext): Promise<AttackResult> {
  const outbox = context.folder("cap");
  const server = await context.start(outbox, {
    TRUST_PROXY: "127.0.0.1",
    OUTBOX_MAX_MB: "1",
    ALL_LEADS_PER_MINUTE: "100000",
  });
  try {
    let status = 200;
    let sent = 0;
    while (status === 200 && sent < 200)
      status = await postLead(
        server.origin,
        context.lead(`Filling ${sent}`, true),
        `10.9.${sent >> 8}.${sent++ & 255}`,
      );
    const keptBefore = keptNames(outbox).length;
    mkdirSync(join(outbox, "handled"), { recursive: true });
    for (const entry of listStored(outbox).entries) moveStored(entry, outbox, "handled");
    const handledAt = performance.now();
    let again = 0;
    let tries = 0;
    while (again !== 200 && performance.now() - handledAt < 10_000) {
      again = await postLead(
        server.origin,
        context.lead(`Real after handling ${tries}`, true),
        `198.51.100.${++tries}`,
      );
      if (again !== 200) await wait(100);
    }
    const afterMs = performance.now() - handledAt;
    const held = status === 507 && again === 200 && afterMs <= 2_000;
    return {
      held,
      lines: [
        [
          "outbox cap (1 MB): leads kept, then the answer",
          `${keptBefore} kept, then ${status || "no answer"}`,
        ],
        [
          "outbox cap: taking leads again after they were handled",
          again === 200 ? `after ${(afterMs / 1000).toFixed(1)} s` : "NOT within 10 s",
        ],
      ],
    };
  } finally {
    await server.stop();
  }
}

/**
 * With no proxy in front (each connection's own address counts) and 256 file descriptors: from one
 * address, 400 connections that send their headers a byte a second; from another, 100 that send a
 * lead's body a byte a second. Meanwhile 20 visitors, each from an address of its own, read a page and
 * send a lead. Promise: every real lead is kept and every page answered; the slow connections are
 * closed by the server within 2 s of headersTimeout (10 s) and requestTimeout (20 s).
 */
export async function slowClients(context: AttackContext): Promise<AttackResult> {
  const outbox = context.folder("slow");
  const server = await context.start(outbox, { CONNECTIONS_PER_CLIENT: "32" }, 256);
  const { hostname, port } = new URL(server.origin);
  const sockets: Socket[] = [];
  const closedAfter: number[] = [];
  const openedAt = performance.now();
  const slow = (localAddress: string, first: string, trickle: string) => {
    const socket = connect({ port: Number(port), host: hostname, localAddress });
    socket.on("error", () => {});
    // Reads (and drops) the server's answer: a socket never read never sees the server close it.
    socket.resume();
    let sentBytes = 0;
    socket.on("connect", () => socket.write(first));
    const timer = setInterval(
      () => socket.writable && sentBytes < trickle.length && socket.write(trickle[sentBytes++]),
      1000,
    );
    socket.on("close", () => {
      clearInterval(timer);
      closedAfter.push(performance.now() - openedAt);
    });
    sockets.push(socket);
  };
  try {
    const body = context.lead("Slow body");
    for (let n = 0; n < 400; n++)
      slow("127.0.0.2", "GET / HTTP/1.1\r\n", `Host: bench\r\nX-Slow: ${"a".repeat(100)}\r\n\r\n`);
    for (let n = 0; n < 100; n++)
      slow(
        "127.0.0.3",
        `POST ${OUTBOX_PATH} HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
        body,
      );
    await wait(1000);
    let pagesAnswered = 0;
    let realKept = 0;
    for (let n = 0; n < 20; n++) {
      const address = `127.0.1.${n + 1}`;
      if ((await visit(context, server.origin, undefined, address)) === 200) pagesAnswered++;
      if (
        (await postLead(server.origin, context.lead(`Real visitor ${n}`), undefined, address)) ===
        200
      )
        realKept++;
      await wait(500);
    }
    // Wait for the server to cut the slow ones: the headers' limit is 10 s, the whole request's 20 s.
    const deadline = performance.now() + 25_000;
    while (closedAfter.length < sockets.length && performance.now() < deadline) await wait(250);
    const cutBy = (limitMs: number, among: number[]) =>
      among.filter((ms) => ms <= limitMs + 2_000).length;
    // Those over the client's 32 are closed at once; the rest at their limit.
    const allCut = closedAfter.length === sockets.length;
    const lastCut = Math.max(...closedAfter);
    const held =
      realKept === 20 &&
      pagesAnswered === 20 &&
      allCut &&
      cutBy(20_000, closedAfter) === sockets.length;
    return {
      held,
      lines: [
        [
          "slow clients (500 from two addresses): real leads kept",
          `${realKept} of 20, ${pagesAnswered} of 20 pages answered`,
        ],
        [
          "slow clients: all closed by the server",
          allCut
            ? `the last after ${(lastCut / 1000).toFixed(1)} s`
            : `${closedAfter.length} of ${sockets.length} within 25 s`,
        ],
      ],
    };
  } finally {
    sockets.forEach((socket) => socket.destroy());
    await server.stop();
  }
}
