// npm start's server as its own process, as a supervisor runs it: it refuses to start when leads
// could not be kept, lives through running out of file descriptors, and tidies up when stopped.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROJECT, sharedBuild } from "../helpers/fixture-site.ts";
import { holdConnections, startServerProcess } from "../../tools/server-process.ts";

const dist = join(sharedBuild(), "dist");
let outbox: string;
beforeAll(() => void (outbox = mkdtempSync(join(tmpdir(), "process-outbox-"))));
afterAll(() => rmSync(outbox, { recursive: true, force: true }));

const start = (env: Record<string, string> = {}, descriptors?: number) =>
  startServerProcess({
    cwd: PROJECT,
    env: { DIST_DIR: dist, OUTBOX_DIR: outbox, ...env },
    descriptors,
  });
const status = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.status,
    () => 0,
  );

describe("the server process", () => {
  it("refuses to start, saying what to do, when the outbox cannot be written", async () => {
    const { child, origin, output } = await start({ OUTBOX_DIR: "/proc/outbox" });
    if (child.exitCode === null) await once(child, "exit");
    expect(origin).toBe("");
    expect(child.exitCode).toBe(1);
    expect(output()).toMatch(/The lead outbox \/proc\/outbox cannot be written .*Set OUTBOX_DIR/);
  });

  it("lives through running out of file descriptors, and serves again once they are free", async () => {
    // Every slow client here comes from one address: let them all in, so the descriptors run out.
    const { child, origin, stop } = await start({ CONNECTIONS_PER_CLIENT: "1000" }, 64);
    try {
      expect(await status(origin)).toBe(200);
      // Slow clients that never finish their request hold every descriptor the process may open.
      const held = holdConnections(origin, 100);
      await new Promise((done) => setTimeout(done, 500));
      // Meanwhile a visitor is answered "busy" or not at all; the process does not exit.
      expect([0, 200, 503]).toContain(await status(origin));
      held.release();
      await expect.poll(() => status(origin), { timeout: 10_000 }).toBe(200);
      expect(child.exitCode).toBe(null);
    } finally {
      await stop();
    }
  });

  it("lets one client hold only so many connections, so a slow or greedy one cannot take them all", async () => {
    const { origin, stop } = await start({ CONNECTIONS_PER_CLIENT: "8" });
    try {
      const held = holdConnections(origin, 8);
      await new Promise((done) => setTimeout(done, 300));
      // The ninth connection from the same address is closed at once.
      expect(await status(origin)).toBe(0);
      held.release();
      await expect.poll(() => status(origin), { timeout: 10_000 }).toBe(200);
    } finally {
      await stop();
    }
  });

  it("stops on SIGTERM, removing the copy of the build it served", async () => {
    const { child, origin } = await start();
    expect(await status(origin)).toBe(200);
    const serving = join(dist, "..", ".build", "serving");
    const pid = String(child.pid);
    // bash exec'd node, so the server's pid is the child's.
    expect(readdirSync(serving).some((name) => name.startsWith(`${pid}-`))).toBe(true);
    child.kill("SIGTERM");
    await once(child, "exit");
    expect(child.exitCode).toBe(0);
    expect(
      existsSync(serving) && readdirSync(serving).some((name) => name.startsWith(`${pid}-`)),
    ).toBe(false);
  });
});
