import { describe, expect, it } from "vitest";
import { fixtureSite } from "../../tests/helpers/fixture-content.ts";
import { LeadNotSent, RETRY_DELAYS_MS } from "./not-sent.ts";
import { PhotoTooLarge, PhotoUnreadable } from "./photo.ts";
import { paramsSize, templateParams, type TemplateParams } from "./payload.ts";
import {
  REQUEST_OVERHEAD_BYTES,
  failureKey,
  submitLead,
  type LeadToSubmit,
  type SubmitWith,
} from "./submit.ts";

const forms = fixtureSite().site.forms as Required<ReturnType<typeof fixtureSite>["site"]["forms"]>;
const VALID = {
  name: "Jane Test",
  phone: "613 555 0101",
  address: "1 Test St",
  email: "jane@example.com",
  appliance: "dryer",
  message: "",
};
const PHOTO = new File([new Uint8Array(2048)], "tag.jpg", { type: "image/jpeg" });

function lead(overrides: Partial<LeadToSubmit> = {}): LeadToSubmit {
  return {
    definition: forms.serviceRequest,
    values: VALID,
    photo: null,
    honeypot: "",
    delivery: { mode: "outbox", maxRequestBytes: 50_000 },
    ...overrides,
  };
}

/** A sender that answers each attempt from `answers` in turn (a thrown value, or undefined for sent), and records everything. */
function recorder(answers: unknown[] = [undefined]) {
  const sent: { params: TemplateParams; attempt: number }[] = [];
  const waits: number[] = [];
  const calls: string[] = [];
  const using: SubmitWith = {
    send: async (params, attempt) => {
      sent.push({ params, attempt });
      const answer = answers[Math.min(attempt, answers.length - 1)];
      if (answer !== undefined) throw answer;
    },
    wait: async (ms) => void waits.push(ms),
    shrinkPhoto: async (_photo, budget) => (
      calls.push(`shrink ${budget}`),
      "data:image/jpeg;base64,AAAA"
    ),
    onSending: () => void calls.push("sending"),
    gaveUp: () => void calls.push("gave up"),
  };
  return { using, sent, waits, calls };
}

