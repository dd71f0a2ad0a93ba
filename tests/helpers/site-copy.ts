import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const PROJECT = resolve(import.meta.dirname, "../..");

/** A throwaway copy of the site's content with one fixture's files laid over it. */
export function siteWithFixture(fixtureDir?: string): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  cpSync(join(PROJECT, "site.config.yaml"), join(root, "site.config.yaml"));
  cpSync(join(PROJECT, "content"), join(root, "content"), { recursive: true });
  cpSync(join(PROJECT, "schemas"), join(root, "schemas"), { recursive: true });
  symlinkSync(join(PROJECT, "src"), join(root, "src"));
  if (fixtureDir) cpSync(fixtureDir, root, { recursive: true });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
