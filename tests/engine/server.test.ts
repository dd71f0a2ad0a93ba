// npm start's server under requests a browser never sends, and under a rebuild: each request is
// answered, the server keeps serving, every answer carries the site's security headers, leads
// are held to the site's forms and limits, and a lead cannot write to the terminal. Raw sockets,
// because fetch() refuses to send most of these.
import { sentServiceRequest } from "../helpers/sent-leads.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { connect, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { createSiteServer } from "../../src/server/app.ts";
import { trustProxySetting } from "../../src/server/start.ts";
import { OUTBOX_PATH } from "../../src/server/outbox/outbox.ts";
import type { OutboxLimits } from "../../src/server/outbox/limits.ts";
import { parseHeadersFile } from "../../src/server/headers-file.ts";
import { BUILD_COMPLETE, markBuildComplete } from "../../src/server/served-build.ts";
import { copySite, EVERY_SECTION, sharedBuild } from "../helpers/fixture-site.ts";

const built = sharedBuild();
let root: string;
let dist: string;
let remove: () => void;
let outbox: string;
let server: FastifyInstance;
let port: number;
const logged: string[] = [];

beforeAll(async () => {
  // A copy of the built pages this file may change (rebuilt while the server runs).
  const copy = copySite();
  remove = copy.remove;
  root = copy.root;
  dist = join(root, "dist");
  cpSync(join(built, "dist"), dist, { recursive: true });
  outbox = mkdtempSync(join(tmpdir(), "server-outbox-"));
  server = await createSiteServer({
    distDir: dist,
    outbox: { dir: outbox, limits: { leadsPerMinute: 10 } },
    logStream: { write: (line) => void logged.push(line) },
    watchMs: 50,
  });
  await server.listen({ port: 0, host: "127.0.0.1" });
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await server?.close();
  remove?.();
  rmSync(outbox, { recursive: true, force: true });
});

