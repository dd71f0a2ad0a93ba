// The outbox's own checks, on its core (npm start's server in front of it is tested in
// tests/engine/server.test.ts): what it keeps, what it refuses with the provider's words, and
// that an answered lead is whole on disk.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createOutbox } from "./outbox.ts";
import type { LeadLog } from "./lead-log.ts";
import { siteHosts, type LeadRequest } from "./parsing.ts";
import { prepareOutbox } from "./storage.ts";
import { addressGroup, limitsFromEnvironment } from "./limits.ts";
import { renameSync } from "node:fs";
import { leadPayloadSchema } from "../../leads/payload-schema.ts";
import { fixtureSite } from "../../../tests/helpers/fixture-content.ts";
import { sentReview, sentServiceRequest } from "../../../tests/helpers/sent-leads.ts";

const MAX = 4 * 1024;
let dir: string;
const logged: string[] = [];
const log: LeadLog = {
  info: (_, line) => logged.push(line),
  warn: (_, line) => logged.push(line),
  error: (_, line) => logged.push(line),
};
const quiet: LeadLog = { info: () => {}, warn: () => {}, error: () => {} };
let outbox: ReturnType<typeof createOutbox>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "outbox-"));
  outbox = createOutbox({
    dir: join(dir, "leads"),
    forms: () => ({ maxRequestBytes: MAX }),
    log,
    photoFields: ["attachment"],
  });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One request as the server hands it over: by default JSON from 192.0.2.1, with no Origin. */
const receiver =
  (target = () => outbox) =>
  (body: string, request: Partial<LeadRequest> = {}) =>
    target().receive({
      contentType: "application/json",
      hosts: ["site.example"],
      address: "192.0.2.1",
      body: Buffer.from(body),
      ...request,
    });
const post = receiver();
const request = (params: object, ids: object = {}) =>
  JSON.stringify({
    lib_version: "4.4.1",
    user_id: "outbox",
    service_id: "outbox",
    template_id: "service-request",
    template_params: params,
    ...ids,
  });
const files = (folder = join(dir, "leads")) => readdirSync(folder).sort();
const PIXEL =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";

describe("the lead outbox", () => {
  it("keeps a lead as JSON and its photo once, as a file beside it; answers OK and logs one line", async () => {
    const params = {
      name: "Jane Test",
      phone: "905 555 0199",
      email: "jane@example.com",
      appliance: "washer",
      inquiryType: "Service Request",
      hasAttachment: "Yes",
      attachment: `data:image/png;base64,${PIXEL}`,
    };
    expect(await post(request(params))).toEqual({ status: 200, text: "OK" });
    const [json, photo] = files();
    expect(json).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-service-request-[0-9a-f]{6}\.json$/);
    expect(photo).toBe(json.replace(/\.json$/, ".photo.png"));
    const stored = JSON.parse(readFileSync(join(dir, "leads", json), "utf8"));
    const { attachment: _, ...withoutPhoto } = params;
    expect(stored).toEqual({
      receivedAt: expect.any(String),
      serviceId: "outbox",
      templateId: "service-request",
      libVersion: "4.4.1",
      params: withoutPhoto,
      photoFile: photo,
    });
    expect(readFileSync(join(dir, "leads", json), "utf8")).not.toContain(PIXEL);
    expect(readFileSync(join(dir, "leads", photo))).toEqual(Buffer.from(PIXEL, "base64"));
    // With no lead schema from a build, nothing says which field is whose: the line says how many.
    expect(logged.at(-1)).toMatch(
      /^Lead received: service-request, 6 fields, photo .*\.photo\.png -> .*\.json$/,
    );
  });

  it.each([
    ["a body that is not JSON", "{name:", 400, "The request body is not valid JSON"],
    ["a missing public key", request({}, { user_id: "" }), 400, "The Public Key is invalid"],
    [
      "a missing service id",
      request({}, { service_id: undefined }),
      400,
      "The service ID is invalid",
    ],
    ["a missing template id", request({}, { template_id: 7 }), 400, "The template ID is invalid"],
    [
      "template params that are not an object",
      request([] as unknown as object),
      400,
      "The template params must be an object",
    ],
    [
      "template params over the size limit",
      request({ message: "x".repeat(MAX) }),
      413,
      "Variables size limit. The maximum allowed variables size is 4Kb",
    ],
    [
      "a body far over the limit",
      request({ message: "x".repeat(MAX * 10) }),
      413,
      "Request Entity Too Large. The largest request accepted is 20Kb",
    ],
  ])(
    "refuses %s with a status and the provider's kind of text, and stores nothing",
    async (_, body, status, text) => {
      const before = files();
      expect(await post(body)).toEqual({ status, text });
      expect(files()).toEqual(before);
    },
  );

  it("leaves no temporary file behind", () => {
    expect(files().filter((name) => name.startsWith(".") || name.endsWith(".tmp"))).toEqual([]);
  });
});

