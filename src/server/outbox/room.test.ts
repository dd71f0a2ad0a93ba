// The outbox's running count of the room its leads take: right at start, after each lead, and
// after the owner moves or deletes files, without a lead ever waiting for the folder to be counted.
import { afterEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { OutboxRoom } from "./room.ts";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const folders: string[] = [];
const rooms: OutboxRoom[] = [];
afterEach(() => {
  rooms.splice(0).forEach((room) => room.close());
  folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/** A folder holding `count` leads of 4 kB each. */
function outboxWith(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), "outbox-room-"));
  folders.push(dir);
  for (let n = 0; n < count; n++) writeFileSync(join(dir, `lead-${n}.json`), "x".repeat(4096));
  return dir;
}
const room = (dir: string, totalBytes: number, watchFolder = true) => {
  const made = new OutboxRoom(dir, { totalBytes, log: quiet, watchFolder });
  rooms.push(made);
  return made;
};
const until = async (test: () => boolean) => {
  for (let tries = 0; tries < 100 && !test(); tries++)
    await new Promise((done) => setTimeout(done, 20));
  return test();
};

describe("the outbox's room", () => {
  it("is counted at start, leaving out files being written and the handled/ folder", () => {
    const dir = outboxWith(10);
    writeFileSync(join(dir, ".lead-10.json.0a1b2c3d.tmp"), "x".repeat(4096));
    mkdirSync(join(dir, "handled"));
    writeFileSync(join(dir, "handled", "old.json"), "x".repeat(4096));
    expect(room(dir, 1e9).used).toBe(10 * 4096);
  });

  it("adds what a lead wrote, and takes off what the owner moves away, as the folder's watch reports it", async () => {
    const dir = outboxWith(4);
    const counted = room(dir, 1e9);
    writeFileSync(join(dir, "lead-new.json"), "x".repeat(8192));
    await counted.added(["lead-new.json"]);
    expect(counted.used).toBe(4 * 4096 + 8192);
    mkdirSync(join(dir, "handled"));
    for (const name of ["lead-0.json", "lead-1.json"])
      renameSync(join(dir, name), join(dir, "handled", name));
    rmSync(join(dir, "lead-new.json"));
    expect(await until(() => counted.used === 2 * 4096)).toBe(true);
  });

  it("looks full only after counting again, so leads handled in a way no watch saw make room at once", async () => {
    const dir = outboxWith(10);
    const counted = room(dir, 12 * 4096, false);
    expect(await counted.isFullFor(4096)).toBe(false);
    expect(await counted.isFullFor(3 * 4096)).toBe(true);
    for (const name of readdirSync(dir).slice(0, 5)) rmSync(join(dir, name));
    // Without a watch the count still says 10 leads until the folder is counted again; a lead
    // that would pass the limit has it counted first.
    expect(counted.used).toBe(10 * 4096);
    await new Promise((done) => setTimeout(done, 1000));
    expect(await counted.isFullFor(3 * 4096)).toBe(false);
    expect(counted.used).toBe(5 * 4096);
  });

  it("keeps a lead stored while the folder is being counted again", async () => {
    const dir = outboxWith(200);
    const counted = room(dir, 1e9, false);
    const recount = counted.recount();
    writeFileSync(join(dir, "lead-during.json"), "x".repeat(4096));
    await counted.added(["lead-during.json"]);
    await recount;
    expect(counted.used).toBe(201 * 4096);
  });
});
