// The server's settings and log, on their own (the server itself is tested in tests/engine/server.test.ts).
import { afterEach, describe, expect, it, vi } from "vitest";
import { Writable } from "node:stream";
import { logStreamFor, trustProxySetting } from "./start.ts";
import { refusalLog } from "./refusals.ts";

describe("TRUST_PROXY", () => {
  it("reads a number of proxies and their addresses as Fastify's trustProxy takes them", () => {
    expect(trustProxySetting(undefined)).toEqual({ setting: false });
    // "1" is the one proxy in front of the server, not the address 0.0.0.1.
    expect(trustProxySetting("1")).toEqual({ setting: 1 });
    expect(trustProxySetting("127.0.0.1, 10.0.0.0/8, ::1")).toEqual({
      setting: "127.0.0.1,10.0.0.0/8,::1",
    });
  });

  it("reads true as the one proxy in front, since true believes what any client writes, and says so", () => {
    const { setting, warning } = trustProxySetting("true");
    expect(setting).toBe(1);
    expect(warning).toMatch(/^TRUST_PROXY=true would believe any address a client writes/);
  });

  it("believes no proxy for a value it cannot read, and says so, rather than stop the server", () => {
    for (const value of ["yes", "localhost proxy"]) {
      const { setting, warning } = trustProxySetting(value);
      expect(setting, value).toBe(false);
      expect(warning, value).toMatch(
        new RegExp(`^TRUST_PROXY is "${value}", which is neither a number of proxies nor a list`),
      );
    }
  });
});

describe("the log of refused leads", () => {
  afterEach(() => void vi.useRealTimers());

  it("logs the first refusal of each kind at once and counts the rest in one line a minute", () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const log = refusalLog({ warn: (_fields, message) => lines.push(message) });
    for (let n = 0; n < 5000; n++)
      log.refused(
        429,
        { address: "192.0.2.1" },
        "Lead refused: 192.0.2.1 sent more than its leads a minute",
      );
    log.refused(400, {}, "Lead refused (400): The request body is not valid JSON");
    expect(lines).toEqual([
      "Lead refused: 192.0.2.1 sent more than its leads a minute",
      "Lead refused (400): The request body is not valid JSON",
    ]);
    vi.advanceTimersByTime(60_000);
    expect(lines.slice(2)).toEqual([
      "Refused more leads in the last minute: 4999 more answered 429.",
    ]);
    log.refused(429, {}, "Lead refused again");
    expect(lines.at(-1)).toBe("Lead refused again");
    log.close();
  });
});

describe("the log's format", () => {
  it("is one JSON object a line when no person reads it, and readable lines in a terminal; LOG_FORMAT chooses", async () => {
    expect(logStreamFor(false)).toBeUndefined();
    expect(logStreamFor(undefined)).toBeUndefined();
    expect(logStreamFor(true, "json")).toBeUndefined();
    let printed = "";
    const terminal = new Writable({
      write: (chunk, _encoding, done) => ((printed += chunk), done()),
    });
    const stream = logStreamFor(false, "pretty", terminal)!;
    stream.write(
      JSON.stringify({
        level: 30,
        time: Date.UTC(2026, 10, 26, 9, 5, 7),
        pid: 1,
        hostname: "h",
        msg: "Serving the site",
      }) + "\n",
    );
    await new Promise((done) => setTimeout(done, 50));
    expect(printed).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Serving the site\n$/);
  });
});

describe("the server's settings", () => {
  it("are each in DEPLOY.md's table", async () => {
    const { readFileSync } = await import("node:fs");
    const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");
    const sources = ["./start.ts", "./outbox/limits.ts"].map(read).join("\n");
    const names = new Set(
      [...sources.matchAll(/process\.env\.([A-Z_]+)|read\("([A-Z_]+)"\)/g)].map(
        (match) => match[1] ?? match[2],
      ),
    );
    expect(names.size).toBeGreaterThan(8);
    const table = read("../../DEPLOY.md")
      .split("\n")
      .filter((line) => line.startsWith("| `"))
      .join("\n");
    expect([...names].filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
  });

  it("come from site.env under the environment itself", async () => {
    const { mkdtempSync, rmSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const { withSiteEnv } = await import("./site-env.ts");
    const dir = mkdtempSync(join(tmpdir(), "site-env-"));
    try {
      expect(withSiteEnv({ PORT: "1" }, dir)).toEqual({ env: { PORT: "1" } });
      writeFileSync(
        join(dir, "site.env"),
        "# settings\nPORT=4173\nOUTBOX_DIR=/var/lib/site/outbox\n",
      );
      expect(withSiteEnv({ PORT: "1" }, dir).env).toEqual({
        PORT: "1",
        OUTBOX_DIR: "/var/lib/site/outbox",
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