describe("what the outbox accepts", () => {
  const lead = () =>
    request({ name: "Jane Test", phone: "905 555 0199", inquiryType: "Service Request" });

  it("refuses a body sent as text/plain, which a page on another site can post without asking", async () => {
    const before = files();
    expect(await post(lead(), { contentType: "text/plain" })).toEqual({
      status: 415,
      text: "Unsupported Media Type. Send the lead as application/json",
    });
    expect(await post(lead(), { contentType: undefined })).toMatchObject({ status: 415 });
    expect(files()).toEqual(before);
  });

  it("refuses a lead from another site's page, and takes one from its own", async () => {
    const before = files();
    expect(await post(lead(), { origin: "https://elsewhere.example" })).toEqual({
      status: 403,
      text: "Forbidden. Leads are accepted from this site's own pages only",
    });
    expect(await post(lead(), { origin: "null" })).toMatchObject({ status: 403 });
    expect(files()).toEqual(before);
    expect(
      await post(lead(), {
        contentType: "application/json; charset=utf-8",
        origin: "http://site.example",
      }),
    ).toEqual({ status: 200, text: "OK" });
  });
});

describe("the site's own names", () => {
  it("are the Host, and the forwarded host only from a trusted proxy", () => {
    const headers = {
      host: "127.0.0.1:4173",
      "x-forwarded-host": "www.example.com, cdn.example.com",
    };
    expect(siteHosts(headers, false)).toEqual(["127.0.0.1:4173"]);
    expect(siteHosts(headers, true)).toEqual([
      "127.0.0.1:4173",
      "www.example.com",
      "cdn.example.com",
    ]);
  });
});

