// The site's server: Fastify with its own plugins. It serves the last complete build in a folder
// (served-build.ts) as a static host would (static-site.ts), with the site's security headers on
// every answer (security-headers.ts), compressed by @fastify/compress, and keeps the leads the
// site's forms send (lead-route.ts, outbox/). Everything it needs is in that folder, so a copied
// dist/ runs alone. No request, however malformed, and no file-system error stops it: each is
// answered. See docs/architecture.md, "The server".
import Fastify, { LogController, type FastifyInstance } from "fastify";
import fastifyCompress from "@fastify/compress";
import { existsSync, readFileSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { join } from "node:path";
import { printable } from "../site/check/terminal-text.ts";
import { connectionsFor, limitConnections, openFilesLimit } from "./connections.ts";
import { headersForPath, parseHeaderRules } from "./headers-file.ts";
import { leadRoute } from "./lead-route.ts";
import { DEFAULT_LIMITS } from "./outbox/limits.ts";
import { builtForms, createOutbox, type OutboxOptions } from "./outbox/outbox.ts";
import { answer, securityHeaders } from "./security-headers.ts";
import { ServedBuild } from "./served-build.ts";
import { staticSite } from "./static-site.ts";

export interface SiteServerOptions {
  distDir: string;
  /** Accept leads at POST /api/v1.0/email/send and keep them in this outbox. */
  outbox?: Omit<OutboxOptions, "log" | "forms">;
  /** Where pino writes its lines; standard output by default. */
  logStream?: { write(line: string): void };
  /** Which proxies' X-Forwarded-For and X-Forwarded-Host to believe (Fastify's trustProxy): addresses, a number of hops, or true. */
  trustProxy?: string | number | boolean;
  /** How often to look for a newer complete build in distDir, in ms (0: never). */
  watchMs?: number;
  /**
   * Connections one client (an IPv4 address or an IPv6 /64) may hold open at once; past it a new
   * one is closed at once. Not counted behind a trusted proxy, whose connections carry every
   * visitor: the proxy's own limit does that job there (DEPLOY.md).
   */
  connectionsPerClient?: number;
  /** How long a client may take to send a request's headers, in ms; slow clients must not hold connections. */
  headersTimeoutMs?: number;
  /**
   * Connections open at once, all clients together; past it a new one is answered 503 with
   * Retry-After and closed. By default what the process may open (ulimit -n) less a quarter kept
   * for the files it serves and the leads it writes, so the table is never full.
   */
  maxConnections?: number;
  /** How long an answer may take to be read, in ms: a client that reads a byte at a time is cut. */
  answerTimeoutMs?: number;
}

const ERRNO_ANSWERS: Record<string, [number, string]> = {
  ENOENT: [404, "Not Found"],
  ENOTDIR: [404, "Not Found"],
  EISDIR: [404, "Not Found"],
  ENAMETOOLONG: [404, "Not Found"],
  EMFILE: [503, "Busy, please try again"],
  ENFILE: [503, "Busy, please try again"],
  EAGAIN: [503, "Busy, please try again"],
};

/** An answer not read within `ms` (a client reading a byte at a time) has its connection cut. */
function cutSlowReaders(app: FastifyInstance, ms: number): void {
  app.addHook("onRequest", (_request, reply, done) => {
    const timer = setTimeout(() => reply.raw.destroy(), ms);
    timer.unref();
    reply.raw.once("close", () => clearTimeout(timer));
    done();
  });
}

/** A request so broken Node cannot parse it: answered on the socket, with the security headers too. */
function answerOnSocket(
  error: NodeJS.ErrnoException,
  socket: Socket,
  headers: Record<string, string>,
) {
  if (error.code === "ECONNRESET" || !socket.writable) return;
  // Headers that did not all arrive within headersTimeout: 408, as Node itself would answer.
  const status =
    error.code === "HPE_HEADER_OVERFLOW"
      ? 431
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? 408
        : 400;
  const body = STATUS_CODES[status]!;
  const lines = Object.entries({
    ...headers,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(body.length),
    Connection: "close",
  }).map(([name, value]) => `${name}: ${value}`);
  socket.end(`HTTP/1.1 ${status} ${body}\r\n${lines.join("\r\n")}\r\n\r\n${body}`);
}

/** What the server reads from a build besides its pages: the security headers and what its forms send. */
function buildSettings(root: string) {
  const file = join(root, "_headers");
  const rules = existsSync(file) ? parseHeaderRules(readFileSync(file, "utf8")) : [];
  return { headers: headersForPath(rules, "/"), rules, forms: builtForms(root) };
}

function fastifyFor({
  logStream,
  trustProxy,
  headersTimeoutMs = 10_000,
  onClientError,
}: Pick<SiteServerOptions, "logStream" | "trustProxy" | "headersTimeoutMs"> & {
  onClientError: (error: NodeJS.ErrnoException, socket: Socket) => void;
}): FastifyInstance {
  const app = Fastify({
    logger: { level: process.env.LOG_LEVEL ?? "info", ...(logStream ? { stream: logStream } : {}) },
    // Pages are not worth a line each; leads, refusals and errors are.
    logController: new LogController({ disableRequestLogging: true }),
    // A number of hops as proxy-addr counts them: the first `n` proxies in front of the server are believed.
    trustProxy:
      typeof trustProxy === "number"
        ? (_address: string, hop: number) => hop < trustProxy
        : (trustProxy ?? false),
    // The largest body: a lead with its photo and the provider's envelope, read only on the lead route.
    bodyLimit: 1024 * 1024,
    // Slow clients must not hold connections (and file descriptors) for ever.
    connectionTimeout: 60_000,
    // The whole request, body included: a lead with its photo is sent in well under this on a phone.
    requestTimeout: 20_000,
    keepAliveTimeout: 5_000,
    // Node looks for requests past headersTimeout and requestTimeout this often (30 s by default,
    // which let a slow client hold a connection three times as long as the limit).
    http: { connectionsCheckingInterval: 1_000 },
    frameworkErrors: (_error, _request, reply) => void answer(reply, 400, "Bad Request"),
    clientErrorHandler: onClientError,
    routerOptions: { maxParamLength: 1000 },
  });
  app.server.headersTimeout = headersTimeoutMs;
  return app;
}

/**
 * The site's server, ready to listen. It serves a snapshot of distDir taken when a build is
 * complete (served-build.ts), so `npm run build` may rewrite dist/ while it runs, and takes up a
 * newer complete build without a restart.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const { distDir, outbox, trustProxy, watchMs = 1000, connectionsPerClient = 32 } = options;
  let settings!: ReturnType<typeof buildSettings>;
  const app = fastifyFor({
    ...options,
    onClientError: (error, socket) => answerOnSocket(error, socket, settings?.headers ?? {}),
  });
  const total = options.maxConnections ?? connectionsFor(openFilesLimit());
  limitConnections(app.server, total, trustProxy ? undefined : connectionsPerClient);
  cutSlowReaders(app, options.answerTimeoutMs ?? 45_000);
  const build = new ServedBuild(distDir, {
    onSwitch: (id) => app.log.info({ build: id }, `Now serving the build ${id}`),
  });
  settings = buildSettings(build.root);

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const known = error.code ? ERRNO_ANSWERS[error.code] : undefined;
    if (known)
      return answer(reply, known[0], known[1], known[0] === 503 ? { "Retry-After": "1" } : {});
    if (error.statusCode && error.statusCode < 500)
      return answer(reply, error.statusCode, error.message || STATUS_CODES[error.statusCode]!);
    request.log.error(
      { err: error, method: printable(request.method), url: printable(request.url) },
      "Could not answer a request",
    );
    return answer(reply, 500, "Internal Server Error");
  });
  await app.register(securityHeaders, {
    headers: (path) => (path ? headersForPath(settings.rules, path) : settings.headers),
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    globalDecompression: false,
  });
  const leads = outbox && createOutbox({ ...outbox, forms: () => settings.forms, log: app.log });
  await app.register(staticSite, { root: () => build.root, pageLoaded: leads?.visited });
  if (leads) {
    app.addHook("onClose", async () => leads.close());
    if (settings.forms.missing.length)
      app.log.warn(
        `${settings.forms.missing.map((name) => join(distDir, name)).join(" and ")} missing, so leads are checked only as the provider checks them. Run npm run build.`,
      );
    await app.register(leadRoute, {
      outbox: leads,
      leadsPerMinute: outbox.limits?.leadsPerMinute ?? DEFAULT_LIMITS.leadsPerMinute,
      isBehindProxy: Boolean(trustProxy),
      readAtMostBytes: Math.max(1024 * 1024, leads.maxBodyBytes()),
    });
  }
  watchForBuilds(app, build, watchMs, () => (settings = buildSettings(build.root)));
  return app;
}

/** A newer complete build in dist/ is taken up without a restart; until then the old one is served. */
function watchForBuilds(
  app: FastifyInstance,
  build: ServedBuild,
  everyMs: number,
  onSwitch: () => void,
): void {
  if (everyMs > 0) {
    const timer = setInterval(() => {
      try {
        if (build.refresh()) onSwitch();
      } catch (error) {
        app.log.error(
          { err: error },
          "Could not take up the new build; still serving the one before",
        );
      }
    }, everyMs);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  }
  app.addHook("onClose", async () => build.close());
}

/**
 * The lead route alone, for npm run dev: the same route and outbox as npm start, fed with the
 * forms as the content is now. Vite's server hands it each request with `routing`. The developer
 * tries the forms again and again from one address, so no client is held to a few leads.
 */
export async function createLeadServer({
  dir,
  forms,
  logStream,
}: Pick<OutboxOptions, "dir" | "forms"> &
  Pick<SiteServerOptions, "logStream">): Promise<FastifyInstance> {
  const app = fastifyFor({ logStream, onClientError: () => {} });
  const outbox = createOutbox({ dir, forms, log: app.log, limits: { bytesPerHour: 1e9 } });
  app.addHook("onClose", async () => outbox.close());
  // npm run dev may sit behind a developer's own proxy: its forwarded host is taken as the site's.
  await app.register(leadRoute, {
    outbox,
    leadsPerMinute: 1e6,
    isBehindProxy: true,
    warnOfProxy: false,
  });
  await app.ready();
  return app;
}