describe("submitLead", () => {
  it("sends a valid lead once, with the template params and the outbox's hidden field", async () => {
    const { using, sent, waits, calls } = recorder();
    expect(await submitLead(lead(), using)).toEqual({ outcome: "sent" });
    expect(sent).toEqual([
      { params: { ...templateParams(forms.serviceRequest, VALID), website: "" }, attempt: 0 },
    ]);
    expect(waits).toEqual([]);
    expect(calls).toEqual(["sending"]);
  });

  it("says which form, language and page the lead was written on, and nothing else about the visitor", async () => {
    const { using, sent } = recorder();
    await submitLead(
      lead({ context: { form: "serviceRequest", language: "ar", page: "/ar/contact" } }),
      using,
    );
    expect(sent[0].params).toMatchObject({
      form: "serviceRequest",
      language: "ar",
      page: "/ar/contact",
    });
    expect(Object.keys(sent[0].params).sort()).toEqual(
      [
        ...Object.keys(VALID),
        "inquiryType",
        "hasAttachment",
        "form",
        "language",
        "page",
        "website",
      ].sort(),
    );
  });

  it("sends nothing for missing or wrong fields, and names them first to last", async () => {
    const { using, sent, calls } = recorder();
    const result = await submitLead(
      lead({ values: { ...VALID, name: "", email: "not-an-address" } }),
      using,
    );
    expect(result).toEqual({
      outcome: "invalid",
      problems: new Map([
        ["name", "required"],
        ["email", "email"],
      ]),
      isMissing: true,
    });
    const wrongOnly = await submitLead(
      lead({ values: { ...VALID, email: "not-an-address" } }),
      using,
    );
    expect(wrongOnly).toMatchObject({ outcome: "invalid", isMissing: false });
    expect(sent).toEqual([]);
    expect(calls).toEqual([]);
  });

  it("thanks a robot that filled the hidden field and sends nothing, except to the outbox, which is told", async () => {
    const provider = recorder();
    expect(
      await submitLead(
        lead({
          honeypot: "https://spam.example",
          delivery: { mode: "emailjs", maxRequestBytes: 50_000 },
        }),
        provider.using,
      ),
    ).toEqual({
      outcome: "sent",
      isDropped: true,
    });
    expect(provider.sent).toEqual([]);
    const outbox = recorder();
    expect(await submitLead(lead({ honeypot: "https://spam.example" }), outbox.using)).toEqual({
      outcome: "sent",
    });
    expect(outbox.sent[0].params.website).toBe("https://spam.example");
  });

  it("retries a network failure or a server error after 1 s and 3 s, then gives up with the last answer", async () => {
    const network = new TypeError("Failed to fetch");
    const { using, sent, waits, calls } = recorder([
      network,
      { status: 502, text: "Bad Gateway" },
      network,
    ]);
    const result = await submitLead(lead(), using);
    expect(result).toMatchObject({ outcome: "failed", key: "network", attempts: 3 });
    expect(sent.map((s) => s.attempt)).toEqual([0, 1, 2]);
    expect(waits).toEqual([...RETRY_DELAYS_MS]);
    expect(calls).toEqual(["sending", "gave up"]);
  });

  it("is sent when a retry gets through", async () => {
    const { using, sent, calls } = recorder([{ status: 503, text: "Unavailable" }, undefined]);
    expect(await submitLead(lead(), using)).toEqual({ outcome: "sent" });
    expect(sent).toHaveLength(2);
    expect(calls).not.toContain("gave up");
  });

  it.each([
    [{ status: 400, text: "The template ID is invalid" }, "other"],
    [{ status: 403, text: "Forbidden" }, "blocked"],
    [{ status: 413, text: "Too large" }, "tooLarge"],
    [{ status: 429, text: "Too Many Requests" }, "rateLimited"],
    [{ status: 451, text: "Unavailable For Legal Reasons" }, "headless"],
    ["The public key is required", "other"],
  ] as const)("does not retry %j: it fails at once as '%s'", async (answer, key) => {
    const { using, sent, waits } = recorder([answer]);
    expect(await submitLead(lead(), using)).toMatchObject({ outcome: "failed", key, attempts: 1 });
    expect(sent).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it("shrinks the photo to what the request has room for, and says a photo came", async () => {
    const { using, sent, calls } = recorder();
    const delivery = { mode: "outbox" as const, maxRequestBytes: 30_000 };
    await submitLead(lead({ photo: PHOTO, delivery }), using);
    const room =
      delivery.maxRequestBytes -
      paramsSize(templateParams(forms.serviceRequest, VALID)) -
      REQUEST_OVERHEAD_BYTES;
    expect(calls).toEqual(["sending", `shrink ${room}`]);
    expect(sent[0].params).toMatchObject({
      hasAttachment: "Yes",
      attachment: "data:image/jpeg;base64,AAAA",
    });
  });

  it.each([
    [new PhotoTooLarge(100), "photoTooLarge", PhotoTooLarge],
    [new PhotoUnreadable(), "photoUnreadable", PhotoUnreadable],
    [
      new DOMException("The source image could not be decoded.", "InvalidStateError"),
      "photoUnreadable",
      PhotoUnreadable,
    ],
  ] as const)(
    "sends nothing when the photo fails (%s), and says why in its field",
    async (thrown, problem, ErrorType) => {
      const { using, sent } = recorder();
      const result = await submitLead(lead({ photo: PHOTO }), {
        ...using,
        shrinkPhoto: () => Promise.reject(thrown),
      });
      expect(result).toMatchObject({ outcome: "photo", field: "attachment", problem });
      expect(result.outcome === "photo" && result.error).toBeInstanceOf(ErrorType);
      expect(sent).toEqual([]);
    },
  );
});

describe("failureKey", () => {
  it("reads no answer as the network when it may pass, and as other when it will not", () => {
    expect(failureKey(new LeadNotSent(0, "Network Error", true))).toBe("network");
    expect(failureKey(new LeadNotSent(0, "No template id", false))).toBe("other");
    expect(failureKey(new LeadNotSent(500, "Internal", true))).toBe("server");
    expect(failureKey(new LeadNotSent(418, "Teapot", false))).toBe("other");
  });
});
