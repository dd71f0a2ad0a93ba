// Steps 2 and 3 of npm run build: Vite's two bundles, the browser's code and styles (into dist/)
// and the code that draws the pages (into .build/server/). Both are made from the engine alone:
// src/ with its plugins and packages, never a site's content or words, which the pages read as
// they are drawn. So a bundle is kept, under a hash of everything it is made from, and the next
// build with the same engine takes it as it is: after an owner's content edit, or for another site.
// public/ is copied into dist/ by this step, not by Vite, as it is the site's own.
// Run: node --import tsx scripts/bundle.ts client|server
// BUNDLE_CACHE_DIR names where bundles are kept (default .build/cache/bundles).
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { ENGINE_FILES, isGenerated } from "./project-files.ts";
import { hashOf } from "./output-cache.ts";
import { runAsCommand } from "./command-line.ts";

export const BUNDLES = {
  client: { args: ["build", "--logLevel", "warn"], outDir: "dist" },
  server: {
    args: [
      "build",
      "--ssr",
      "src/render/entry-server.tsx",
      "--outDir",
      ".build/server",
      "--logLevel",
      "warn",
    ],
    outDir: ".build/server",
  },
} as const;
export type BundleKind = keyof typeof BUNDLES;

/** How many bundles of each kind are kept: the newest, so switching between two branches stays quick. */
const KEPT_PER_KIND = 4;

/**
 * Every engine file a bundle may be made from, read in a fixed order. In src/generated/ only the
 * code (the section registry, the schema types): its JSON is the site's data, which no bundle holds.
 */
function engineFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (path: string) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) walk(join(path, name));
    } else if (!isGenerated(path) || path.endsWith(".ts")) files.push(path);
  };
  for (const name of ENGINE_FILES) walk(join(root, name));
  return files;
}

/**
 * What a bundle is made from, as one hash: its kind, the engine's files, the packages installed
 * (npm's record of node_modules), and the mode and VITE_ variables Vite puts into code.
 */
export function bundleKey(
  root: string,
  kind: BundleKind,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const installed = join(root, "node_modules/.package-lock.json");
  // vite build takes NODE_ENV as it is, and production when it is not set.
  const vars = Object.keys(env)
    .filter((name) => name.startsWith("VITE_"))
    .sort()
    .map((name) => `${name}=${env[name]}`);
  return hashOf(
    kind,
    ...BUNDLES[kind].args,
    ...engineFiles(root).flatMap((file) => [file.slice(root.length), readFileSync(file)]),
    existsSync(installed) ? readFileSync(installed) : "",
    `NODE_ENV=${env.NODE_ENV || "production"}`,
    ...vars,
  );
}

export const bundleCacheDir = (root: string, env: NodeJS.ProcessEnv = process.env) =>
  resolve(root, env.BUNDLE_CACHE_DIR ?? ".build/cache/bundles");

/** Keeps the newest bundles of a kind, and drops the rest. */
function prune(cacheDir: string, kind: BundleKind): void {
  const entries = readdirSync(cacheDir)
    .filter((name) => name.startsWith(`${kind}-`) && !name.includes(".tmp"))
    .map((name) => ({ name, at: statSync(join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { name } of entries.slice(KEPT_PER_KIND))
    rmSync(join(cacheDir, name), { recursive: true, force: true });
}

/**
 * Makes the bundle of `kind` in `root`, or takes it from the cache when the engine is the same as
 * for a bundle kept there. Says which; returns Vite's exit code.
 */
export function bundle(
  root: string,
  kind: BundleKind,
  env: NodeJS.ProcessEnv = process.env,
): number {
  const { args, outDir } = BUNDLES[kind];
  const out = join(root, outDir);
  const cacheDir = bundleCacheDir(root, env);
  const key = bundleKey(root, kind, env);
  const kept = join(cacheDir, `${kind}-${key}`);
  rmSync(out, { recursive: true, force: true });
  if (existsSync(kept)) {
    cpSync(kept, out, { recursive: true });
    const now = new Date();
    utimesSync(kept, now, now);
    console.log(`  the engine is unchanged since a build before: its bundle is taken as it was`);
  } else {
    const vite = spawnSync(
      process.execPath,
      [join(root, "node_modules/vite/bin/vite.js"), ...args],
      { cwd: root, stdio: "inherit", env },
    );
    if (vite.status !== 0) return vite.status ?? 1;
    // Kept whole or not at all: copied beside the entry, then renamed into place. Another build
    // that kept the same bundle meanwhile (two tests building at once) has kept the same files.
    mkdirSync(cacheDir, { recursive: true });
    const temporary = `${kept}.${process.pid}.tmp`;
    cpSync(out, temporary, { recursive: true });
    try {
      renameSync(temporary, kept);
    } catch {
      rmSync(temporary, { recursive: true, force: true });
    }
    prune(cacheDir, kind);
  }
  if (kind === "client" && existsSync(join(root, "public")))
    cpSync(join(root, "public"), out, { recursive: true });
  return 0;
}

/** The command, and a step of the build: `args` is the bundle's kind. Returns the exit code. */
export async function main(args: string[]): Promise<number> {
  const [kind] = args;
  if (args.length !== 1 || (kind !== "client" && kind !== "server")) {
    console.error("Usage: node --import tsx scripts/bundle.ts client|server");
    return 2;
  }
  return bundle(process.cwd(), kind);
}

await runAsCommand(import.meta.url, main);
