// The outbox's files as npm run leads and npm run reviews read and move them: where the folder
// is, what counts as an entry, finding one by its id, and moves that never delete or overwrite.
import { afterAll, describe, expect, it } from "vitest";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findStored, formOf, listStored, outboxDir, shortId, shownDir } from "./outbox-files.ts";
import { moveStored } from "./outbox-moves.ts";
import type { StoredLead } from "../src/server/outbox/storage.ts";

const temps: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), "outbox-files-"));
  temps.push(dir);
  return dir;
};
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Writes a lead file as storeLead names it; `params` overrides the made-up shop's fields. Returns its id. */
function write(
  dir: string,
  at: string,
  suffix: string,
  { params = {}, photo = false, templateId = "service-request" } = {},
): string {
  mkdirSync(dir, { recursive: true });
  const id = `${at.replace(/[:.]/g, "-")}-${templateId}-${suffix}`;
  const lead = {
    receivedAt: at,
    serviceId: "outbox",
    templateId,
    libVersion: "4.4.1",
    params: { name: "Ada Lovelace", phone: "6135550100", ...params },
    ...(photo ? { photoFile: `${id}.photo.png` } : {}),
  };
  if (photo) writeFileSync(join(dir, `${id}.photo.png`), "png bytes");
  writeFileSync(join(dir, `${id}.json`), JSON.stringify(lead));
  return id;
}

const lead = (params: Record<string, string>, templateId = "service-request"): StoredLead => ({
  receivedAt: "2026-11-25T17:03:12.345Z",
  serviceId: "outbox",
  templateId,
  libVersion: "4.4.1",
  params,
});

describe("where the outbox is", () => {
  it("is OUTBOX_DIR, else outbox/, from the current folder, as npm start has it", () => {
    expect(outboxDir({}, "/srv/shop")).toBe("/srv/shop/outbox");
    expect(outboxDir({ OUTBOX_DIR: "data/leads" }, "/srv/shop")).toBe("/srv/shop/data/leads");
    expect(outboxDir({ OUTBOX_DIR: "/var/leads" }, "/srv/shop")).toBe("/var/leads");
  });

  it("is shown relative to the current folder when inside it", () => {
    expect(shownDir("/srv/shop/outbox", "/srv/shop")).toBe("outbox/");
    expect(shownDir("/srv/shop/outbox/handled", "/srv/shop")).toBe("outbox/handled/");
    expect(shownDir("/var/leads", "/srv/shop")).toBe("/var/leads/");
    expect(shownDir("/srv/shop", "/srv/shop")).toBe("./");
  });
});

describe("what an entry is", () => {
  it("has the form the lead names, else the outbox's template id, else its inquiry type", () => {
    expect(formOf(lead({ form: "review" }))).toBe("review");
    expect(formOf(lead({}, "purchase-inquiry"))).toBe("purchaseInquiry");
    expect(formOf(lead({ inquiryType: "Purchase Inquiry" }, "template_x1"))).toBe(
      "purchaseInquiry",
    );
    expect(formOf(lead({}, ""))).toBe("lead");
  });

  it("is named by the 6 hex characters its id ends with", () => {
    expect(shortId("2026-11-25T17-03-12-345Z-service-request-a1b2c3")).toBe("a1b2c3");
    expect(shortId("renamed-by-hand")).toBe("renamed-by-hand");
  });
});

describe("listStored", () => {
  it("reads the JSON files, newest first, with their photos; subfolders only when asked; temporaries never", () => {
    const dir = join(tempDir(), "outbox");
    const older = write(dir, "2026-11-24T09:00:00.000Z", "0f0f0f");
    const newer = write(dir, "2026-11-25T17:03:12.345Z", "a1b2c3", { photo: true });
    const handled = write(join(dir, "handled"), "2026-11-25T20:00:00.000Z", "333333");
    writeFileSync(join(dir, `.${newer}.json.0a0b0c0d.tmp`), "{");
    writeFileSync(join(dir, `.half.json`), "{");
    const { entries, unreadable } = listStored(dir);
    expect(unreadable).toEqual([]);
    expect(entries.map((e) => [e.id, e.folder])).toEqual([
      [newer, "inbox"],
      [older, "inbox"],
    ]);
    expect(entries[0]).toMatchObject({
      file: join(dir, `${newer}.json`),
      photoPath: join(dir, `${newer}.photo.png`),
      form: "serviceRequest",
      receivedAt: new Date("2026-11-25T17:03:12.345Z"),
    });
    expect(entries[1].photoPath).toBeUndefined();
    expect(listStored(dir, { folders: ["handled"] }).entries.map((e) => [e.id, e.folder])).toEqual([
      [handled, "handled"],
      [newer, "inbox"],
      [older, "inbox"],
    ]);
  });

  it("has nothing for a missing folder", () => {
    expect(listStored(join(tempDir(), "outbox"), { folders: ["handled"] })).toEqual({
      entries: [],
      unreadable: [],
    });
  });

  it("reports files it cannot read as leads, and leaves them", () => {
    const dir = tempDir();
    const good = write(dir, "2026-11-25T17:03:12.345Z", "a1b2c3");
    writeFileSync(join(dir, "broken.json"), "{ not json");
    writeFileSync(
      join(dir, "no-params.json"),
      JSON.stringify({ receivedAt: "2026-11-25T17:03:12.345Z" }),
    );
    writeFileSync(join(dir, "no-time.json"), JSON.stringify({ params: {} }));
    const { entries, unreadable } = listStored(dir);
    expect(entries.map((e) => e.id)).toEqual([good]);
    expect(unreadable.sort()).toEqual([
      expect.stringMatching(
        /^Skipped .*broken\.json: it is not valid JSON \(.+\)\. It was left as it is\.$/,
      ),
      `Skipped ${join(dir, "no-params.json")}: it has no params. It was left as it is.`,
      `Skipped ${join(dir, "no-time.json")}: it has no receivedAt time. It was left as it is.`,
    ]);
    expect(existsSync(join(dir, "broken.json"))).toBe(true);
  });

  it("refuses a folder name that would leave the outbox", () => {
    expect(() => listStored(tempDir(), { folders: ["../elsewhere"] })).toThrow(
      /is not a folder name inside the outbox/,
    );
  });
});

