import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createOutbox, OUTBOX_PATH, prepareOutbox } from "./outbox.ts";

const MAX = 4 * 1024;
let dir: string;
let server: Server;
let url: string;
const logged: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "outbox-"));
  const accept = createOutbox({ dir: join(dir, "leads"), maxRequestBytes: MAX, log: (line) => logged.push(line) });
  server = createServer((req, res) => void accept(req, res));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${OUTBOX_PATH}`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(dir, { recursive: true, force: true });
});

const post = async (body: string) => {
  const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body });
  return { status: response.status, text: await response.text() };
};
const request = (params: object, ids: object = {}) => JSON.stringify({ lib_version: "4.4.1", user_id: "outbox", service_id: "outbox", template_id: "service-request", template_params: params, ...ids });
const files = () => readdirSync(join(dir, "leads")).sort();
const PIXEL = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";

describe("the lead outbox", () => {
  it("keeps a lead as JSON, its photo beside it, answers OK and prints one line", async () => {
    const params = { name: "Jane Test", phone: "905 555 0199", email: "jane@example.com", appliance: "washer", inquiryType: "Service Request", hasAttachment: "Yes", attachment: `data:image/png;base64,${PIXEL}` };
    expect(await post(request(params))).toEqual({ status: 200, text: "OK" });
    const [json, photo] = files();
    expect(json).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-service-request-[0-9a-f]{6}\.json$/);
    const stored = JSON.parse(readFileSync(join(dir, "leads", json), "utf8"));
    expect(stored).toMatchObject({ serviceId: "outbox", templateId: "service-request", libVersion: "4.4.1", params, photoFile: photo });
    expect(readFileSync(join(dir, "leads", photo))).toEqual(Buffer.from(PIXEL, "base64"));
    expect(logged.at(-1)).toMatch(/^Lead received: Service Request from Jane Test, 905 555 0199, jane@example.com, washer, photo 1 kB -> .*\.json$/);
  });

  it.each([
    ["a body that is not JSON", "{name:", 400, "The request body is not valid JSON"],
    ["a missing public key", request({}, { user_id: "" }), 400, "The Public Key is invalid"],
    ["a missing service id", request({}, { service_id: undefined }), 400, "The service ID is invalid"],
    ["a missing template id", request({}, { template_id: 7 }), 400, "The template ID is invalid"],
    ["template params that are not an object", request([] as unknown as object), 400, "The template params must be an object"],
    ["template params over the size limit", request({ message: "x".repeat(MAX) }), 413, "Variables size limit. The maximum allowed variables size is 4Kb"],
    ["a body far over the limit", request({ message: "x".repeat(MAX * 10) }), 413, "Request Entity Too Large. The largest request accepted is 20Kb"],
  ])("refuses %s with a status and the provider's kind of text, and stores nothing", async (_, body, status, text) => {
    const before = files();
    expect(await post(body)).toEqual({ status, text });
    expect(files()).toEqual(before);
  });

  it("leaves no temporary file behind", () => {
    expect(files().filter((name) => name.startsWith(".") || name.endsWith(".tmp"))).toEqual([]);
  });
});

/** A POST with exactly these headers (fetch() would not send an Origin of another site). */
function send(target: string, body: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(target, { method: "POST", headers: { "Content-Length": String(Buffer.byteLength(body)), ...headers } }, (res) => {
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("what the outbox accepts", () => {
  const lead = () => request({ name: "Jane Test", phone: "905 555 0199", inquiryType: "Service Request" });

  it("refuses a body sent as text/plain, which a page on another site can post without asking", async () => {
    const before = files();
    expect(await send(url, lead(), { "Content-Type": "text/plain" })).toEqual({ status: 415, text: "Unsupported Media Type. Send the lead as application/json" });
    expect(files()).toEqual(before);
  });

  it("refuses a lead from another site's page, and takes one from its own", async () => {
    const before = files();
    const host = new URL(url).host;
    expect(await send(url, lead(), { "Content-Type": "application/json", Origin: "https://elsewhere.example" })).toEqual({ status: 403, text: "Forbidden. Leads are accepted from this site's own pages only" });
    expect(files()).toEqual(before);
    expect(await send(url, lead(), { "Content-Type": "application/json; charset=utf-8", Origin: `http://${host}` })).toEqual({ status: 200, text: "OK" });
    // Behind a reverse proxy that passes the public host on.
    expect(await send(url, lead(), { "Content-Type": "application/json", Origin: "https://www.example.com", "X-Forwarded-Host": "www.example.com" })).toEqual({ status: 200, text: "OK" });
  });
});

