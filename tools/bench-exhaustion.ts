// npm run bench:server's cases of a machine running short: out of file descriptors, and a full
// disk under the outbox. The server must go on serving, and keep no lead half written.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { leadRequest, rawStatus } from "./bench-requests.ts";
import { sampleLead } from "./bench-lead.ts";
import { PIXEL_PNG } from "../tests/helpers/png.ts";
import { holdConnections } from "./server-process.ts";
import { nextAddress, pageStatus, row, startServer, type BenchSite } from "./bench-site.ts";

/** Out of file descriptors: a server allowed 64, and 100 slow clients that hold them. Returns whether it serves again once they let go. */
export async function outOfDescriptors(site: BenchSite): Promise<boolean> {
  const limited = await startServer(site.env(join(site.work, "outbox-fds")), 64);
  const held = holdConnections(limited.origin, 100);
  await new Promise((done) => setTimeout(done, 500));
  const during = await pageStatus(limited.origin);
  held.release();
  let after = 0;
  for (let i = 0; i < 20 && after !== 200; i++) {
    after = await pageStatus(limited.origin);
    await new Promise((done) => setTimeout(done, 250));
  }
  const alive = limited.child.exitCode === null && after === 200;
  row(
    "out of file descriptors (ulimit -n 64, 100 held)",
    `${during || "waits"} while held, ${after} after${alive ? ", still serving" : ", NOT SERVING"}`,
  );
  await limited.stop();
  return alive;
}

/** The leads in `dir` that are not whole: their JSON does not parse, or holds no fields. */
function damagedLeads(dir: string): string[] {
  return readdirSync(dir)
    .filter((n) => n.endsWith(".json"))
    .filter((n) => {
      try {
        return !JSON.parse(readFileSync(join(dir, n), "utf8")).params;
      } catch {
        return true;
      }
    });
}

/** A photo of one pixel, as a form would send it. */
const PIXEL = `data:image/png;base64,${PIXEL_PNG.toString("base64")}`;

/** Photos in `dir` whose lead (the JSON of the same name) is not there. */
function orphanPhotos(dir: string): number {
  const names = readdirSync(dir);
  return names.filter(
    (name) =>
      /\.photo\.[a-z]+$/.test(name) && !names.includes(name.replace(/\.photo\.[a-z]+$/, ".json")),
  ).length;
}

/**
 * A full disk: a 16 kB memory disk as the outbox (mounting needs root; skipped without it).
 * Returns whether the leads that no longer fit were answered 507 and none was kept damaged.
 */
export async function fullDisk(site: BenchSite): Promise<boolean> {
  const small = join(site.work, "full-disk");
  mkdirSync(small);
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=16k", "tmpfs", small], { stdio: "ignore" });
  } catch {
    row("a full disk", "skipped: mounting a small disk needs root");
    return true;
  }
  try {
    const full = await startServer(site.env(small));
    const big = JSON.stringify({
      ...sampleLead(site.schema),
      template_params: { ...sampleLead(site.schema).template_params, message: "x".repeat(1900) },
    });
    // One lead of a page, then leads with a photo of a page each: the last photo fits where its
    // lead then does not.
    const withPhoto = JSON.stringify(sampleLead(site.schema, PIXEL));
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        await rawStatus(full.origin, leadRequest(i ? withPhoto : big, { address: nextAddress() })),
      );
    const damaged = damagedLeads(small);
    const orphans = orphanPhotos(small);
    const answered = statuses.filter((s) => s === 507).length;
    row(
      "a full disk (16 kB outbox, leads with a photo)",
      `${statuses.filter((s) => s === 200).length} kept whole, ${answered} answered 507, ${damaged.length} damaged, ${orphans} photo(s) left without a lead`,
    );
    await full.stop();
    return answered > 0 && !damaged.length && !orphans;
  } finally {
    execFileSync("umount", [small]);
  }
}
