import { describe, expect, it } from "vitest";
import {
  describeDelivery,
  missingDeliveryKeys,
  resolveDelivery,
  type FormKey,
} from "./delivery.ts";
import { loadSchemaSet } from "../load/schema-set.ts";
import { PROJECT } from "../../../tests/helpers/fixture-site.ts";
import { join } from "node:path";

/** A delivery: section as the checked content holds it, its left-out limits filled in with the schema's defaults. */
function checked(delivery: object) {
  const config = {
    site: {
      baseUrl: "https://lakeshore.example",
      defaultLanguage: "en",
      languages: [{ code: "en", label: "English", dir: "ltr" }],
    },
    business: {},
    navigation: {},
    delivery,
  };
  loadSchemaSet(join(PROJECT, "schemas")).validators.site(config);
  return config.delivery as Parameters<typeof resolveDelivery>[0];
}
const empty = checked({
  publicKey: "",
  serviceId: "",
  templates: { serviceRequest: "", purchaseInquiry: "", review: "" },
});
const keys = checked({
  publicKey: "pk_123",
  serviceId: "service_abc",
  templates: {
    serviceRequest: "template_sr",
    purchaseInquiry: "template_pi",
    review: "template_rv",
  },
});

/** The forms of a site, as site.config.yaml names them. */
const FORMS: FormKey[] = ["serviceRequest", "purchaseInquiry", "review"];

describe("resolveDelivery", () => {
  it("uses the outbox when no keys are set, with the default size limit and rate limit", () => {
    const delivery = resolveDelivery(empty, {}, FORMS);
    expect(delivery).toMatchObject({
      mode: "outbox",
      serviceId: "outbox",
      maxRequestBytes: 50 * 1024,
      limitRateMs: 10_000,
    });
    expect(describeDelivery(delivery)).toMatch(/embedded outbox/);
  });

  it("uses EmailJS when the keys and every form's template id are set in site.config.yaml", () => {
    expect(resolveDelivery({ ...keys, maxRequestKb: 500, limitRateSeconds: 0 }, {}, FORMS)).toEqual(
      {
        mode: "emailjs",
        publicKey: keys.publicKey,
        serviceId: keys.serviceId,
        templates: keys.templates,
        maxRequestBytes: 500 * 1024,
        limitRateMs: 0,
      },
    );
  });

  it("lets the EMAILJS_* build variables override the configured keys", () => {
    const env = {
      EMAILJS_PUBLIC_KEY: "pk_env",
      EMAILJS_SERVICE_ID: "service_env",
      EMAILJS_TEMPLATE_SERVICE_REQUEST: "t1",
      EMAILJS_TEMPLATE_PURCHASE_INQUIRY: "t2",
      EMAILJS_TEMPLATE_REVIEW: "t3",
    };
    const delivery = resolveDelivery(empty, env, FORMS);
    expect(delivery).toMatchObject({
      mode: "emailjs",
      publicKey: "pk_env",
      serviceId: "service_env",
      templates: { serviceRequest: "t1", purchaseInquiry: "t2", review: "t3" },
    });
    expect(describeDelivery(delivery)).toBe(
      "Lead delivery: EmailJS, service service_env, leads up to 50 kB.",
    );
  });

  it("names the keys still empty when only some are set", () => {
    expect(missingDeliveryKeys({ ...empty, publicKey: "pk_123" }, {}, FORMS)).toEqual([
      "serviceId (EMAILJS_SERVICE_ID)",
      "serviceRequest (EMAILJS_TEMPLATE_SERVICE_REQUEST)",
      "purchaseInquiry (EMAILJS_TEMPLATE_PURCHASE_INQUIRY)",
      "review (EMAILJS_TEMPLATE_REVIEW)",
    ]);
    expect(missingDeliveryKeys(empty, {}, FORMS)).toEqual([]);
    expect(resolveDelivery({ ...empty, publicKey: "pk_123" }, {}, FORMS).mode).toBe("outbox");
  });

  it("gives a new form its outbox template id and its build variable from its name alone", () => {
    const delivery = resolveDelivery(empty, {}, ["warrantyClaim" as FormKey]);
    expect(delivery.templates).toEqual({ warrantyClaim: "warranty-claim" });
    expect(
      missingDeliveryKeys({ ...empty, publicKey: "pk_123" }, {}, ["warrantyClaim" as FormKey]),
    ).toContain("warrantyClaim (EMAILJS_TEMPLATE_WARRANTY_CLAIM)");
  });
});
