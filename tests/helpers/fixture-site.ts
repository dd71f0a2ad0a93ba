import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROJECT } from "./site-copy.ts";

/** The engine: everything but the site itself (site.config.yaml and content/). */
const ENGINE = ["package.json", "tsconfig.json", "vite.config.ts", "index.html", "schemas", "scripts", "src"];
const SITE = ["site.config.yaml", "content"];

/** A whole working copy of the site (sources, scripts, config, content with its images; node_modules linked) to run tools in. */
export function copyWholeSite(): { root: string; remove: () => void } {
  return copyEngineWith(PROJECT);
}

/** The engine with the site of `siteDir` (its site.config.yaml and content/), node_modules linked. */
export function copyEngineWith(siteDir: string): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), "site-copy-"));
  for (const name of SITE) cpSync(join(siteDir, name), join(root, name), { recursive: true });
  for (const name of ENGINE) {
    cpSync(join(PROJECT, name), join(root, name), { recursive: true, filter: (from) => !from.startsWith(join(PROJECT, "src/generated")) });
  }
  symlinkSync(join(PROJECT, "node_modules"), join(root, "node_modules"));
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * Builds the whole site, with one fixture's files laid over the content, into a throwaway
 * folder. For behaviour the real content cannot show, such as reviews the business has not
 * collected yet. Returns the folder holding the built pages.
 */
export function buildSiteWithFixture(fixtureDir?: string, env: Record<string, string> = {}): { distDir: string; remove: () => void } {
  const { root, remove } = copyWholeSite();
  if (fixtureDir) cpSync(fixtureDir, root, { recursive: true });
  // A production build, as npm run build makes it (vitest sets NODE_ENV=test, which Vite would follow).
  execFileSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "pipe", env: { ...process.env, NODE_ENV: "production", ...env } });
  return { distDir: join(root, "dist"), remove };
}
