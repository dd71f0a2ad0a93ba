// npm run bench:server: npm start's server under load and under abuse, as its own process on a
// copy of dist/. Prints leads/s and p99 latency for 2,000 leads at concurrency 100, without and
// with a 40 kB photo, each lead then checked whole on disk; pages/s for / alone and while a lead
// burst runs; and every crash case we know of, with what it is now answered.
// Leads come from 2,000 addresses (X-Forwarded-For, believed from the loopback proxy), so each
// visitor's own limits hold as they would in life. Then the attacks of bench-attacks.ts, each with
// real visitors meanwhile: a flood from many addresses, the outbox's cap reached and handled, and
// slow clients. Exits 1 when a lead is lost, a case is not answered or an attack breaks a promise.
import autocannon, { type Result } from "autocannon";
import sharp from "sharp";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { OUTBOX_PATH } from "../src/server/outbox/outbox.ts";
import { leadRequest, pageRequest, rawStatus } from "./bench-requests.ts";
import { holdConnections, startServerProcess, type ServerProcess } from "./server-process.ts";
import { BUILD_COMPLETE } from "../src/server/served-build.ts";
import { LEAD_PAYLOAD_SCHEMA } from "../src/server/outbox/outbox.ts";
import { sampleLead, type PayloadSchema } from "./bench-lead.ts";
import {
  capRecovery,
  floodFromManyAddresses,
  slowClients,
  type AttackContext,
} from "./bench-attacks.ts";

const LEADS = 2000;
const CONCURRENCY = 100;
const PHOTO_URL_BYTES = 40 * 1024;

/** A JPEG whose data URL is close to `bytes`. */
async function photoOf(bytes: number): Promise<{ url: string; jpeg: Buffer }> {
  for (let side = 160; ; side += 8) {
    const noise = Buffer.from(
      Array.from({ length: side * side * 3 }, (_, i) => (i * 7919 + ((i * i) % 251)) & 255),
    );
    const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 80 })
      .toBuffer();
    const url = `data:image/jpeg;base64,${jpeg.toString("base64")}`;
    if (url.length >= bytes) return { url, jpeg };
  }
}

/** The server as its own process; a bench cannot go on without it. */
async function startServer(
  env: Record<string, string>,
  descriptors?: number,
): Promise<ServerProcess & { lines: () => string[] }> {
  // The bench plays a hundred visitors from this one address: each may hold its own connections.
  const server = await startServerProcess({
    env: { CONNECTIONS_PER_CLIENT: "1000", ...env },
    descriptors,
  });
  if (!server.origin) throw new Error(`The server did not start:\n${server.output()}`);
  return { ...server, lines: () => server.output().split("\n").filter(Boolean) };
}

let address = 0;
/** A visitor's address of its own for each lead. */
const nextAddress = () => (
  address++,
  `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`
);

async function leadBurst(origin: string, lead: ReturnType<typeof sampleLead>): Promise<Result> {
  let sequence = 0;
  return autocannon({
    url: `${origin}${OUTBOX_PATH}`,
    connections: CONCURRENCY,
    amount: LEADS,
    timeout: 30,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const params = {
            ...lead.template_params,
            name: `Bench lead ${String(++sequence).padStart(5, "0")}`,
          };
          return {
            ...request,
            body: JSON.stringify({ ...lead, template_params: params }),
            headers: {
              "content-type": "application/json",
              origin,
              "x-forwarded-for": nextAddress(),
            },
          };
        },
      },
    ],
  });
}

