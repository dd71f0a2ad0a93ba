// POST /api/v1.0/email/send: the outbox's route, the same in npm start and npm run dev. The body
// is read as bytes whatever its type and judged by the outbox (outbox/), which answers as the
// e-mail provider would; @fastify/rate-limit holds each client to a few leads a minute first.
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { STATUS_CODES } from "node:http";
import { printable } from "../site/check/terminal-text.ts";
import { addressGroup } from "./outbox/limits.ts";
import { OUTBOX_PATH, type Outbox } from "./outbox/outbox.ts";
import { siteHosts } from "./outbox/parsing.ts";
import { tooLargeText } from "./outbox/refusal.ts";
import { refusalLog } from "./refusals.ts";
import { answer, notAllowed } from "./security-headers.ts";

export interface LeadRouteOptions {
  outbox: Outbox;
  /** Leads one client may send in a minute. */
  leadsPerMinute: number;
  /** Whether X-Forwarded-For and X-Forwarded-Host are believed (TRUST_PROXY). */
  isBehindProxy: boolean;
  /** The largest body read at all (a lead's own limit is checked as it arrives); 1 MB by default. */
  readAtMostBytes?: number;
  /** Whether to tell the owner when leads arrive through a proxy that is not trusted (npm start, not dev). */
  warnOfProxy?: boolean;
}

/** Clients whose leads this minute are counted; the least recently seen are forgotten past it (about 100 bytes each). */
export const RATE_COUNTED_CLIENTS = 200_000;

/** What is dropped of a body over the limit after the 413, and for how long, before the connection is cut. */
const LINGER_BYTES = 8 * 1024 * 1024;
const LINGER_MS = 3_000;

/** The largest body read by default: a lead with its photo and the provider's envelope. */
const READ_AT_MOST_BYTES = 1024 * 1024;

type Scope = Parameters<FastifyPluginAsync>[0];
type Refusals = ReturnType<typeof refusalLog>;

/** Errors on the lead route answered in the provider's words; a 429 is logged as a refusal. */
function answerErrors(scope: Scope, outbox: Outbox, refusals: Refusals): void {
  scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "Could not answer a lead");
      return answer(reply, 500, "Internal Server Error");
    }
    if (status === 429)
      refusals.refused(
        429,
        { address: printable(request.ip) },
        `Lead refused: ${printable(request.ip)} sent more than its leads a minute`,
      );
    return answer(
      reply,
      status,
      status === 413 ? tooLargeText(outbox.maxBodyBytes()) : error.message || STATUS_CODES[status]!,
    );
  });
}

/** After an early answer: drops what the client still sends, up to LINGER_BYTES or LINGER_MS, then cuts the connection. */
function lingerThenCut(raw: FastifyRequest["raw"]): void {
  let dropped = 0;
  const cut = () => raw.socket.destroy();
  const timer = setTimeout(cut, LINGER_MS);
  timer.unref();
  raw.socket.once("close", () => clearTimeout(timer));
  raw.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) cut();
  });
}

/** The body read as bytes whatever its type, and judged by the outbox: it answers a wrong type with the provider's 415, as the form expects. */
function readBodies(scope: Scope, outbox: Outbox, readAtMostBytes: number): void {
  scope.removeAllContentTypeParsers();
  // A body declared over the limit is not read: the 413 is sent at once, and what the sender goes
  // on sending is dropped for a moment (as nginx's lingering close does), so that it sees the
  // answer rather than a reset connection, then the connection is cut.
  scope.addHook("onRequest", async (request, reply) => {
    const declared = Number(request.headers["content-length"] ?? 0);
    if (request.method !== "POST" || !(declared > outbox.maxBodyBytes())) return;
    lingerThenCut(request.raw);
    reply.header("Connection", "close");
    throw Object.assign(new Error(tooLargeText(outbox.maxBodyBytes())), { statusCode: 413 });
  });
  scope.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: readAtMostBytes },
    (_request, body, done) => done(null, body),
  );
}

/** Held to a few leads a minute per client, as the outbox counts them: an IPv6 /64 is one home. */
const rateLimit = (leadsPerMinute: number) => ({
  max: leadsPerMinute,
  timeWindow: 60_000,
  // The route's own store is made from these options, not the plugin's: the size is given here too.
  cache: RATE_COUNTED_CLIENTS,
  keyGenerator: (request: FastifyRequest) => addressGroup(request.ip),
  errorResponseBuilder: () =>
    Object.assign(new Error("Too Many Requests. Please wait a minute before sending again"), {
      statusCode: 429,
    }),
});

export const leadRoute: FastifyPluginAsync<LeadRouteOptions> = async (
  scope,
  {
    outbox,
    leadsPerMinute,
    isBehindProxy,
    readAtMostBytes = READ_AT_MOST_BYTES,
    warnOfProxy = true,
  },
) => {
  const refusals = refusalLog(scope.log);
  scope.addHook("onClose", async () => refusals.close());
  // Each client's count is kept for RATE_COUNTED_CLIENTS clients (the plugin's 5,000 by default):
  // fewer, and a flood of cheap requests from other addresses would reset one client's count.
  await scope.register(fastifyRateLimit, { global: false, cache: RATE_COUNTED_CLIENTS });
  answerErrors(scope, outbox, refusals);
  readBodies(scope, outbox, readAtMostBytes);

  let hasWarnedOfProxy = !warnOfProxy;
  scope.route({
    method: "POST",
    url: OUTBOX_PATH,
    config: { rateLimit: rateLimit(leadsPerMinute) },
    handler: async (request, reply) => {
      if (!isBehindProxy && request.headers["x-forwarded-for"] && !hasWarnedOfProxy) {
        hasWarnedOfProxy = true;
        request.log.warn(
          "Leads arrive through a reverse proxy (X-Forwarded-For), but TRUST_PROXY is not set: every visitor shares the proxy's limits. Set TRUST_PROXY to the proxy's address, such as 127.0.0.1 (DEPLOY.md).",
        );
      }
      const { status, text } = await outbox.receive({
        contentType: request.headers["content-type"],
        origin: request.headers.origin,
        hosts: siteHosts(request.headers, isBehindProxy),
        address: request.ip,
        body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
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
};