describe("the outbox with the site's lead schema", () => {
  const site = fixtureSite("en").site;
  let folder: string;
  let checked: ReturnType<typeof createOutbox>;
  const forms = { maxRequestBytes: 64 * 1024, payloadSchema: leadPayloadSchema([site]) };
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), "outbox-schema-"));
    checked = createOutbox({
      dir: folder,
      forms: () => forms,
      log,
    });
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const send = receiver(() => checked);
  const params = sentServiceRequest();

  it("keeps a lead the site's form sends, without its hidden field", async () => {
    expect(await send(request(params))).toEqual({ status: 200, text: "OK" });
    const [json] = files(folder);
    expect(JSON.parse(readFileSync(join(folder, json), "utf8")).params).toEqual({
      ...params,
      website: undefined,
    });
  });

  it("refuses what no form of the site sends, naming the field", async () => {
    const before = files(folder);
    expect(await send(request({ ...params, appliance: "jet-ski" }))).toEqual({
      status: 400,
      text: "The lead is not one this site's forms send: template_params.appliance is not a choice this site's forms offer",
    });
    expect(await send(request({ ...params, bcc: "a@example.com" }))).toEqual({
      status: 400,
      text: "The lead is not one this site's forms send: template_params has a field no form of this site sends: bcc",
    });
    expect(
      await send(
        request({
          ...params,
          hasAttachment: "Yes",
          attachment: "data:image/gif;base64,R0lGODlhAQABAAAAACw=",
        }),
      ),
    ).toEqual({
      status: 400,
      text: "The lead is not one this site's forms send: template_params.attachment is not a JPEG, PNG or WebP photo",
    });
    expect((await send(request({ name: "", phone: "" }))).status).toBe(400);
    expect(files(folder)).toEqual(before);
  });

  it("keeps a review sent with the permission to publish it, and logs its stars, not its words", async () => {
    const review = { ...sentReview({ text: "Quick and tidy." }), website: "" };
    const ids = { template_id: site.delivery.templates.review };
    expect(await send(request(review, ids))).toEqual({ status: 200, text: "OK" });
    expect(logged.at(-1)).toMatch(
      /^Review received: 4 stars from Ada L\. \(en, \/testimonials\) -> .*-review-[0-9a-f]{6}\.json\. See it with npm run reviews$/,
    );
    expect((await send(request({ ...review, consent: "" }, ids))).status).toBe(400);
  });

  it("keeps a photo only from the form's photo field, named by what its bytes are; any other field stays text", async () => {
    const before = files(folder);
    const lookalike = "data:image/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==";
    expect(await send(request({ ...params, message: lookalike }))).toEqual({
      status: 200,
      text: "OK",
    });
    const added = files(folder).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    expect(JSON.parse(readFileSync(join(folder, added[0]), "utf8")).params.message).toBe(lookalike);

    const PNG =
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";
    expect(
      await send(
        request({ ...params, hasAttachment: "Yes", attachment: `data:image/png;base64,${PNG}` }),
      ),
    ).toEqual({ status: 200, text: "OK" });
    const photo = files(folder).find((name) => !before.includes(name) && name.includes(".photo."));
    expect(photo).toMatch(/\.photo\.png$/);
  });

  it("thanks a robot that filled the hidden field as it would a person, and keeps nothing", async () => {
    const before = files(folder);
    expect(await send(request({ ...params, website: "https://spam.example" }))).toEqual({
      status: 200,
      text: "OK",
    });
    expect(files(folder)).toEqual(before);
    expect(logged.at(-1)).toMatch(/^Lead discarded: its hidden field was filled/);
  });
});

describe("the outbox folder", () => {
  it("is made ready at start: created, checked by a write, rid of files a stopped server left half-written and of orphan photos", () => {
    const folder = join(dir, "ready", "leads");
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, ".2026-01-01T00-00-00-000Z-lead-abcdef.json.0123abcd.tmp"), "{");
    writeFileSync(join(folder, "2026-01-01T00-00-00-000Z-lead-abcdef.json"), "{}");
    writeFileSync(join(folder, "2026-01-01T00-00-00-000Z-lead-abcdef.photo.jpg"), "jpeg");
    // A photo written just before the server was stopped: its lead never was, nor answered OK.
    writeFileSync(join(folder, "2026-01-01T00-00-01-000Z-lead-123456.photo.jpg"), "jpeg");
    expect(prepareOutbox(folder)).toEqual({ removed: 2 });
    expect(readdirSync(folder).sort()).toEqual([
      "2026-01-01T00-00-00-000Z-lead-abcdef.json",
      "2026-01-01T00-00-00-000Z-lead-abcdef.photo.jpg",
    ]);
    expect(prepareOutbox(join(dir, "new", "deeper")).removed).toBe(0);
  });

  it("refuses, with what to do, a folder that cannot be written, and does not hang on one under /proc", () => {
    expect(() => prepareOutbox("/proc/outbox")).toThrow(
      /The lead outbox \/proc\/outbox cannot be written .*Set OUTBOX_DIR to a folder this user may write/,
    );
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

  it.runIf(canMount)(
    "answers a full disk with 507, so the form keeps everything, and leaves no part of the lead",
    async () => {
      const full = createOutbox({ dir: small, forms: () => ({ maxRequestBytes: 64 * 1024 }), log: quiet });
      const body = request({ name: "Jane Test", message: "x".repeat(20 * 1024) });
      expect(await receiver(() => full)(body)).toEqual({
        status: 507,
        text: "Insufficient Storage. The lead could not be stored",
      });
      expect(readdirSync(small)).toEqual([]);
    },
  );
});

