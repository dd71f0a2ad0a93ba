// Serves the built site from dist/ at http://127.0.0.1:4173 (PORT and HOST override):
// compressed responses, long caching for hashed assets, short for HTML, a real 404 page.
import { createServer, type IncomingMessage, type ServerResponse, type Server } from "node:http";
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, resolve, sep } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { pathToFileURL } from "node:url";
import { languagePrefixOf } from "../src/site/localized-path.ts";
import { CACHING, parseHeadersFile } from "./hosting.ts";
import { configuredMaxRequestBytes, createOutbox, OUTBOX_PATH, prepareOutbox, printable, type OutboxOptions } from "./outbox.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".txt", ".xml"]);

export interface SiteServerOptions {
  distDir: string;
  /** Accept leads at POST /api/v1.0/email/send and keep them in this outbox. */
  outbox?: OutboxOptions;
}

type Encoded = { body: Buffer; encoding?: "br" | "gzip" };

export function createSiteServer({ distDir, outbox }: SiteServerOptions): Server {
  const root = resolve(distDir);
  const cache = new Map<string, Encoded>();
  // The same security headers a static host gets from dist/_headers (written by npm run build), on every answer.
  const headersFile = join(root, "_headers");
  const security = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, "utf8")) : {};
  const acceptLead = outbox ? createOutbox({ headers: security, ...outbox }) : undefined;
  const plain = (res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}) => {
    if (res.headersSent) return void res.destroy();
    res.writeHead(status, { ...security, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", ...extra });
    res.end(text);
  };

  const encode = (file: string, accept: string): Encoded => {
    const raw = readFileSync(file);
    if (!COMPRESSIBLE.has(extname(file)) || raw.length < 512) return { body: raw };
    const encoding = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : undefined;
    if (!encoding) return { body: raw };
    const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
    if (!cache.has(key)) {
      const body = encoding === "br" ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(raw, { level: 9 });
      cache.set(key, { body, encoding });
    }
    return cache.get(key)!;
  };

  /** /about, /about/ and /about/index.html all mean the same page. */
  const fileFor = (pathname: string): string | undefined => {
    const safe = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, "");
    const base = join(root, safe);
    if (base !== root && !base.startsWith(root + sep)) return undefined;
    for (const candidate of [base, join(base, "index.html")]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    return undefined;
  };

  const send = (req: IncomingMessage, res: ServerResponse, file: string, status: number) => {
    const ext = extname(file);
    const { body, encoding } = encode(file, String(req.headers["accept-encoding"] ?? ""));
    const isHashed = file.startsWith(join(root, "assets") + sep);
    res.writeHead(status, {
      "Content-Type": TYPES[ext] ?? "application/octet-stream",
      "Content-Length": body.length,
      ...security,
      "Cache-Control": isHashed ? CACHING.assets : ext === ".html" ? CACHING.pages : CACHING.other,
      Vary: "Accept-Encoding",
      "X-Content-Type-Options": "nosniff",
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    let pathname: string;
    try {
      // A request line such as "GET //:99999/" is no address at all.
      pathname = new URL(`http://localhost${(req.url ?? "/").startsWith("/") ? "" : "/"}${req.url ?? "/"}`).pathname;
    } catch {
      return plain(res, 400, "Bad Request");
    }
    if (acceptLead && pathname === OUTBOX_PATH) {
      if (req.method === "POST") return void acceptLead(req, res);
      return plain(res, 405, "Method Not Allowed", { Allow: "POST" });
    }
    if (req.method !== "GET" && req.method !== "HEAD") return plain(res, 405, "Method Not Allowed", { Allow: "GET, HEAD" });
    let file: string | undefined;
    try {
      file = fileFor(pathname);
    } catch {
      file = undefined;
    }
    if (file && !file.startsWith(join(root, ".vite")) && file !== headersFile) return send(req, res, file, 200);
    const lang = languagePrefixOf(pathname);
    const localized = lang ? join(root, lang, "404.html") : undefined;
    send(req, res, localized && existsSync(localized) ? localized : join(root, "404.html"), 404);
  };

  // Whatever goes wrong with one request (a file removed by a rebuild while it was read, no file
  // descriptors left) is answered, and the server goes on serving the others.
  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "EISDIR") return plain(res, 404, "Not Found");
      if (code === "EMFILE" || code === "ENFILE") return plain(res, 503, "Busy, please try again", { "Retry-After": "1" });
      console.error(`Could not answer ${printable(req.method)} ${printable(req.url)}:`, error);
      plain(res, 500, "Internal Server Error");
    }
  });
  return server;
}

export function startServer(): Server {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? "127.0.0.1";
  const distDir = resolve(process.env.DIST_DIR ?? "dist");
  const outboxDir = resolve(process.env.OUTBOX_DIR ?? "outbox");
  if (outboxDir === distDir || outboxDir.startsWith(distDir + sep)) throw new Error(`OUTBOX_DIR (${outboxDir}) is inside the served folder ${distDir}. Choose a folder outside it, so leads are never served.`);
  const outbox = { dir: outboxDir, maxRequestBytes: configuredMaxRequestBytes(process.cwd()) };
  let removed: number;
  try {
    ({ removed } = prepareOutbox(outboxDir));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  if (removed) console.log(`Removed ${removed} half-written file(s) a stopped server left in ${outboxDir}; every lead it answered OK is whole.`);
  return createSiteServer({ distDir, outbox }).listen(port, host, () => {
    console.log(`Serving ${distDir} at http://${host}:${port}`);
    console.log(`Leads sent to this server's outbox are kept in ${outboxDir}`);
  });
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1])).href) startServer();
