// The security headers a static host gets from dist/_headers, on every answer the server gives,
// errors included. A plugin of the whole server (fastify-plugin), so its hook and `answer` reach
// every route; without it (npm run dev's lead route) answers carry no site headers.
import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** The served build's security headers at a path (every page's when none is given), as its _headers file gives them. */
    siteHeaders: (path?: string) => Record<string, string>;
  }
}

export interface SecurityHeadersOptions {
  /** The headers of the build being served now at a path; asked at each request, as a new build may change them. */
  headers: (path?: string) => Record<string, string>;
}

export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app, { headers }) => {
    app.decorate("siteHeaders", headers);
    app.addHook("onRequest", async (request, reply) => {
      reply.headers(headers(request.url.split("?")[0]));
    });
  },
  { name: "security-headers", fastify: "5.x" },
);

/** A short plain-text answer (an error, a refusal, the outbox's OK), never cached, with the site's headers. */
export function answer(
  reply: FastifyReply,
  status: number,
  text: string,
  extra: Record<string, string> = {},
) {
  const site = reply.server.hasDecorator("siteHeaders") ? reply.server.siteHeaders() : {};
  return reply
    .code(status)
    .headers({
      ...site,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      ...extra,
    })
    .send(text);
}

/** A handler answering 405 with the methods an address takes. */
export const notAllowed = (allow: string) => (_request: FastifyRequest, reply: FastifyReply) =>
  answer(reply, 405, "Method Not Allowed", { Allow: allow });
