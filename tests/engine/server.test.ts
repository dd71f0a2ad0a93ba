// npm start's server under requests a browser never sends: each is answered, the server keeps
// serving, every answer carries the site's security headers, and a lead cannot write to the
// terminal. Raw sockets, because fetch() refuses to send most of these.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Server } from "node:http";
import { createSiteServer } from "../../scripts/serve.ts";
import { OUTBOX_PATH } from "../../scripts/outbox.ts";
import { parseHeadersFile } from "../../scripts/hosting.ts";
import { copySite, sharedBuild } from "../helpers/fixture-site.ts";

const built = sharedBuild();
let dist: string;
let remove: () => void;
let outbox: string;
let server: Server;
let port: number;
const logged: string[] = [];

beforeAll(async () => {
  // A copy of the built pages this file may change (a page removed while the server runs).
  const copy = copySite();
  remove = copy.remove;
  dist = join(copy.root, "dist");
  cpSync(join(built, "dist"), dist, { recursive: true });
  outbox = mkdtempSync(join(tmpdir(), "server-outbox-"));
  server = createSiteServer({ distDir: dist, outbox: { dir: outbox, maxRequestBytes: 50 * 1024, log: (line) => logged.push(line) } });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  remove?.();
  rmSync(outbox, { recursive: true, force: true });
});

/** Sends the bytes as they are and returns the status line and headers of the answer. */
function raw(request: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(request));
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head] = text.split("\r\n\r\n");
      const [statusLine, ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      resolve({ status: Number(statusLine.split(" ")[1]), headers });
    });
  });
}
const get = (target: string) => raw(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
const stillServing = async () => expect((await get("/")).status).toBe(200);

describe("the site's server", () => {
  it.each(["//:99999/", "//[", "//a%20b/", "//x:y/", "/%E0%A4%A", "*", "http://[::1"])("answers GET %s and keeps serving", async (target) => {
    const { status } = await get(target);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    await stillServing();
  });

  it("answers a page removed while it is being served (a rebuild) with the not-found page, and keeps serving", async () => {
    const about = join(dist, "about/index.html");
    renameSync(about, `${about}.gone`);
    try {
      expect((await get("/about")).status).toBe(404);
    } finally {
      renameSync(`${about}.gone`, about);
    }
    expect((await get("/about")).status).toBe(200);
  });

  it("sends the site's security headers with pages, API answers, refusals and errors alike", async () => {
    const expected = parseHeadersFile(readFileSync(join(dist, "_headers"), "utf8"));
    expect(Object.keys(expected)).toContain("Content-Security-Policy");
    const answers = [
      await get("/"),
      await get("/no-such-page"),
      await get("//["),
      await raw(`DELETE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      await raw(`GET ${OUTBOX_PATH} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      await raw(`POST ${OUTBOX_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 404, expect.any(Number), 405, 405, 400]);
    for (const answer of answers) for (const [name, value] of Object.entries(expected)) expect(answer.headers[name.toLowerCase()], `${answer.status} ${name}`).toBe(value);
  });

  it("logs a lead on one line, its fields' control characters shown as escapes", async () => {
    const params = { name: "Eve\r\nLead received: Service Request from Mallory", phone: "613 555 0100\u001b[2J", email: "eve@example.com", inquiryType: "Service Request\u202e", hasAttachment: "No" };
    const body = JSON.stringify({ lib_version: "4.4.1", user_id: "outbox", service_id: "outbox", template_id: "service-request", template_params: params });
    const response = await fetch(`http://127.0.0.1:${port}${OUTBOX_PATH}`, { method: "POST", headers: { "Content-Type": "application/json" }, body });
    expect(response.status).toBe(200);
    const line = logged.at(-1)!;
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
    expect(line).toContain("Eve\\u000d\\u000aLead received: Service Request from Mallory");
    expect(line).toContain("613 555 0100\\u001b[2J");
    expect(line.match(/Lead received:/g)).toHaveLength(2);
    expect(line.startsWith("Lead received: Service Request\\u202e from ")).toBe(true);
  });
});
