// npm run leads -- done with many leads at once, and the outbox found through site.env, the file
// the server's service reads: on a made-up shop's outbox.
import { afterAll, describe, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { run } from "./leads.ts";

const NOW = new Date(2026, 10, 25, 18, 0);
const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder to run in, with `count` leads in `outbox` one day apart, the newest yesterday; every third with a photo. */
function shop(count: number, outbox = "outbox"): { cwd: string; dir: string; ids: string[] } {
  const cwd = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), "leads-done-"));
  temps.push(cwd);
  const dir = join(cwd, outbox);
  mkdirSync(dir, { recursive: true });
  const ids = Array.from({ length: count }, (_, n) => {
    const at = new Date(NOW.getTime() - (n + 1) * 86_400_000).toISOString();
    const suffix = (0xa00000 + n).toString(16);
    const id = `${at.replace(/[:.]/g, "-")}-service-request-${suffix}`;
    const photo = n % 3 === 0 ? { photoFile: `${id}.photo.jpg` } : {};
    if (photo.photoFile) writeFileSync(join(dir, photo.photoFile), "jpeg bytes");
    const params = { name: `Customer ${n}`, phone: "6135550100", form: "serviceRequest" };
    writeFileSync(
      join(dir, `${id}.json`),
      JSON.stringify({ receivedAt: at, templateId: "service-request", params, ...photo }),
    );
    return suffix;
  });
  return { cwd, dir, ids };
}

function leads(cwd: string, env: Record<string, string>, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(args, { env, cwd, now: NOW, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}
const waiting = (dir: string) => readdirSync(dir).filter((name) => name.endsWith(".json")).length;
const handled = (dir: string) =>
  existsSync(join(dir, "handled")) ? readdirSync(join(dir, "handled")).length : 0;

describe("npm run leads -- done, many at once", () => {
  it("marks several ids handled in one go, and moves none when one of them is mistyped", () => {
    const { cwd, dir, ids } = shop(6);
    expect(leads(cwd, {}, "done", ids[0], ids[1], "ffffff")).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^No lead with the id ffffff/),
    });
    expect(waiting(dir)).toBe(6);
    const { code, out } = leads(cwd, {}, "done", ids[0], ids[1], ids[3]);
    expect(code).toBe(0);
    expect(out).toMatch(
      /^3 leads are marked handled: moved to outbox\/handled\/, 2 with a photo\./,
    );
    expect(waiting(dir)).toBe(3);
    expect(handled(dir)).toBe(5);
  });

  it("marks every lead received before a day, or every one, handled", () => {
    const { cwd, dir } = shop(10);
    // The leads arrived 1 to 10 days before NOW (25 November): 7 of them before the 22nd.
    const before = leads(cwd, {}, "done", "--before", "2026-11-22");
    expect(before.out).toMatch(/^7 leads are marked handled/);
    expect(waiting(dir)).toBe(3);
    expect(leads(cwd, {}, "done", "--before", "2026-11-01").out).toBe(
      "No new leads received before 2026-11-01 in outbox/: nothing was moved.",
    );
    expect(leads(cwd, {}, "done", "--all").out).toMatch(/^3 leads are marked handled/);
    expect(waiting(dir)).toBe(0);
    expect(handled(dir)).toBe(10 + 4);
  });

  it("finds the outbox the server keeps through site.env, as its service does; the environment itself wins", () => {
    const { cwd, dir } = shop(2, "var/outbox");
    writeFileSync(
      join(cwd, "site.env"),
      `# The server's settings\nOUTBOX_DIR=${dir}\nOUTBOX_MAX_MB=1\n`,
    );
    const listed = leads(cwd, {});
    expect(listed.out).toContain(`2 new leads in ${join("var", "outbox")}/`);
    expect(listed.out).toMatch(/of the 1\.0 MB it may hold \(OUTBOX_MAX_MB\)/);
    expect(leads(cwd, { OUTBOX_DIR: join(cwd, "elsewhere") }).out).toMatch(/^No leads yet/);
  });
});
