// Serves the site, building it first when its sources are newer than the last build. It serves
// the last complete build (kept by every build that finishes, scripts/finish-build.ts), so a build
// that fails on a mistake in the content never takes the site or its leads down: the server goes
// on with the build before, says why, and builds again as soon as a source changes.
// Run: npm start (PORT overrides the port 4173; DIST_DIR serves another build as it is).
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { spawn, spawnSync } from "node:child_process";
import { startServer } from "../src/server/start.ts";
import { ENGINE_FILES, isGenerated, SITE_FILES } from "./project-files.ts";
import {
  BUILD_COMPLETE,
  completeBuildOf,
  keepLastComplete,
  LAST_COMPLETE,
} from "../src/server/served-build.ts";

/** What a build is made from: a change to any of them is built before it is served. */
const SOURCES = [...SITE_FILES, ...ENGINE_FILES, "package-lock.json"];
/** How often the sources are looked at while the last build has failed. */
const RETRY_CHECK_MS = Number(process.env.RETRY_CHECK_MS ?? 2000);
const DIST = resolve("dist");
const KEPT = resolve(LAST_COMPLETE);

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  if (isGenerated(path)) return 0;
  return Math.max(0, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}
const sourcesChangedAt = () => Math.max(...SOURCES.map(newestChange));
/** When the kept build was made: its marker's time, or 0 when there is none. */
const keptAt = () => (completeBuildOf(KEPT) ? statSync(join(KEPT, BUILD_COMPLETE)).mtimeMs : 0);

const failureNotice = () =>
  `The last build failed (its messages are above, or in this log), so the site is served from the last complete build (${completeBuildOf(KEPT)}). ` +
  "Fix what the messages name: the site is built again as soon as a source file changes, and the new build is served once it is complete.";

/** Builds in another process; resolves to whether the build completed. */
const build = () =>
  new Promise<boolean>((done) =>
    spawn("npm", ["run", "build"], { stdio: "inherit" }).on("exit", (code) => done(code === 0)),
  );

if (process.env.DIST_DIR) {
  await startServer();
} else {
  // A dist/ built before builds were kept is kept now.
  if (!completeBuildOf(KEPT) && completeBuildOf(DIST)) keepLastComplete(DIST, KEPT);
  if (!completeBuildOf(KEPT)) {
    // Nothing to serve yet: the first build comes before the server.
    console.log("No build yet; building the site.");
    if (
      spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0 ||
      !completeBuildOf(KEPT)
    ) {
      console.error(
        "\nThe build failed and there is no complete build to serve yet. Fix what the messages above name, then run npm start again.",
      );
      process.exit(1);
    }
  }
  // Asked after the first build, if there was one: a fresh clone builds once, not twice.
  const isStale = keptAt() < sourcesChangedAt();
  process.env.DIST_DIR = KEPT;
  const app = await startServer();
  // A newer build, whether now or after a failed one, is taken up by the server within a second of completing.
  let attemptedAt = 0;
  let isBuilding = false;
  const buildAgain = async (reason: string) => {
    isBuilding = true;
    attemptedAt = Date.now();
    app.log.info(reason);
    const isComplete = await build();
    isBuilding = false;
    if (isComplete) return app.log.info("The new build is complete; it is served from now on.");
    app.log.warn(failureNotice());
    console.error(`\n${failureNotice()}\n`);
    // Until a build completes, every change to the sources starts one.
    const timer = setInterval(() => {
      if (isBuilding || sourcesChangedAt() <= attemptedAt) return;
      clearInterval(timer);
      void buildAgain("A source changed since the failed build; building again.");
    }, RETRY_CHECK_MS);
    timer.unref();
  };
  if (isStale)
    void buildAgain(
      "Sources changed since the last complete build; building again while it is served.",
    );
}