/** Every lead of the burst is on disk, whole: its JSON parses and holds what was sent, its photo is byte for byte the one sent. */
function checkOnDisk(
  dir: string,
  lead: ReturnType<typeof sampleLead>,
  photo?: Buffer,
): { whole: number; problems: string[] } {
  const names = readdirSync(dir);
  const problems: string[] = [];
  const photoHash = photo && createHash("sha256").update(photo).digest("hex");
  const seen = new Set<string>();
  for (const name of names.filter((n) => n.endsWith(".json"))) {
    try {
      const stored = JSON.parse(readFileSync(join(dir, name), "utf8"));
      const { name: who, ...rest } = stored.params;
      const {
        name: _,
        website: __,
        attachment: ___,
        image: ____,
        ...expected
      } = lead.template_params as Record<string, string>;
      if (
        JSON.stringify(rest) !==
        JSON.stringify(Object.fromEntries(Object.entries(expected).filter(([k]) => k in rest)))
      )
        problems.push(`${name}: fields differ`);
      if (Object.keys(rest).length !== Object.keys(expected).length)
        problems.push(
          `${name}: ${Object.keys(expected).length - Object.keys(rest).length} field(s) missing`,
        );
      seen.add(who);
      if (photoHash) {
        if (!stored.photoFile) problems.push(`${name}: no photo`);
        else if (
          createHash("sha256")
            .update(readFileSync(join(dir, stored.photoFile)))
            .digest("hex") !== photoHash
        )
          problems.push(`${name}: photo differs`);
      }
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
    }
  }
  const leftovers = names.filter((n) => n.endsWith(".tmp"));
  if (leftovers.length) problems.push(`${leftovers.length} temporary file(s) left`);
  return { whole: seen.size, problems };
}

/** A lead posted as raw bytes; each from an address of its own unless one is given. */
const post = (body: string, headers?: string, from = nextAddress()) =>
  leadRequest(body, { headers, address: from });
const raw = rawStatus;
const pageStatus = (origin: string) =>
  fetch(origin, { signal: AbortSignal.timeout(3000) }).then(
    (r) => r.status,
    () => 0,
  );

/** The statuses other than 200 a burst was answered, with how many of each: "429 x3, 507 x1". */
const otherStatuses = (result: Result) =>
  Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => status !== "200")
    .map(([status, { count }]) => `${status} x${count}`)
    .join(", ");

const row = (label: string, value: string) => console.log(`  ${label.padEnd(52)} ${value}`);

