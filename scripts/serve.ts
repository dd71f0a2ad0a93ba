// Serves the built site at http://127.0.0.1:4173 (PORT and HOST override), with Fastify and its
// own plugins: @fastify/static sends the files (ranges, ETags, HEAD), @fastify/compress
// compresses them, @fastify/rate-limit holds each address to a few leads a minute, and pino
// writes one structured line per event. Long caching for hashed assets, short for pages, a real
// 404 page per language, and the site's security headers on every answer, errors included.
// No request, however malformed, and no file-system error stops it: each is answered.
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import fastifyStatic from "@fastify/static";
import pretty from "pino-pretty";
import fastifyCompress from "@fastify/compress";
import fastifyRateLimit from "@fastify/rate-limit";
import { existsSync, readFileSync, statSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import { finished } from "node:stream/promises";
import { isIP, type Socket } from "node:net";
import { extname, join, normalize, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { languagePrefixOf } from "../src/site/localized-path.ts";
import { LEAD_PAYLOAD_SCHEMA } from "../src/leads/payload-schema.ts";
import { CACHING, parseHeadersFile } from "./hosting.ts";
import {
  configuredMaxRequestBytes,
  createOutbox,
  DISCARD_AFTER_BYTES,
  siteHosts,
  OUTBOX_PATH,
  prepareOutbox,
  type OutboxOptions,
} from "./outbox.ts";
import {
  addressGroup,
  DEFAULT_LIMITS,
  limitsFromEnvironment,
  type OutboxLimits,
} from "./outbox-limits.ts";
import { printable } from "../src/site/terminal-text.ts";
import { BUILD_COMPLETE, ServedBuild } from "./served-build.ts";

export interface SiteServerOptions {
  distDir: string;
  /** Accept leads at POST /api/v1.0/email/send and keep them in this outbox. */
  outbox?: Omit<OutboxOptions, "log" | "payloadSchema">;
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
}

/** The one folder whose name starts with a dot that is served: /.well-known/ (security.txt and the like, from public/). */
const WELL_KNOWN = ".well-known";
/** Files in dist/ that are for the server or static hosts, not for visitors. */
const NOT_SERVED = new Set(["_headers", BUILD_COMPLETE, LEAD_PAYLOAD_SCHEMA]);
/** The compressed copies beside the files; asked for by name, they are not pages. */
const COMPRESSED_COPY = /\.(br|gz)$/;

const ERRNO_ANSWERS: Record<string, [number, string]> = {
  ENOENT: [404, "Not Found"],
  ENOTDIR: [404, "Not Found"],
  EISDIR: [404, "Not Found"],
  ENAMETOOLONG: [404, "Not Found"],
  EMFILE: [503, "Busy, please try again"],
  ENFILE: [503, "Busy, please try again"],
  EAGAIN: [503, "Busy, please try again"],
};

/**
 * Refused leads, logged so that a flood cannot flood the log: the first refusal of each status in
 * a minute is logged as it happens, the others are counted and told in one line when the minute
 * is over.
 */
export function refusalLog(
  log: { warn(fields: object, message: string): void },
  windowMs = 60_000,
) {
  let counts = new Map<number, number>();
  const flush = () => {
    const more = [...counts].filter(([, count]) => count > 1);
    if (more.length)
      log.warn(
        { refused: Object.fromEntries(more.map(([status, count]) => [status, count - 1])) },
        `Refused more leads in the last minute: ${more.map(([status, count]) => `${count - 1} more answered ${status}`).join(", ")}.`,
      );
    counts = new Map();
  };
  const timer = setInterval(flush, windowMs);
  timer.unref();
  return {
    refused(status: number, fields: object, message: string) {
      const count = (counts.get(status) ?? 0) + 1;
      counts.set(status, count);
      if (count === 1) log.warn({ status, ...fields }, message);
    },
    close() {
      clearInterval(timer);
      flush();
    },
  };
}

/**
 * TRUST_PROXY as Fastify's trustProxy takes it: "true" trusts every proxy, a whole number that
 * many hops in front of the server ("1": the reverse proxy on this machine), anything else a list
 * of proxies' addresses or ranges. A value that fits none of these is kept, with a warning.
 */
export function trustProxySetting(value: string | undefined): {
  setting: string | number | boolean;
  warning?: string;
} {
  const text = (value ?? "").trim();
  if (text === "" || text === "false") return { setting: false };
  if (text === "true") return { setting: true };
  if (/^\d+$/.test(text)) return { setting: Number(text) };
  const isAddress = (part: string) =>
    isIP(part.split("/")[0]) !== 0 && (!part.includes("/") || /^\d{1,3}$/.test(part.split("/")[1]));
  const parts = text.split(",").map((part) => part.trim());
  if (parts.every(isAddress)) return { setting: parts.join(",") };
  return {
    setting: text,
    warning: `TRUST_PROXY is "${text}", which is neither true, a number of proxies, nor a list of addresses such as 127.0.0.1 or 10.0.0.0/8: visitors may all share one limit. See DEPLOY.md.`,
  };
}

/**
 * The site's server, ready to listen. It serves a snapshot of distDir taken when a build is complete
 * (see served-build.ts), so `npm run build` may rewrite dist/ while it runs.
 */
export async function createSiteServer({
  distDir,
  outbox,
  logStream,
  trustProxy,
  watchMs = 1000,
  connectionsPerClient = 32,
  headersTimeoutMs = 10_000,
}: SiteServerOptions): Promise<FastifyInstance> {
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
    clientErrorHandler: (error, socket) => badRequest(error, socket),
    routerOptions: { maxParamLength: 1000 },
  });
  app.server.headersTimeout = headersTimeoutMs;
  if (!trustProxy) {
    const open = new Map<string, number>();
    app.server.on("connection", (socket: Socket) => {
      const client = addressGroup(socket.remoteAddress ?? "");
      const count = (open.get(client) ?? 0) + 1;
      if (count > connectionsPerClient) return void socket.destroy();
      open.set(client, count);
      socket.once("close", () => {
        const left = (open.get(client) ?? 1) - 1;
        if (left > 0) open.set(client, left);
        else open.delete(client);
      });
    });
  }
  const refusals = refusalLog(app.log);
  app.addHook("onClose", async () => refusals.close());
  const build = new ServedBuild(distDir, {
    onSwitch: (id) => app.log.info({ build: id }, `Now serving the build ${id}`),
  });
  const security = (): Record<string, string> => {
    const file = join(build.root, "_headers");
    return existsSync(file) ? parseHeadersFile(readFileSync(file, "utf8")) : {};
  };
  // The same security headers a static host gets from dist/_headers, on every answer.
  let headers = security();
  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(headers);
  });

  const answer = (
    reply: FastifyReply,
    status: number,
    text: string,
    extra: Record<string, string> = {},
  ) =>
    reply
      .code(status)
      .headers({
        ...headers,
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        ...extra,
      })
      .send(text);

  /** A request so broken Node cannot parse it: answered on the socket, with the security headers too. */
  const badRequest = (error: NodeJS.ErrnoException, socket: Socket) => {
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
  };

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const known = error.code ? ERRNO_ANSWERS[error.code] : undefined;
    if (known)
      return answer(reply, known[0], known[1], known[0] === 503 ? { "Retry-After": "1" } : {});
    if (error.statusCode && error.statusCode < 500) {
      if (error.statusCode === 429)
        refusals.refused(
          429,
          { address: printable(request.ip) },
          `Lead refused: ${printable(request.ip)} sent more than its leads a minute`,
        );
      return answer(
        reply,
        error.statusCode,
        error.statusCode === 413 && request.url === OUTBOX_PATH
          ? tooLarge
          : error.message || STATUS_CODES[error.statusCode]!,
      );
    }
    request.log.error(
      { err: error, method: printable(request.method), url: printable(request.url) },
      "Could not answer a request",
    );
    return answer(reply, 500, "Internal Server Error");
  });

  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    globalDecompression: false,
  });
  // npm run build leaves a .br and a .gz beside each text file (scripts/precompress.ts): they are
  // sent as they are; @fastify/compress only compresses what has none.
  await app.register(fastifyStatic, {
    root: build.root,
    serve: false,
    cacheControl: false,
    dotfiles: "ignore",
    etag: true,
    lastModified: true,
    index: false,
    preCompressed: true,
  });
  await app.register(fastifyRateLimit, { global: false });

  /** The file a path means in the served build: /about, /about/ and /about/index.html are one page. */
  const fileFor = (pathname: string): string | undefined => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    if (decoded.includes("\0")) return undefined;
    const root = build.root;
    const base = join(root, normalize(decoded).replace(/^([/\\])+/, ""));
    if (base !== root && !base.startsWith(root + sep)) return undefined;
    for (const candidate of [base, join(base, "index.html")]) {
      try {
        if (statSync(candidate).isFile()) return relative(root, candidate);
      } catch {
        // Not this one.
      }
    }
    return undefined;
  };
  // Nothing whose name starts with a dot (.vite/, .build-complete), except what public/ puts under .well-known/.
  const isServed = (file: string) =>
    !NOT_SERVED.has(file) &&
    !COMPRESSED_COPY.test(file) &&
    !file.split(sep).some((part, i) => part.startsWith(".") && !(i === 0 && part === WELL_KNOWN));

  /** Told of each page a client loads (the outbox, to know visitors from a flood). */
  let pageLoaded = (_address: string) => {};
  const sendPage = (reply: FastifyReply, file: string, status: number) => {
    const ext = extname(file);
    if (ext === ".html" && status === 200) pageLoaded(reply.request.ip);
    const caching = file.startsWith(`assets${sep}`)
      ? CACHING.assets
      : ext === ".html"
        ? CACHING.pages
        : CACHING.other;
    return reply
      .code(status)
      .header("Cache-Control", caching)
      .sendFile(file, build.root, file.startsWith(WELL_KNOWN + sep) ? { dotfiles: "allow" } : {});
  };

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const lang = languagePrefixOf(pathOf(request.url) ?? "/");
    const localized = lang ? join(lang, "404.html") : undefined;
    const page = localized && existsSync(join(build.root, localized)) ? localized : "404.html";
    return existsSync(join(build.root, page))
      ? sendPage(reply, page, 404)
      : answer(reply, 404, "Not Found");
  };

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    exposeHeadRoute: false,
    handler: (request, reply) => {
      const pathname = pathOf(request.url);
      if (pathname === undefined) return answer(reply, 400, "Bad Request");
      const file = fileFor(pathname);
      return file && isServed(file) ? sendPage(reply, file, 200) : notFound(request, reply);
    },
  });
  const notAllowed = (allow: string) => (_request: FastifyRequest, reply: FastifyReply) =>
    answer(reply, 405, "Method Not Allowed", { Allow: allow });
  app.route({
    method: ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"],
    url: "/*",
    handler: notAllowed("GET, HEAD"),
  });
  app.setNotFoundHandler((request, reply) =>
    request.method === "GET" || request.method === "HEAD"
      ? notFound(request, reply)
      : notAllowed("GET, HEAD")(request, reply),
  );

  let tooLarge = "Request Entity Too Large";
  if (outbox) {
    const schemaFile = join(build.root, LEAD_PAYLOAD_SCHEMA);
    const payloadSchema = existsSync(schemaFile)
      ? JSON.parse(readFileSync(schemaFile, "utf8"))
      : undefined;
    if (!payloadSchema)
      app.log.warn(
        `${join(distDir, LEAD_PAYLOAD_SCHEMA)} is missing, so leads are checked only as the provider checks them. Run npm run build.`,
      );
    const leads = createOutbox({ ...outbox, payloadSchema, log: app.log });
    pageLoaded = leads.visited;
    tooLarge = `Request Entity Too Large. The largest request accepted is ${Math.round(leads.maxBodyBytes / 1024)}Kb`;
    const leadsPerMinute = outbox.limits?.leadsPerMinute ?? DEFAULT_LIMITS.leadsPerMinute;
    let warnedOfProxy = false;
    await app.register(async (scope) => {
      // The body is read as bytes, whatever its type, and judged by the outbox: it answers a wrong
      // type with the provider's 415, as the form expects.
      scope.removeAllContentTypeParsers();
      // A body declared over the limit is read and dropped before the 413, so the sender sees the
      // answer and not a reset connection (a flood past DISCARD_AFTER_BYTES is cut off).
      scope.addHook("onRequest", async (request) => {
        const declared = Number(request.headers["content-length"] ?? 0);
        if (request.method !== "POST" || !(declared > leads.maxBodyBytes)) return;
        if (declared <= DISCARD_AFTER_BYTES) await finished(request.raw.resume()).catch(() => {});
        throw Object.assign(new Error(tooLarge), { statusCode: 413 });
      });
      scope.addContentTypeParser(
        "*",
        { parseAs: "buffer", bodyLimit: leads.maxBodyBytes },
        (_request, body, done) => done(null, body),
      );
      scope.route({
        method: "POST",
        url: OUTBOX_PATH,
        config: {
          rateLimit: {
            max: leadsPerMinute,
            timeWindow: 60_000,
            // One limit per client, as the outbox counts them: an IPv6 /64 is one home.
            keyGenerator: (request: FastifyRequest) => addressGroup(request.ip),
            errorResponseBuilder: () =>
              Object.assign(
                new Error("Too Many Requests. Please wait a minute before sending again"),
                { statusCode: 429 },
              ),
          },
        },
        handler: async (request, reply) => {
          if (!trustProxy && request.headers["x-forwarded-for"] && !warnedOfProxy) {
            warnedOfProxy = true;
            request.log.warn(
              "Leads arrive through a reverse proxy (X-Forwarded-For), but TRUST_PROXY is not set: every visitor shares the proxy's limits. Set TRUST_PROXY to the proxy's address, such as 127.0.0.1 (DEPLOY.md).",
            );
          }
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const { status, text } = await leads.receive({
            contentType: request.headers["content-type"],
            origin: request.headers.origin,
            hosts: siteHosts(request.headers, Boolean(trustProxy)),
            address: request.ip,
            body,
          });
          if (status >= 400)
            refusals.refused(
              status,
              { address: printable(request.ip) },
              `Lead refused (${status}): ${printable(text)}`,
            );
          return answer(reply, status, text);
        },
      });
      scope.route({
        method: ["GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"],
        url: OUTBOX_PATH,
        handler: notAllowed("POST"),
      });
    });
  }

  // A newer complete build in dist/ is taken up without a restart; until then the old one is served.
  if (watchMs > 0) {
    const timer = setInterval(() => {
      try {
        if (build.refresh()) headers = security();
      } catch (error) {
        app.log.error(
          { err: error },
          "Could not take up the new build; still serving the one before",
        );
      }
    }, watchMs);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  }
  app.addHook("onClose", async () => build.close());
  return app;
}

