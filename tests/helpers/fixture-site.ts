import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROJECT } from "./site-copy.ts";

const COPIED = ["package.json", "tsconfig.json", "vite.config.ts", "index.html", "site.config.yaml", "content", "schemas", "scripts", "src"];

/** A whole working copy of the site (sources, scripts, config, content with its images; node_modules linked) to run tools in. */
export function copyWholeSite(): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), "site-copy-"));
  for (const name of COPIED) {
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
