// Fixture sites: the engine (src/, scripts/, schemas/) with another site's
// site.config.yaml, content/ and public/ in place of the real ones. Engine tests run on these and never
// read the real content.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { ENGINE_FILES, isGenerated, SITE_FILES } from "../../scripts/project-files.ts";

export const PROJECT = resolve(import.meta.dirname, "../..");
export const FIXTURE_SITES = join(PROJECT, "tests/fixtures/sites");
/** The complete fixture site: every section type, two languages (one right-to-left), both forms. */
export const EVERY_SECTION = join(FIXTURE_SITES, "every-section");

const notGenerated = (from: string) => !isGenerated(from);
const SCHEMA_TYPES = "src/generated/schema-types.ts";

/**
 * Lays out a working site in `root`: the engine from the project, then the fixture's site files,
 * then any `overlays` on top (one-fault fixtures).
 */
function layOut(root: string, siteDir: string, overlays: string[]): void {
  for (const name of ENGINE_FILES)
    cpSync(join(PROJECT, name), join(root, name), { recursive: true, filter: notGenerated });
  // The types come from the schemas alone, which are the engine's: the build makes them again only
  // if the hash on their first line no longer matches the schemas (scripts/schema-types.ts).
  if (existsSync(join(PROJECT, SCHEMA_TYPES)))
    cpSync(join(PROJECT, SCHEMA_TYPES), join(root, SCHEMA_TYPES));
  for (const name of SITE_FILES)
    if (existsSync(join(siteDir, name)))
      cpSync(join(siteDir, name), join(root, name), { recursive: true });
  for (const overlay of overlays) cpSync(overlay, root, { recursive: true });
  if (!existsSync(join(root, "node_modules")))
    symlinkSync(join(PROJECT, "node_modules"), join(root, "node_modules"));
}

/** A throwaway copy of a fixture site (engine included) to validate, edit or build; `remove` deletes it. */
export function copySite(
  siteDir = EVERY_SECTION,
  ...overlays: string[]
): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  layOut(root, siteDir, overlays);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** A throwaway copy of the real site (engine, site.config.yaml and content/): for content checks only. */
export function copyRealSite(): { root: string; remove: () => void } {
  return copySite(PROJECT);
}

/**
 * Runs the whole pipeline (npm run build's command, without npm's own start) in a laid-out site,
 * as a production build. Its bundles are kept with the project's: every copy has the same engine,
 * so they are made once a run.
 */
export function buildIn(root: string, env: Record<string, string> = {}): void {
  try {
    execFileSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      cwd: root,
      stdio: "pipe",
      env: {
        ...process.env,
        // vitest sets NODE_ENV=test, which Vite would follow.
        NODE_ENV: "production",
        BUNDLE_CACHE_DIR: join(PROJECT, ".build/cache/bundles"),
        ...env,
      },
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(
      `npm run build failed in ${root}:\n${String(stdout ?? "").slice(-3000)}\n${String(stderr ?? "").slice(-3000)}`,
    );
  }
}

function fingerprint(paths: string[]): string {
  const hash = createHash("sha1");
  const walk = (path: string) => {
    if (!existsSync(path) || !notGenerated(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory())
      return readdirSync(path)
        .sort()
        .forEach((name) => walk(join(path, name)));
    hash.update(`${path}\0${stat.size}\0`).update(readFileSync(path));
  };
  paths.forEach(walk);
  return hash.digest("hex");
}

/**
 * The fixture site built once and kept in .build/sites/<name>/ until the engine or the fixture
 * changes: every test file that needs it shares the one build. Returns the site's folder; its
 * pages are in dist/ and its page data in src/generated/.
 */
export function sharedBuild(siteDir = EVERY_SECTION, env: Record<string, string> = {}): string {
  const name = siteDir.split("/").pop()!;
  const root = join(
    PROJECT,
    ".build/sites",
    name +
      (Object.keys(env).length
        ? "-" + createHash("sha1").update(JSON.stringify(env)).digest("hex").slice(0, 8)
        : ""),
  );
  const stamp =
    fingerprint(
      [...ENGINE_FILES.map((n) => join(PROJECT, n)), "package-lock.json", siteDir].map((p) =>
        resolve(PROJECT, p),
      ),
    ) + JSON.stringify(env);
  const stampFile = join(root, ".fingerprint");
  const isBuilt = () =>
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === stamp &&
    existsSync(join(root, "dist/404.html"));
  if (isBuilt()) return root;
  // Two test files run at a time and may both ask for the same site: one builds, the other waits.
  const lock = `${root}.lock`;
  mkdirSync(dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock left by a run that was stopped is taken over after ten minutes.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 600_000)
        rmSync(lock, { recursive: true, force: true });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    if (isBuilt()) return root;
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    layOut(root, siteDir, []);
    buildIn(root, env);
    writeFileSync(stampFile, stamp);
    return root;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
