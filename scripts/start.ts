// Builds the site when dist/ is missing or older than its sources, then serves it.
// Run: npm start (PORT overrides the port 4173).
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { startServer } from "./serve.ts";
import { BUILD_COMPLETE } from "./served-build.ts";

const SOURCES = ["site.config.yaml", "content", "schemas", "src", "index.html", "scripts", "vite.config.ts", "package-lock.json"];
/** Written last by npm run build: without it, the last build did not finish. */
const STAMP = join("dist", BUILD_COMPLETE);

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  if (path.endsWith("generated")) return 0;
  return Math.max(0, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

const builtAt = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
if (builtAt < Math.max(...SOURCES.map(newestChange))) {
  console.log(builtAt ? "Sources changed since the last build; building again." : "No build yet; building the site.");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await startServer();