/** Sends the bytes as they are and returns the status, headers and body of the answer. */
function raw(
  request: string | Buffer,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString("latin1")));
    // A server that answers before the whole body is sent closes the socket under the writer.
    socket.on("error", (error: NodeJS.ErrnoException) =>
      ["EPIPE", "ECONNRESET"].includes(error.code!) ? undefined : reject(error),
    );
    socket.on("close", () => {
      const [head, ...rest] = text.split("\r\n\r\n");
      const [statusLine, ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(":")).toLowerCase(),
          line.slice(line.indexOf(":") + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    });
  });
}
const get = (target: string) =>
  raw(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
const postLead = (body: string, headers = "Content-Type: application/json\r\n") =>
  raw(
    `POST ${OUTBOX_PATH} HTTP/1.1\r\nHost: x\r\n${headers}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
const stillServing = async () => expect((await get("/")).status).toBe(200);
const leadFiles = () => readdirSync(outbox).filter((name) => name.endsWith(".json"));

/** A service request exactly as the fixture site's form sends it. */
const serviceRequest = (params: Record<string, string> = {}) =>
  JSON.stringify({
    lib_version: "4.4.1",
    user_id: "outbox",
    service_id: "outbox",
    template_id: "service-request",
    template_params: sentServiceRequest(params),
  });

describe("the site's server", () => {
  it.each([
    "//:99999/",
    "//[",
    "//a%20b/",
    "//x:y/",
    "/%E0%A4%A",
    "/%00",
    "*",
    "http://[::1",
    "/" + "a".repeat(5000),
  ])("answers GET %s and keeps serving", async (target) => {
    const { status } = await get(target);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    await stillServing();
  });

  it.each([
    ["a request line that is not HTTP", "HELLO\r\n\r\n"],
    ["a header with no colon", "GET / HTTP/1.1\r\nHost x\r\n\r\n"],
    ["a header of 100 kB", `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(100_000)}\r\n\r\n`],
    [
      "a body of another length than it says",
      `POST ${OUTBOX_PATH} HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}`,
    ],
  ])("answers %s with a 4xx and keeps serving", async (_, request) => {
    const { status } = await raw(request);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    await stillServing();
  });

  it("keeps serving the old build whole while dist/ is emptied and rebuilt, then the new one once it is complete", async () => {
    const aboutFile = join(dist, "about/index.html");
    const before = (await get("/about")).body;
    // What vite build does first: dist/ emptied, the completion mark with it.
    rmSync(dist, { recursive: true, force: true });
    expect((await get("/about")).status).toBe(200);
    expect((await get("/about")).body).toBe(before);
    // The new build is written, then marked complete.
    cpSync(join(built, "dist"), dist, { recursive: true });
    rmSync(join(dist, BUILD_COMPLETE));
    writeFileSync(
      aboutFile,
      readFileSync(aboutFile, "utf8").replace("</main>", "<p>Rebuilt</p></main>"),
    );
    await new Promise((done) => setTimeout(done, 200));
    expect((await get("/about")).body).not.toContain("Rebuilt");
    markBuildComplete(dist);
    await expect
      .poll(async () => (await get("/about")).body, { timeout: 5000 })
      .toContain("Rebuilt");
  });

  it("answers a page that vanishes from the served build with the not-found page, and keeps serving", async () => {
    const serving = join(root, ".build/serving");
    const [own] = readdirSync(serving);
    const builds = readdirSync(join(serving, own));
    for (const build of builds)
      rmSync(join(serving, own, build, "services"), { recursive: true, force: true });
    expect((await get("/services/washer-repair")).status).toBe(404);
    await stillServing();
  });

  it("serves public/ as it is, .well-known/ included, and no other folder whose name starts with a dot", async () => {
    const fixtureFile = join(EVERY_SECTION, "public/.well-known/security.txt");
    const answer = await get("/.well-known/security.txt");
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(readFileSync(fixtureFile, "latin1"));
    writeFileSync(join(dist, ".hidden"), "not for visitors");
    expect((await get("/.hidden")).status).toBe(404);
    expect((await get("/.well-known/../.hidden")).status).toBe(404);
  });

  it("sends a page's former address on to the page, permanently, in every language", async () => {
    // The fixture's coupon page was at /special-offer (its formerPaths).
    for (const [from, to] of [
      ["/special-offer", "/coupon-25-off"],
      ["/special-offer/", "/coupon-25-off"],
      ["/ar/special-offer", "/ar/coupon-25-off"],
    ]) {
      const { status, headers } = await get(from);
      expect(status, from).toBe(301);
      expect(headers.location, from).toBe(to);
      expect(headers["content-security-policy"], from).toBeDefined();
    }
    expect(readFileSync(join(dist, "_redirects"), "utf8")).toContain(
      "/special-offer /coupon-25-off 301",
    );
    expect((await get("/special-offers")).status).toBe(404);
  });

  it("refuses any file asked for as a service worker, which would take over the site's pages", async () => {
    const asWorker = (path: string) =>
      raw(`GET ${path} HTTP/1.1\r\nHost: x\r\nService-Worker: script\r\nConnection: close\r\n\r\n`);
    const script = readdirSync(join(dist, "assets")).find((name) => name.endsWith(".js"))!;
    for (const path of [`/assets/${script}`, "/", "/no-such-file.js"]) {
      const { status, headers } = await asWorker(path);
      expect(status, path).toBe(403);
      expect(headers["service-worker-allowed"], path).toBeUndefined();
    }
    expect((await get(`/assets/${script}`)).status).toBe(200);
  });

  it("does not serve the files meant for the server and static hosts", async () => {
    for (const path of [
      "/_headers",
      "/_redirects",
      `/${BUILD_COMPLETE}`,
      "/_lead-payload.schema.json",
      "/_outbox.json",
      "/.vite/manifest.json",
    ])
      expect((await get(path)).status, path).toBe(404);
  });

  it("sends the site's security headers with pages, API answers, refusals and errors alike", async () => {
    const expected = parseHeadersFile(readFileSync(join(dist, "_headers"), "utf8"));
    expect(Object.keys(expected)).toContain("Content-Security-Policy");
    const answers = [
      await get("/"),
      await get("/no-such-page"),
      await get("//["),
      await raw("HELLO\r\n\r\n"),
      await raw(`DELETE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      await raw(`GET ${OUTBOX_PATH} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      await postLead("{}"),
      await postLead("{}", "Content-Type: text/plain\r\n"),
      await postLead("x".repeat(200 * 1024)),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 404, 404, 400, 405, 405, 400, 415, 413]);
    for (const answer of answers)
      for (const [name, value] of Object.entries(expected))
        expect(answer.headers[name.toLowerCase()], `${answer.status} ${name}`).toBe(value);
  });
});

describe("the server's lead endpoint", () => {
  it("keeps a lead the site's own form sends, and refuses one it would not send, naming the field", async () => {
    const before = leadFiles().length;
    expect((await postLead(serviceRequest())).status).toBe(200);
    expect(leadFiles().length).toBe(before + 1);
    const refused = await postLead(serviceRequest({ appliance: "jet-ski" }));
    expect([refused.status, refused.body]).toEqual([
      400,
      "The lead is not one this site's forms send: template_params.appliance is not a choice this site's forms offer",
    ]);
    expect(leadFiles().length).toBe(before + 1);
  });

  it("answers a body far over the limit with the provider's 413, without reading it all", async () => {
    const { status, body } = await postLead("x".repeat(5 * 1024 * 1024));
    expect(status).toBe(413);
    expect(body).toMatch(/^Request Entity Too Large\. The largest request accepted is \d+Kb$/);
  });

  it("answers 413 as soon as a body is declared over the limit, before it is sent, and closes the connection", async () => {
    const answer = await new Promise<string>((done) => {
      const socket = connect(port, "127.0.0.1", () =>
        socket.write(
          `POST ${OUTBOX_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n{"a":"`,
        ),
      );
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString("latin1")));
      socket.on("error", () => {});
      socket.on("close", () => done(text));
      // The sender sends no more: the answer must not wait for the 50 MB.
      setTimeout(() => socket.destroy(), 4_000);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    await stillServing();
  });

  it("refuses a lead nested too deeply to read, under the size limit, and keeps serving", async () => {
    const nested = serviceRequest().replace(
      /"name":"[^"]*"/,
      `"name":${"[".repeat(20_000)}${"]".repeat(20_000)}`,
    );
    expect((await postLead(nested)).status).toBe(400);
    await stillServing();
  });

  it("logs each lead as one JSON line whose fields cannot write to the terminal", async () => {
    const name = "Eve\r\nLead received: Service Request from Mallory\u001b[2J\u009b31m\u202e";
    expect((await postLead(serviceRequest({ name }))).status).toBe(200);
    // pino ends each line with a newline, and nothing else in it may break or colour it.
    const written = logged.findLast((l) => l.includes("Lead received"))!;
    expect(written.endsWith("\n")).toBe(true);
    const line = written.slice(0, -1);
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
    const entry = JSON.parse(line);
    expect(entry.msg).toMatch(
      /^Lead received: Service Request from Eve\\u000d\\u000aLead received: Service Request from Mallory\\u001b\[2J\\u009b31m\\u202e, 613 555 0100/,
    );
    expect(entry.lead.file).toMatch(/\.json$/);
  });

  it("holds one address to its leads a minute with the provider's 429, before reading the lead", async () => {
    let status = 0;
    for (let i = 0; i < 20 && status !== 429; i++) ({ status } = await postLead(serviceRequest()));
    const refused = await postLead(serviceRequest());
    expect([refused.status, refused.body]).toEqual([
      429,
      "Too Many Requests. Please wait a minute before sending again",
    ]);
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    expect(logged.some((l) => l.includes("sent more than its leads a minute"))).toBe(true);
    await stillServing();
    expect(existsSync(outbox)).toBe(true);
  });
});