/** The path of a request target, or undefined when it is no address at all (such as "//:99999/"). */
function pathOf(url: string): string | undefined {
  try {
    return new URL(`http://localhost${url.startsWith("/") ? "" : "/"}${url}`).pathname;
  } catch {
    return undefined;
  }
}

/**
 * Where the server's log goes: one JSON object a line when no person reads it (systemd, a file, a
 * pipe), and readable lines in a terminal (pino-pretty). LOG_FORMAT=json or pretty chooses.
 */
export function logStreamFor(
  isTerminal: boolean | undefined,
  format = "",
  destination: NodeJS.WritableStream = process.stdout,
): SiteServerOptions["logStream"] {
  if (format === "json" || (format !== "pretty" && !isTerminal)) return undefined;
  return pretty({
    colorize: Boolean(isTerminal),
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname",
    singleLine: true,
    destination,
    sync: true,
  });
}

export async function startServer(): Promise<FastifyInstance> {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? "127.0.0.1";
  const distDir = resolve(process.env.DIST_DIR ?? "dist");
  const outboxDir = resolve(process.env.OUTBOX_DIR ?? "outbox");
  const fail = (message: string): never => {
    console.error(message);
    process.exit(1);
  };
  if (outboxDir === distDir || outboxDir.startsWith(distDir + sep))
    fail(
      `OUTBOX_DIR (${outboxDir}) is inside the served folder ${distDir}. Choose a folder outside it, so leads are never served.`,
    );
  let removed = 0;
  try {
    ({ removed } = prepareOutbox(outboxDir));
  } catch (error) {
    fail((error as Error).message);
  }
  let limits: Partial<OutboxLimits> = {};
  try {
    limits = limitsFromEnvironment();
  } catch (error) {
    fail((error as Error).message);
  }
  const proxy = trustProxySetting(process.env.TRUST_PROXY);
  const app = await createSiteServer({
    distDir,
    logStream: logStreamFor(process.stdout.isTTY, process.env.LOG_FORMAT),
    outbox: { dir: outboxDir, maxRequestBytes: configuredMaxRequestBytes(process.cwd()), limits },
    trustProxy: proxy.setting,
    connectionsPerClient: Number(process.env.CONNECTIONS_PER_CLIENT ?? 32),
  }).catch((error: Error) => fail(error.message));
  if (removed)
    app.log.info(
      { removed },
      `Removed ${removed} half-written file(s) and photo(s) of unfinished leads a stopped server left in ${outboxDir}; every lead it answered OK is whole.`,
    );
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  let address = "";
  try {
    address = await app.listen({ port, host });
  } catch (error) {
    fail(`Cannot listen on ${host}:${port}: ${(error as Error).message}. Set PORT to a free port.`);
  }
  if (proxy.warning) app.log.warn(proxy.warning);
  app.log.info(`Serving ${distDir} at ${address}`);
  app.log.info(`Leads sent to this server's outbox are kept in ${outboxDir}`);
  return app;
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await startServer();