describe("the outbox's limits", () => {
  /** An outbox of its own with the given limits. */
  function limited(limits: Parameters<typeof createOutbox>[0]["limits"], log: LeadLog = quiet) {
    const folder = mkdtempSync(join(tmpdir(), "outbox-limits-"));
    const limitedOutbox = createOutbox({ dir: folder, forms: () => ({ maxRequestBytes: 64 * 1024 }), log, limits });
    return {
      folder,
      post: receiver(() => limitedOutbox),
      visited: limitedOutbox.visited,
      leads: () => readdirSync(folder).filter((name) => name.endsWith(".json")).length,
      close: () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const lead = (message = "Please call") =>
    request({ name: "Jane Test", phone: "905 555 0199", inquiryType: "Service Request", message });

  it("holds one address to its bytes an hour, however the leads are spread, and others not", async () => {
    const outbox = limited({ bytesPerHour: 30 * 1024 });
    try {
      expect((await outbox.post(lead("x".repeat(20 * 1024)))).status).toBe(200);
      expect(await outbox.post(lead("x".repeat(20 * 1024)))).toEqual({
        status: 429,
        text: "Too Many Requests. This address has sent as much as an hour allows",
      });
      expect(
        (await outbox.post(lead("x".repeat(20 * 1024)), { address: "198.51.100.7" })).status,
      ).toBe(200);
      expect(outbox.leads()).toBe(2);
    } finally {
      outbox.close();
    }
  });

  it("keeps the disk for what is there once the outbox holds its total", async () => {
    const outbox = limited({ totalBytes: 1024 });
    try {
      expect(await outbox.post(lead("x".repeat(2 * 1024)))).toEqual({
        status: 507,
        text: "Insufficient Storage. The outbox is full",
      });
      expect(outbox.leads()).toBe(0);
    } finally {
      outbox.close();
    }
  });

  it("takes an IPv6 /64 as one client, as one home is given one, and an IPv4 address as written in either form", () => {
    expect(addressGroup("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8::5")).toBe("2001:db8:0:0::/64");
    expect(addressGroup("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(addressGroup("192.0.2.7")).toBe("192.0.2.7");
  });

  it("holds an IPv6 /64 to one bytes-an-hour, whichever of its addresses sends", async () => {
    const outbox = limited({ bytesPerHour: 30 * 1024 });
    try {
      expect(
        (await outbox.post(lead("x".repeat(20 * 1024)), { address: "2001:db8:1:2::10" })).status,
      ).toBe(200);
      expect(
        (await outbox.post(lead("x".repeat(20 * 1024)), { address: "2001:db8:1:2:9999::77" }))
          .status,
      ).toBe(429);
      expect(
        (await outbox.post(lead("x".repeat(20 * 1024)), { address: "2001:db8:1:3::10" })).status,
      ).toBe(200);
    } finally {
      outbox.close();
    }
  });

  it("counts what the leads not yet handled take on the disk: handling them makes room again", async () => {
    const outbox = limited({ totalBytes: 40 * 1024 });
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      let status = 200;
      for (let sent = 0; status === 200 && sent < 20; sent++)
        status = (await outbox.post(lead("x".repeat(6 * 1024)), { address: `192.0.2.${sent}` }))
          .status;
      expect(status).toBe(507);
      const kept = outbox.leads();
      expect(kept).toBeGreaterThan(1);
      // The owner moves every lead to handled/, as npm run leads -- done does.
      mkdirSync(join(outbox.folder, "handled"));
      for (const name of readdirSync(outbox.folder).filter((n) => n.endsWith(".json")))
        renameSync(join(outbox.folder, name), join(outbox.folder, "handled", name));
      vi.advanceTimersByTime(1000);
      expect(
        (await outbox.post(lead("x".repeat(6 * 1024)), { address: "198.51.100.1" })).status,
      ).toBe(200);
    } finally {
      vi.useRealTimers();
      outbox.close();
    }
  });

  it("past the ceiling of leads a minute from everyone, lets through only clients it kept leads from before", async () => {
    const outbox = limited({ allLeadsPerMinute: 3 });
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      for (const n of [1, 2, 3])
        expect((await outbox.post(lead(), { address: `203.0.113.${n}` })).status).toBe(200);
      expect(await outbox.post(lead(), { address: "203.0.113.50" })).toEqual({
        status: 429,
        text: "Too Many Requests. The site is receiving more leads than usual; please call us, or try again in a minute",
      });
      // A customer whose lead was kept before is not held back by the flood.
      expect((await outbox.post(lead(), { address: "203.0.113.2" })).status).toBe(200);
      vi.advanceTimersByTime(60_000);
      expect((await outbox.post(lead(), { address: "203.0.113.50" })).status).toBe(200);
    } finally {
      vi.useRealTimers();
      outbox.close();
    }
  });

  it("holds that ceiling when many leads arrive at the same moment, and gives back the place of one it did not keep", async () => {
    const outbox = limited({ allLeadsPerMinute: 3 });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          outbox.post(lead(), { address: `192.0.2.${n + 1}` }).then((a) => a.status),
        ),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(3);
      expect(outbox.leads()).toBe(3);
    } finally {
      outbox.close();
    }
    const another = limited({ allLeadsPerMinute: 1 });
    try {
      expect((await another.post("{ not JSON", { address: "192.0.2.50" })).status).toBe(400);
      expect((await another.post(lead(), { address: "192.0.2.51" })).status).toBe(200);
    } finally {
      another.close();
    }
  });

  it("past that ceiling, still lets through a visitor who loaded one of the site's pages in the last hour", async () => {
    const outbox = limited({ allLeadsPerMinute: 2 });
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      for (const n of [1, 2])
        expect((await outbox.post(lead(), { address: `203.0.113.${n}` })).status).toBe(200);
      outbox.visited("2001:db8:7:7::1", "page");
      outbox.visited("2001:db8:7:7::1", "stylesheet");
      // The same home (IPv6 /64) sends from another of its addresses.
      expect((await outbox.post(lead(), { address: "2001:db8:7:7::2" })).status).toBe(200);
      expect((await outbox.post(lead(), { address: "2001:db8:9:9::1" })).status).toBe(429);
      outbox.visited("198.51.100.20", "page");
      outbox.visited("198.51.100.20", "stylesheet");
      vi.advanceTimersByTime(59 * 60_000);
      // Still a flood, and the visit was an hour ago.
      for (const n of [3, 4])
        expect((await outbox.post(lead(), { address: `203.0.113.${n}` })).status).toBe(200);
      vi.advanceTimersByTime(60_000);
      for (const n of [5, 6])
        expect((await outbox.post(lead(), { address: `203.0.113.${n}` })).status).toBe(200);
      expect((await outbox.post(lead(), { address: "198.51.100.20" })).status).toBe(429);
    } finally {
      vi.useRealTimers();
      outbox.close();
    }
  });

  it("warns the owner once as the outbox nears full, not once a lead", async () => {
    const warned: string[] = [];
    const outbox = limited(
      { totalBytes: 60 * 1024 },
      { ...quiet, warn: (_, line) => warned.push(line) },
    );
    try {
      for (let n = 0; n < 9; n++)
        await outbox.post(lead("x".repeat(6 * 1024)), { address: `192.0.2.${n}` });
      expect(warned.filter((line) => line.startsWith("The outbox is"))).toHaveLength(1);
      expect(warned[0]).toMatch(/^The outbox is (8|9)\d% full .*raise OUTBOX_MAX_MB/);
    } finally {
      outbox.close();
    }
  });

  it("reads its limits from the environment DEPLOY.md names, and says what is wrong with a bad one", () => {
    expect(limitsFromEnvironment({ OUTBOX_MAX_MB: "200", ALL_LEADS_PER_MINUTE: "60" })).toEqual({
      totalBytes: 200 * 1024 * 1024,
      allLeadsPerMinute: 60,
    });
    expect(() => limitsFromEnvironment({ LEADS_PER_MINUTE: "lots" })).toThrow(
      'LEADS_PER_MINUTE is "lots". Set it to a number above 0, or leave it unset for the default.',
    );
  });
});