describe("findStored", () => {
  const dir = join(tempDir(), "outbox");
  const first = write(dir, "2026-11-24T09:00:00.000Z", "abcabc");
  const second = write(dir, "2026-11-25T09:00:00.000Z", "abcabc");
  const review = write(dir, "2026-11-25T10:00:00.000Z", "deadbe", {
    params: { form: "review" },
    templateId: "review",
  });

  it("finds an entry by its whole id, its file name, its suffix or the start of it", () => {
    expect(findStored(dir, first).id).toBe(first);
    expect(findStored(dir, join(dir, `${second}.json`)).id).toBe(second);
    expect(findStored(dir, "DEADBE").id).toBe(review);
    expect(findStored(dir, "2026-11-24").id).toBe(first);
  });

  it("says plainly when none or several match", () => {
    const cwd = join(dir, "..");
    expect(() => findStored(dir, "ffffff", { cwd })).toThrow(
      "No lead with the id ffffff in outbox/. Run npm run leads to see the ids.",
    );
    expect(() => findStored(dir, "deadbe", { cwd, accept: (e) => e.form !== "review" })).toThrow(
      /^No lead with the id deadbe/,
    );
    expect(() =>
      findStored(dir, "ffffff", { cwd, noun: "review", command: "npm run reviews" }),
    ).toThrow("No review with the id ffffff in outbox/. Run npm run reviews to see the ids.");
    expect(() => findStored(dir, "abcabc")).toThrow(
      `The id abcabc matches 2 leads:\n  ${second}\n  ${first}\nType more of the id to pick one.`,
    );
    expect(() => findStored(dir, "")).toThrow(/^No lead with the id /);
  });
});

describe("moveStored", () => {
  const names = (dir: string) => readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();

  it("moves the photo and the JSON into the folder, and back again", () => {
    const dir = tempDir();
    const id = write(dir, "2026-11-25T17:03:12.345Z", "a1b2c3", { photo: true });
    const before = names(dir);
    const moved = moveStored(findStored(dir, id), dir, "handled");
    expect(moved).toEqual({
      file: join(dir, "handled", `${id}.json`),
      photoPath: join(dir, "handled", `${id}.photo.png`),
    });
    expect(names(dir)).toEqual([
      "handled",
      join("handled", `${id}.json`),
      join("handled", `${id}.photo.png`),
    ]);
    expect(readFileSync(moved.photoPath!, "utf8")).toBe("png bytes");
    moveStored(findStored(dir, id, { folders: ["handled"] }), dir, "inbox");
    expect(names(dir)).toEqual([...before, "handled"].sort());
  });

  it("finishes a move that stopped after the photo", () => {
    const dir = tempDir();
    const id = write(dir, "2026-11-25T17:03:12.345Z", "a1b2c3", { photo: true });
    mkdirSync(join(dir, "handled"));
    renameSync(join(dir, `${id}.photo.png`), join(dir, "handled", `${id}.photo.png`));
    expect(moveStored(findStored(dir, id), dir, "handled").photoPath).toBe(
      join(dir, "handled", `${id}.photo.png`),
    );
    expect(names(join(dir, "handled"))).toEqual([`${id}.json`, `${id}.photo.png`]);
  });

  it("never replaces a file already there, and does not move an entry onto itself", () => {
    const dir = tempDir();
    const id = write(dir, "2026-11-25T17:03:12.345Z", "a1b2c3", { photo: true });
    mkdirSync(join(dir, "handled"));
    writeFileSync(join(dir, "handled", `${id}.json`), "kept");
    const entry = findStored(dir, id);
    expect(() => moveStored(entry, dir, "handled")).toThrow(/is there already/);
    expect(readFileSync(join(dir, "handled", `${id}.json`), "utf8")).toBe("kept");
    expect(existsSync(entry.file) && existsSync(entry.photoPath!)).toBe(true);
    expect(() => moveStored(entry, dir, "inbox")).toThrow(/is in .* already/);
    expect(() => moveStored(entry, dir, "../away")).toThrow(
      /is not a folder name inside the outbox/,
    );
  });
});