describe("a copied dist/", () => {
  it("runs alone: the lead limit and the forms come from the files the build left beside the pages", async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), "copied-dist-"));
    const copied = join(elsewhere, "site");
    cpSync(join(built, "dist"), copied, { recursive: true });
    writeFileSync(join(copied, "_outbox.json"), JSON.stringify({ maxRequestBytes: 1024 }));
    const alone = await createSiteServer({
      distDir: copied,
      outbox: { dir: join(elsewhere, "outbox") },
      logStream: { write: () => {} },
      watchMs: 0,
    });
    try {
      const post = (payload: string) =>
        alone.inject({
          method: "POST",
          url: OUTBOX_PATH,
          headers: { "content-type": "application/json" },
          payload,
        });
      expect((await post(serviceRequest())).statusCode).toBe(200);
      const long = await post(serviceRequest({ message: "Please call. ".repeat(100) }));
      expect([long.statusCode, long.body]).toEqual([
        413,
        "Variables size limit. The maximum allowed variables size is 1Kb",
      ]);
      const refused = await post(serviceRequest({ appliance: "jet-ski" }));
      expect(refused.statusCode).toBe(400);
    } finally {
      await alone.close();
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

/**
 * A server of its own for one describe block, on the shared build with its own outbox and
 * options, logging nothing; `send` writes a raw request to it and gives the status it answers.
 */
function quietServer(
  options: Omit<Parameters<typeof createSiteServer>[0], "distDir" | "outbox"> & {
    limits: Partial<OutboxLimits>;
  },
) {
  let server: FastifyInstance;
  let serverPort: number;
  let serverOutbox: string;
  beforeAll(async () => {
    serverOutbox = mkdtempSync(join(tmpdir(), "server-outbox-"));
    const { limits, ...rest } = options;
    server = await createSiteServer({
      distDir: join(built, "dist"),
      outbox: { dir: serverOutbox, limits },
      logStream: { write: () => {} },
      watchMs: 0,
      ...rest,
    });
    await server.listen({ port: 0, host: "127.0.0.1" });
    serverPort = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(serverOutbox, { recursive: true, force: true });
  });
  return {
    port: () => serverPort,
    openConnections: () =>
      new Promise<number>((done) => server.server.getConnections((_, count) => done(count))),
    send: (request: string) =>
      new Promise<number>((resolve) => {
        const socket = connect(serverPort, "127.0.0.1", () => socket.write(request));
        let text = "";
        socket.on("data", (chunk) => (text += chunk.toString("latin1")));
        socket.on("error", () => {});
        socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)));
      }),
  };
}

