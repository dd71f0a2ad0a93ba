import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createOutbox, OUTBOX_PATH } from "./outbox.ts";

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