async function main() {
  const root = process.cwd();
  if (!existsSync(join(root, "dist", BUILD_COMPLETE))) {
    console.log("No complete build in dist/; building the site first (npm run build).");
    if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
  }
  const work = mkdtempSync(join(tmpdir(), "bench-server-"));
  const dist = join(work, "dist");
  cpSync(join(root, "dist"), dist, { recursive: true });
  const schema: PayloadSchema = JSON.parse(readFileSync(join(dist, LEAD_PAYLOAD_SCHEMA), "utf8"));
  const photo = await photoOf(PHOTO_URL_BYTES);
  let failed = false;
  const outboxes = {
    plain: join(work, "outbox-plain"),
    photo: join(work, "outbox-photo"),
    cases: join(work, "outbox-cases"),
  };
  const env = (outbox: string) => ({
    DIST_DIR: dist,
    OUTBOX_DIR: outbox,
    TRUST_PROXY: "127.0.0.1",
  });

  console.log(
    `npm start's server, ${LEADS} leads at concurrency ${CONCURRENCY}, on ${process.env.BENCH_MACHINE ?? `${(await import("node:os")).cpus().length} cores`}:`,
  );
  try {
    // Pages alone, for comparison.
    {
      const server = await startServer(env(outboxes.plain));
      const alone = await autocannon({
        url: `${server.origin}/`,
        connections: 10,
        duration: 5,
        headers: { "accept-encoding": "br, gzip" },
      });
      row(
        "pages/s for / alone (10 connections, 5 s)",
        `${Math.round(alone.requests.average)} (p99 ${alone.latency.p99} ms)`,
      );
      await server.stop();
    }
    for (const [label, dir, withPhoto] of [
      ["without a photo", outboxes.plain, false],
      [`with a ${Math.round(photo.url.length / 1024)} kB photo`, outboxes.photo, true],
    ] as const) {
      rmSync(dir, { recursive: true, force: true });
      // Throughput, not the ceiling of leads a minute from everyone (the flood below measures that).
      const server = await startServer({ ...env(dir), ALL_LEADS_PER_MINUTE: String(LEADS * 10) });
      const lead = sampleLead(schema, withPhoto ? photo.url : undefined);
      // Pages for / from 10 more connections, for as long as the burst lasts.
      let pagesDone!: (result: Result) => void;
      const pagesResult = new Promise<Result>((done) => (pagesDone = done));
      const pages = autocannon(
        {
          url: `${server.origin}/`,
          connections: 10,
          duration: 120,
          headers: { "accept-encoding": "br, gzip" },
        },
        (_, result) => pagesDone(result),
      );
      const started = performance.now();
      const burst = await leadBurst(server.origin, lead);
      const seconds = (performance.now() - started) / 1000;
      pages.stop();
      const during = await pagesResult;
      const ok = burst.statusCodeStats?.["200"]?.count ?? 0;
      const { whole, problems } = checkOnDisk(dir, lead, withPhoto ? photo.jpeg : undefined);
      row(
        `leads ${label}: leads/s`,
        `${Math.round(burst.requests.total / seconds)} (${burst.requests.total} in ${seconds.toFixed(1)} s)`,
      );
      row(`leads ${label}: latency p50 / p99`, `${burst.latency.p50} ms / ${burst.latency.p99} ms`);
      row(
        `leads ${label}: answered 200 / whole on disk`,
        `${ok} / ${whole}${burst.non2xx ? `, ${burst.non2xx} other answers (${otherStatuses(burst)})` : ""}${burst.errors ? `, ${burst.errors} errors` : ""}`,
      );
      row(
        `pages/s for / during that burst`,
        `${Math.round(during.requests.total / Math.max(1, during.duration))} (p99 ${during.latency.p99} ms)`,
      );
      const lines = server.lines().filter((l) => l.includes("Lead received"));
      row(`log lines for those leads (one each)`, `${lines.length}`);
      if (ok !== LEADS || whole !== LEADS || problems.length || lines.length !== LEADS) {
        failed = true;
        console.log(
          `  LOST OR DAMAGED: ${problems.slice(0, 5).join("; ") || `${LEADS - whole} lead(s) missing`}`,
        );
        for (const line of server
          .lines()
          .filter((l) => /"level":(50|60)/.test(l))
          .slice(0, 3))
          console.log(`  the server logged: ${line.slice(0, 600)}`);
      }
      await server.stop();
    }

    console.log("\nEvery crash and abuse case, answered (the server is asked for / after each):");
    const server = await startServer(env(outboxes.cases));
    const valid = JSON.stringify(sampleLead(schema));
    /** A lead whose message is `depth` arrays inside each other, written as text (no parser here could hold it). */
    const nested = (depth: number) =>
      valid.replace(/"name":"[^"]*"/, `"name":${"[".repeat(depth)}${"]".repeat(depth)}`);
    const cases: [string, () => Promise<number>, (status: number) => boolean][] = [
      ...["//:99999/", "//[", "//a%20b/", "//x:y/", "/%E0%A4%A", "/%00"].map(
        (target): [string, () => Promise<number>, (s: number) => boolean] => [
          `GET ${target}`,
          () => raw(server.origin, pageRequest(target)),
          (s) => s >= 400 && s < 500,
        ],
      ),
      [
        "a request line that is not HTTP",
        () => raw(server.origin, "HELLO\r\n\r\n"),
        (s) => s === 400,
      ],
      [
        "a 100 kB header",
        () =>
          raw(server.origin, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(100_000)}\r\n\r\n`),
        (s) => s === 431 || s === 400,
      ],
      [
        "a lead as text/plain (another site's form)",
        () => raw(server.origin, post(valid, "Content-Type: text/plain\r\n")),
        (s) => s === 415,
      ],
      [
        "a lead from another site's page (Origin)",
        () =>
          raw(
            server.origin,
            post(valid, "Content-Type: application/json\r\nOrigin: https://elsewhere.example\r\n"),
          ),
        (s) => s === 403,
      ],
      ["an empty lead", () => raw(server.origin, post("{}")), (s) => s === 400],
      [
        "290 kB of nested template params",
        () => raw(server.origin, post(nested(145_000))),
        (s) => s === 413,
      ],
      [
        "60 kB of nested template params (under the size limit)",
        () => raw(server.origin, post(nested(30_000))),
        (s) => s === 400,
      ],
      [
        "a 5 MB body",
        () => raw(server.origin, post("x".repeat(5 * 1024 * 1024))),
        (s) => s === 413,
      ],
      [
        "a lead with a GIF as its photo",
        () =>
          raw(
            server.origin,
            post(JSON.stringify(sampleLead(schema, "data:image/gif;base64,R0lGODlhAQABAAAAACw="))),
          ),
        (s) => s === 400,
      ],
      [
        "a lead with the hidden field filled (kept: none)",
        () =>
          raw(
            server.origin,
            post(
              JSON.stringify({
                ...sampleLead(schema),
                template_params: { ...sampleLead(schema).template_params, website: "x" },
              }),
            ),
          ),
        (s) => s === 200,
      ],
      [
        "a 6th lead in a minute from one address",
        async () => {
          for (let i = 0; i < 5; i++)
            await raw(server.origin, post(valid, undefined, "10.200.0.1"));
          return raw(server.origin, post(valid, undefined, "10.200.0.1"));
        },
        (s) => s === 429,
      ],
      [
        "dist/ emptied by a rebuild while serving",
        async () => {
          rmSync(dist, { recursive: true, force: true });
          const status = await pageStatus(`${server.origin}/`);
          cpSync(join(root, "dist"), dist, { recursive: true });
          return status;
        },
        (s) => s === 200,
      ],
    ];
    for (const [label, run, isAnswered] of cases) {
      const status = await run();
      const alive =
        (await pageStatus(`${server.origin}/`)) === 200 && server.child.exitCode === null;
      if (!isAnswered(status) || !alive) failed = true;
      row(label, `${status || "no answer"}${alive ? ", still serving" : ", NOT SERVING"}`);
    }
    const caseLeads = readdirSync(outboxes.cases).filter((n) => n.endsWith(".json")).length;
    row("leads kept from those cases (5 good ones only)", `${caseLeads}`);
    if (caseLeads !== 5) failed = true;
    await server.stop();

    // Out of file descriptors: a server allowed 64, and 100 slow clients that hold them.
    {
      const limited = await startServer(env(join(work, "outbox-fds")), 64);
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
      if (!alive) failed = true;
      row(
        "out of file descriptors (ulimit -n 64, 100 held)",
        `${during || "waits"} while held, ${after} after${alive ? ", still serving" : ", NOT SERVING"}`,
      );
      await limited.stop();
    }

    // A full disk: a 16 kB memory disk as the outbox (mounting needs root).
    const small = join(work, "full-disk");
    mkdirSync(small);
    let mounted = false;
    try {
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=16k", "tmpfs", small], { stdio: "ignore" });
      mounted = true;
    } catch {
      row("a full disk", "skipped: mounting a small disk needs root");
    }
    if (mounted) {
      try {
        const full = await startServer(env(small));
        const big = JSON.stringify({
          ...sampleLead(schema),
          template_params: { ...sampleLead(schema).template_params, message: "x".repeat(1900) },
        });
        const statuses: number[] = [];
        for (let i = 0; i < 12; i++) statuses.push(await raw(full.origin, post(big)));
        const damaged = readdirSync(small)
          .filter((n) => n.endsWith(".json"))
          .filter((n) => {
            try {
              return !JSON.parse(readFileSync(join(small, n), "utf8")).params;
            } catch {
              return true;
            }
          });
        const answered = statuses.filter((s) => s === 507).length;
        if (!answered || damaged.length) failed = true;
        row(
          "a full disk (16 kB outbox, 12 leads of 2 kB)",
          `${statuses.filter((s) => s === 200).length} kept whole, ${answered} answered 507, ${damaged.length} damaged`,
        );
        await full.stop();
      } finally {
        execFileSync("umount", [small]);
      }
    }

    console.log("\nAttacks, with real visitors sending leads meanwhile:");
    const attacks: AttackContext = {
      start: (outbox, extra = {}, descriptors) =>
        startServer({ DIST_DIR: dist, OUTBOX_DIR: outbox, ...extra }, descriptors),
      lead: (name, withPhoto = false) => {
        const lead = sampleLead(schema, withPhoto ? photo.url : undefined);
        return JSON.stringify({ ...lead, template_params: { ...lead.template_params, name } });
      },
      folder: (name) => join(work, `outbox-${name}`),
    };
    for (const attack of [floodFromManyAddresses, capRecovery, slowClients]) {
      const { lines, held } = await attack(attacks);
      for (const [label, value] of lines) row(label, value);
      if (!held) {
        failed = true;
        console.log("  BROKEN: a promise of DEPLOY.md did not hold (see above).");
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log(
    failed
      ? "\nFAILED: a lead was lost, a case was not answered or an attack broke a promise (see above)."
      : "\nNo lead lost; every case answered; every attack's promise held.",
  );
  process.exit(failed ? 1 : 0);
}

await main();
