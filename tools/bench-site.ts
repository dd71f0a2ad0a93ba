// What every part of npm run bench:server shares: the site it benches (a copy of dist/ in a scratch
// folder, with the lead schema and a photo to send), npm start's server on it as its own process,
// a visitor's address of its own for each lead, and the printed rows.
import sharp from "sharp";
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BUILD_COMPLETE } from "../src/server/served-build.ts";
import { LEAD_PAYLOAD_SCHEMA } from "../src/server/outbox/outbox.ts";
import type { PayloadSchema } from "./bench-lead.ts";
import { startServerProcess, type ServerProcess } from "./server-process.ts";

const PHOTO_URL_BYTES = 40 * 1024;

/** The site the bench runs on, and where it works. */
export interface BenchSite {
  /** The project, whose dist/ is benched. */
  root: string;
  /** The scratch folder, removed at the end. */
  work: string;
  /** The copy of dist/ the servers serve. */
  dist: string;
  schema: PayloadSchema;
  photo: { url: string; jpeg: Buffer };
  /** The stylesheet the contact page links, which a browser loads with it. */
  stylesheet: string;
  /** The server's variables to serve the copy, with its outbox in `outbox`. */
  env: (outbox: string) => Record<string, string>;
}

/** A JPEG whose data URL is close to `bytes`. */
async function photoOf(bytes: number): Promise<{ url: string; jpeg: Buffer }> {
  for (let side = 160; ; side += 8) {
    const noise = Buffer.from(
      Array.from({ length: side * side * 3 }, (_, i) => (i * 7919 + ((i * i) % 251)) & 255),
    );
    const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 80 })
      .toBuffer();
    const url = `data:image/jpeg;base64,${jpeg.toString("base64")}`;
    if (url.length >= bytes) return { url, jpeg };
  }
}

/** Builds the site when dist/ holds no complete build, then copies it into a scratch folder. */
export async function prepareBench(): Promise<BenchSite> {
  const root = process.cwd();
  if (!existsSync(join(root, "dist", BUILD_COMPLETE))) {
    console.log("No complete build in dist/; building the site first (npm run build).");
    if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
  }
  const work = mkdtempSync(join(tmpdir(), "bench-server-"));
  const dist = join(work, "dist");
  cpSync(join(root, "dist"), dist, { recursive: true });
  const schema: PayloadSchema = JSON.parse(readFileSync(join(dist, LEAD_PAYLOAD_SCHEMA), "utf8"));
  const photo = await photoOf(PHOTO_URL_BYTES);
  const contact = readFileSync(join(dist, "contact", "index.html"), "utf8");
  const stylesheet = /<link rel="stylesheet"[^>]* href="([^"]+)"/.exec(contact)?.[1] ?? "/";
  const env = (outbox: string) => ({
    DIST_DIR: dist,
    OUTBOX_DIR: outbox,
    TRUST_PROXY: "127.0.0.1",
  });
  return { root, work, dist, schema, photo, stylesheet, env };
}

/** The server as its own process; a bench cannot go on without it. */
export async function startServer(
  env: Record<string, string>,
  descriptors?: number,
  startMs?: number,
): Promise<ServerProcess & { lines: () => string[] }> {
  // The bench plays a hundred visitors from this one address: each may hold its own connections.
  const server = await startServerProcess({
    env: { CONNECTIONS_PER_CLIENT: "1000", ...env },
    descriptors,
    startMs,
  });
  if (!server.origin) throw new Error(`The server did not start:\n${server.output()}`);
  return { ...server, lines: () => server.output().split("\n").filter(Boolean) };
}

let address = 0;
/** A visitor's address of its own for each lead. */
export const nextAddress = () => (
  address++,
  `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`
);

/** The status a page is answered with, or 0 when there is no answer within 3 s. */
export const pageStatus = (origin: string) =>
  fetch(origin, { signal: AbortSignal.timeout(3000) }).then(
    (r) => r.status,
    () => 0,
  );

export const row = (label: string, value: string) => console.log(`  ${label.padEnd(52)} ${value}`);
