// The server's settings file: site.env in the project folder, KEY=value a line, as systemd's
// EnvironmentFile= reads it (deploy/site.service names the same file). npm start and the owner's
// commands (npm run leads, npm run reviews) read it too, so they find the outbox the server keeps
// and count its fullness against the same OUTBOX_MAX_MB. A variable set in the environment itself
// wins over the file.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";

export const SITE_ENV_FILE = "site.env";

/** The environment with site.env's settings under it, and the file they came from when there is one. */
export function withSiteEnv(
  env: Record<string, string | undefined>,
  cwd: string,
): { env: Record<string, string | undefined>; file?: string } {
  const file = join(cwd, SITE_ENV_FILE);
  if (!existsSync(file)) return { env };
  let settings: Record<string, string | undefined>;
  try {
    settings = parseEnv(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(
      `${file} cannot be read (${(error as Error).message}). It holds the server's settings, one KEY=value a line (DEPLOY.md).`,
    );
  }
  const unset = Object.entries(settings).filter(([name]) => env[name] === undefined);
  return { env: { ...env, ...Object.fromEntries(unset) }, file };
}
