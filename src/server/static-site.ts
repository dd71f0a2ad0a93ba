// The built site's files, as a static host serves them: /about, /about/ and /about/index.html are
// one page; hashed assets are cached for a year, pages asked for again each time; a missing page
// gets the 404 page of its language. Files for the server (dotfiles, _headers, the lead schema,
// the compressed copies by name) are never sent. @fastify/static sends the files (ranges, ETags,
// HEAD, and the .br and .gz npm run build leaves beside each text file).
import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, relative, sep } from "node:path";
import { languagePrefixOf } from "../site/shared/localized-path.ts";
import { CACHING } from "./headers-file.ts";
import { BUILD_COMPLETE } from "./served-build.ts";
import { LEAD_PAYLOAD_SCHEMA, OUTBOX_SETTINGS } from "./outbox/outbox.ts";
import { answer, notAllowed } from "./security-headers.ts";
import { parseRedirectsFile } from "./redirects-file.ts";

/** The file of the build that names each page's former addresses (scripts/hosting.ts). */
const REDIRECTS = "_redirects";

/** The redirects of the build at `root`, read again only when the file changes: a page's former addresses, and where it is now. */
const redirectsOf = (() => {
  const read = new Map<string, { stamp: number; moved: Map<string, string> }>();
  return (root: string): Map<string, string> => {
    const file = join(root, REDIRECTS);
    const stamp = existsSync(file) ? statSync(file).mtimeMs : 0;
    let known = read.get(root);
    if (known?.stamp !== stamp) {
      const moved = stamp
        ? parseRedirectsFile(readFileSync(file, "utf8"))
        : new Map<string, string>();
      read.set(root, (known = { stamp, moved }));
    }
    return known.moved;
  };
})();

/** The one folder whose name starts with a dot that is served: /.well-known/ (security.txt and the like, from public/). */
const WELL_KNOWN = ".well-known";
/** Files in dist/ that are for the server or static hosts, not for visitors. */
const NOT_SERVED = new Set([
  "_headers",
  REDIRECTS,
  BUILD_COMPLETE,
  LEAD_PAYLOAD_SCHEMA,
  OUTBOX_SETTINGS,
]);
/** The compressed copies beside the files; asked for by name, they are not pages. */
const COMPRESSED_COPY = /\.(br|gz)$/;

export interface StaticSiteOptions {
  /** The folder of the build served now (it changes when a newer build is taken up). */
  root: () => string;
  /**
   * Told of each page (HTML) and stylesheet a client GETs (the outbox, to know visitors from a
   * flood: a browser asks for both, a HEAD or a bare request for the page is not a visit).
   */
  pageLoaded?: (address: string, what: "page" | "stylesheet") => void;
}

/** The path of a request target, or undefined when it is no address at all (such as "//:99999/"). */
export function pathOf(url: string): string | undefined {
  try {
    return new URL(`http://localhost${url.startsWith("/") ? "" : "/"}${url}`).pathname;
  } catch {
    return undefined;
  }
}

/** The file a path means in the build at `root`, relative to it; undefined when there is none. */
function fileFor(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
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
}

/** Nothing whose name starts with a dot (.vite/, .build-complete), except what public/ puts under .well-known/. */
const isServed = (file: string) =>
  !NOT_SERVED.has(file) &&
  !COMPRESSED_COPY.test(file) &&
  !file.split(sep).some((part, i) => part.startsWith(".") && !(i === 0 && part === WELL_KNOWN));

const cachingOf = (file: string) =>
  file.startsWith(`assets${sep}`)
    ? CACHING.assets
    : extname(file) === ".html"
      ? CACHING.pages
      : CACHING.other;

const serveSite: FastifyPluginAsync<StaticSiteOptions> = async (
  app,
  { root, pageLoaded = () => {} },
) => {
  await app.register(fastifyStatic, {
    root: root(),
    serve: false,
    cacheControl: false,
    dotfiles: "ignore",
    etag: true,
    lastModified: true,
    index: false,
    preCompressed: true,
  });

  const sendPage = (reply: FastifyReply, file: string, status: number) => {
    if (reply.request.method === "GET" && status === 200) {
      const kind = extname(file);
      if (kind === ".html" || kind === ".css")
        pageLoaded(reply.request.ip, kind === ".html" ? "page" : "stylesheet");
    }
    const options = file.startsWith(WELL_KNOWN + sep) ? { dotfiles: "allow" as const } : {};
    return reply
      .code(status)
      .header("Cache-Control", cachingOf(file))
      .sendFile(file, root(), options);
  };
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const lang = languagePrefixOf(pathOf(request.url) ?? "/");
    const localized = lang ? join(lang, "404.html") : undefined;
    const page = localized && existsSync(join(root(), localized)) ? localized : "404.html";
    return existsSync(join(root(), page))
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
      // The site registers no service worker: a script asked for as one would take over its pages.
      if (request.headers["service-worker"] === "script") return answer(reply, 403, "Forbidden");
      const movedTo = redirectsOf(root()).get(pathname.replace(/(.)\/$/, "$1"));
      if (movedTo) return reply.header("Cache-Control", CACHING.pages).redirect(movedTo, 301);
      const file = fileFor(root(), pathname);
      return file && isServed(file) ? sendPage(reply, file, 200) : notFound(request, reply);
    },
  });
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
};

/** A plugin of the whole server: its not-found handler answers every address no route takes. */
export const staticSite = fp(serveSite, { name: "static-site", fastify: "5.x" });