describe("the outbox folder", () => {
  it("is made ready at start: created, checked by a write, rid of files a stopped server left half-written", () => {
    const folder = join(dir, "ready", "leads");
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, ".2026-01-01T00-00-00-000Z-lead-abcdef.json.0123abcd.tmp"), "{");
    writeFileSync(join(folder, "2026-01-01T00-00-00-000Z-lead-abcdef.json"), "{}");
    expect(prepareOutbox(folder)).toEqual({ removed: 1 });
    expect(readdirSync(folder)).toEqual(["2026-01-01T00-00-00-000Z-lead-abcdef.json"]);
    expect(prepareOutbox(join(dir, "new", "deeper")).removed).toBe(0);
  });

  it("refuses, with what to do, a folder that cannot be written, and does not hang on one under /proc", () => {
    expect(() => prepareOutbox("/proc/outbox")).toThrow(/The lead outbox \/proc\/outbox cannot be written .*Set OUTBOX_DIR to a folder this user may write/);
  });

  // A disk that is full: a 16 KB memory disk (mounting one needs root, which CI and this machine have).
  const small = join(tmpdir(), `outbox-full-${process.pid}`);
  const canMount = (() => {
    if (process.getuid?.() !== 0) return false;
    try {
      mkdirSync(small, { recursive: true });
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=16k", "tmpfs", small], { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  })();
  afterAll(() => {
    if (canMount) execFileSync("umount", [small]);
    rmSync(small, { recursive: true, force: true });
  });

  it.runIf(canMount)("answers a full disk with 507, so the form keeps everything, and leaves no part of the lead", async () => {
    const full = createOutbox({ dir: small, maxRequestBytes: 64 * 1024, log: () => {} });
    const fullServer = createServer((req, res) => void full(req, res));
    await new Promise<void>((done) => fullServer.listen(0, "127.0.0.1", done));
    try {
      const target = `http://127.0.0.1:${(fullServer.address() as AddressInfo).port}${OUTBOX_PATH}`;
      const body = request({ name: "Jane Test", message: "x".repeat(20 * 1024) });
      expect(await send(target, body, { "Content-Type": "application/json" })).toEqual({ status: 507, text: "Insufficient Storage. The lead could not be stored" });
      expect(readdirSync(small)).toEqual([]);
    } finally {
      await new Promise((done) => fullServer.close(done));
    }
  });
});

describe("the outbox's limits", () => {
  /** An outbox of its own with the given limits, and a way to post to it. */
  async function limited(limits: Parameters<typeof createOutbox>[0]["limits"]) {
    const folder = mkdtempSync(join(tmpdir(), "outbox-limits-"));
    const accept = createOutbox({ dir: folder, maxRequestBytes: 64 * 1024, log: () => {}, limits });
    const limitedServer = createServer((req, res) => void accept(req, res));
    await new Promise<void>((done) => limitedServer.listen(0, "127.0.0.1", done));
    const target = `http://127.0.0.1:${(limitedServer.address() as AddressInfo).port}${OUTBOX_PATH}`;
    return {
      post: (body: string) => send(target, body, { "Content-Type": "application/json" }),
      leads: () => readdirSync(folder).length,
      close: async () => {
        await new Promise((done) => limitedServer.close(done));
        rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const lead = (message = "Please call") => request({ name: "Jane Test", phone: "905 555 0199", inquiryType: "Service Request", message });

  it("takes a few leads a minute from one address, then answers 429 and stores nothing more", async () => {
    const outbox = await limited({ leadsPerMinute: 2 });
    try {
      expect((await outbox.post(lead())).status).toBe(200);
      expect((await outbox.post(lead())).status).toBe(200);
      expect(await outbox.post(lead())).toEqual({ status: 429, text: "Too Many Requests. Please wait a minute before sending again" });
      expect(outbox.leads()).toBe(2);
    } finally {
      await outbox.close();
    }
  });

  it("holds one address to its bytes an hour, however the leads are spread", async () => {
    const outbox = await limited({ leadsPerMinute: 100, bytesPerHour: 30 * 1024 });
    try {
      expect((await outbox.post(lead("x".repeat(20 * 1024)))).status).toBe(200);
      expect(await outbox.post(lead("x".repeat(20 * 1024)))).toEqual({ status: 429, text: "Too Many Requests. This address has sent as much as an hour allows" });
      expect(outbox.leads()).toBe(1);
    } finally {
      await outbox.close();
    }
  });

  it("keeps the disk for what is there once the outbox holds its total", async () => {
    const outbox = await limited({ totalBytes: 1024 });
    try {
      expect(await outbox.post(lead("x".repeat(2 * 1024)))).toEqual({ status: 507, text: "Insufficient Storage. The outbox is full" });
      expect(outbox.leads()).toBe(0);
    } finally {
      await outbox.close();
    }
  });
});