/** A lead of the fixture's form, from `address` as X-Forwarded-For says it. */
const leadFrom = (address: string) => {
  const body = serviceRequest();
  return `POST ${OUTBOX_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-Forwarded-For: ${address}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
};

describe("behind a proxy, with TRUST_PROXY=true", () => {
  const proxied = quietServer({
    limits: { leadsPerMinute: 2 },
    trustProxy: trustProxySetting("true").setting,
  });

  it("counts a client by the address its proxy saw, whatever addresses the client writes before it", async () => {
    // As nginx passes it on: the X-Forwarded-For the client wrote, then the client's real address.
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++)
      statuses.push(await proxied.send(leadFrom(`10.9.9.${i}, 192.0.2.7`)));
    expect(statuses).toEqual([200, 200, 429, 429]);
  });
});

describe("the server under a flood and a slow client", () => {
  const flooded = quietServer({
    limits: { allLeadsPerMinute: 2 },
    trustProxy: "127.0.0.1",
    headersTimeoutMs: 500,
  });
  const send = flooded.send;
  const from = (address: string) => ({
    page: (path: string) =>
      send(
        `GET ${path} HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: ${address}\r\nConnection: close\r\n\r\n`,
      ),
    lead: () => send(leadFrom(address)),
  });

  it("past the ceiling of leads a minute from everyone, lets through a visitor who loaded a page and its stylesheet, not an address that did not", async () => {
    for (const n of [1, 2]) expect(await from(`203.0.113.${n}`).lead()).toBe(200);
    expect(await from("203.0.113.99").lead()).toBe(429);
    const html = readFileSync(join(built, "dist", "contact", "index.html"), "utf8");
    const stylesheet = /<link rel="stylesheet"[^>]* href="([^"]+)"/.exec(html)![1];
    const visitor = from("198.51.100.5");
    expect(await visitor.page("/contact")).toBe(200);
    expect(await visitor.page(stylesheet)).toBe(200);
    expect(await visitor.lead()).toBe(200);
    // A page asked for with HEAD, or its HTML alone, is not a visit.
    const head = from("198.51.101.5");
    expect(
      await send(
        `HEAD /contact HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 198.51.101.5\r\nConnection: close\r\n\r\n`,
      ),
    ).toBe(200);
    expect(await head.lead()).toBe(429);
    const bare = from("198.51.102.5");
    expect(await bare.page("/contact")).toBe(200);
    expect(await bare.lead()).toBe(429);
    // A file that is not a page (robots.txt, a picture, a script) is not a page read.
    const other = from("198.51.100.6");
    expect(await other.page("/robots.txt")).toBe(200);
    expect(await other.lead()).toBe(429);
  });

  it("closes a connection whose headers do not arrive in time, within a second of the limit", async () => {
    const started = performance.now();
    const status = await new Promise<number>((resolve) => {
      const socket = connect(flooded.port(), "127.0.0.1", () =>
        socket.write("GET / HTTP/1.1\r\nHost: x\r\n"),
      );
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString("latin1")));
      socket.on("error", () => {});
      socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)));
    });
    expect(status).toBe(408);
    expect(performance.now() - started).toBeLessThan(2_500);
  });
});

describe("the server's connections", () => {
  const limited = quietServer({
    limits: {},
    maxConnections: 10,
    connectionsPerClient: 4,
    answerTimeoutMs: 1000,
  });
  /** A connection from `localAddress` that sends part of its headers and waits; resolves with it and what it is answered. */
  const holding = (localAddress: string) =>
    new Promise<{ socket: Socket; answer: Promise<string> }>((ready) => {
      const socket = connect({ port: limited.port(), host: "127.0.0.1", localAddress });
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString("latin1")));
      socket.on("error", () => {});
      const answer = new Promise<string>((done) => socket.on("close", () => done(text)));
      socket.on("connect", () => {
        socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
        ready({ socket, answer });
      });
    });

  it("answers 503 with Retry-After before its table is full, rather than resetting visitors", async () => {
    const held = [];
    for (const address of ["127.0.0.2", "127.0.0.3", "127.0.0.4"])
      for (let n = 0; n < (address === "127.0.0.4" ? 2 : 4); n++) held.push(await holding(address));
    await new Promise((done) => setTimeout(done, 100));
    const probe = await holding("127.0.0.5");
    const answer = await probe.answer;
    held.forEach(({ socket }) => socket.destroy());
    expect(answer).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(answer).toMatch(/\r\nRetry-After: 5\r\n/);
  });

  it("cuts a client that reads its answers a byte at a time", async () => {
    while ((await limited.openConnections()) > 0) await new Promise((done) => setTimeout(done, 50));
    const socket = connect({ port: limited.port(), host: "127.0.0.1" });
    socket.on("error", () => {});
    // Hundreds of pages asked for at once on one connection and never read: the server's writes
    // stall as soon as the buffers between are full.
    socket.on("connect", () => {
      socket.pause();
      socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n".repeat(400));
    });
    const started = performance.now();
    await new Promise((done) => setTimeout(done, 300));
    expect(await limited.openConnections()).toBe(1);
    while ((await limited.openConnections()) > 0 && performance.now() - started < 5_000)
      await new Promise((done) => setTimeout(done, 100));
    socket.destroy();
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

describe("the server's connections, when one client holds most of them", () => {
  const crowded = quietServer({ limits: {}, maxConnections: 10, connectionsPerClient: 32 });

  it("lets a newcomer in by closing that client's oldest connection", async () => {
    const held: Socket[] = [];
    for (let n = 0; n < 10; n++) {
      const socket = connect({
        port: crowded.port(),
        host: "127.0.0.1",
        localAddress: "127.0.0.2",
      });
      socket.on("error", () => {});
      socket.on("connect", () => socket.write("GET / HTTP/1.1\r\nHost: x\r\n"));
      held.push(socket);
    }
    await new Promise((done) => setTimeout(done, 200));
    const closed = held.filter((socket) => socket.destroyed).length;
    const status = await new Promise<number>((done) => {
      const socket = connect({
        port: crowded.port(),
        host: "127.0.0.1",
        localAddress: "127.0.0.5",
      });
      let text = "";
      socket.on("connect", () =>
        socket.write("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
      );
      socket.on("data", (chunk) => (text += chunk.toString("latin1")));
      socket.on("error", () => {});
      socket.on("close", () => done(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)));
    });
    held.forEach((socket) => socket.destroy());
    expect(closed).toBe(0);
    expect(status).toBe(200);
  });
});
