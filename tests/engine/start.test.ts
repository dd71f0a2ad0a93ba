// npm start on a copy of the fixture site, first as a fresh clone (no build yet: it builds once,
// then serves), then as a supervisor restarts it after an owner's edit: a mistake in the content
// never takes the site down. It serves the last complete build, says why in its log, and serves
// the fixed site once a later edit builds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { copySite, PROJECT } from "../helpers/fixture-site.ts";
import { startServerProcess, type ServerProcess } from "../../tools/server-process.ts";

let site: ReturnType<typeof copySite>;
let outbox: string;
let server: ServerProcess | undefined;
beforeAll(() => {
  // The fixture's sources alone, as a fresh clone has them: no dist/, no src/generated/.
  site = copySite();
  outbox = mkdtempSync(join(tmpdir(), "start-outbox-"));
});
afterAll(async () => {
  await server?.stop();
  site?.remove();
  rmSync(outbox, { recursive: true, force: true });
});

const start = async () => {
  const started = await startServerProcess({
    cwd: site.root,
    script: "scripts/start.ts",
    startMs: 120_000,
    // vitest's NODE_ENV=test would make the builds it starts development builds. The bundles of
    // the same engine are kept with the project's, as for every fixture build (buildIn).
    env: {
      OUTBOX_DIR: outbox,
      NODE_ENV: "production",
      RETRY_CHECK_MS: "300",
      BUNDLE_CACHE_DIR: join(PROJECT, ".build/cache/bundles"),
    },
  });
  if (!started.origin) throw new Error(`npm start did not start:\n${started.output()}`);
  return started;
};
const heading = async (origin: string, path: string) =>
  /<h1[^>]*>(.*?)<\/h1>/s.exec(await (await fetch(origin + path)).text())?.[1];
async function until(isDone: () => boolean | Promise<boolean>, seconds: number): Promise<void> {
  for (
    const end = Date.now() + seconds * 1000;
    Date.now() < end;
    await new Promise((r) => setTimeout(r, 250))
  )
    if (await isDone()) return;
  throw new Error(`Not done within ${seconds} s.\n${server?.output().slice(-3000)}`);
}

describe("npm start", () => {
  it("serves the last complete build when a restart meets a content mistake, and the fixed site once it builds", async () => {
    const about = join(site.root, "content/pages/en/about.yaml");
    const original = readFileSync(about, "utf8");
    const before = await (async () => {
      server = await start();
      const text = await heading(server.origin, "/about");
      // Built once before serving; nothing is newer than that build, so it is not built again.
      await new Promise((r) => setTimeout(r, 1000));
      expect(server.output()).toContain("No build yet; building the site.");
      expect(server.output()).not.toMatch(/building again/);
      await server.stop();
      return text;
    })();
    expect(before).toBeTruthy();

    // The owner saves a field the schema does not know, and the supervisor restarts the server.
    writeFileSync(about, original.replace("path: /about", "path: /about\nsubtitle: Not a field"));
    server = await start();
    expect(await heading(server.origin, "/about")).toBe(before);
    await until(() => server!.output().includes("The last build failed"), 60);
    expect(server.output()).toContain("content/pages/en/about.yaml");
    // Leads are still taken meanwhile.
    expect((await fetch(server.origin + "/contact")).status).toBe(200);

    // The fix, with a new heading: built in the background, then served without a restart.
    writeFileSync(
      about,
      original.replace("heading: About {business.name}", "heading: About Our Family Business"),
    );
    await until(
      async () => (await heading(server!.origin, "/about")) === "About Our Family Business",
      150,
    );
    // The server takes the build up as soon as it is marked complete (its last step); the log
    // says so once the build's process has ended, a moment later.
    await until(() => server!.output().includes("The new build is complete"), 30);
  }, 240_000);
});
