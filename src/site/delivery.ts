// Where the built site sends its leads: EmailJS when keys are configured, otherwise the
// embedded outbox of npm start, which answers the same request on the site's own origin.
import type { Section, SiteConfig } from "../generated/schema-types.ts";

/** The lead forms the engine draws, by their name under forms: in site.config.yaml. */
export type FormKey = keyof NonNullable<SiteConfig["forms"]>;

/** The section that shows each form: a page with one needs the form, and its template id once keys are set. */
export const FORM_SECTIONS = {
  "service-request-form": "serviceRequest",
  "purchase-inquiry-form": "purchaseInquiry",
  "review-form": "review",
} as const satisfies Partial<Record<Section["type"], FormKey>>;
const FORM_KEYS = Object.values(FORM_SECTIONS) as FormKey[];

type DeliveryConfig = SiteConfig["delivery"];

export interface Delivery {
  mode: "emailjs" | "outbox";
  publicKey: string;
  serviceId: string;
  templates: Partial<Record<FormKey, string>>;
  /** The largest template params, photo included, the provider takes. */
  maxRequestBytes: number;
  /** After a lead is sent, the same form waits this long before sending another. */
  limitRateMs: number;
}

/** The ids the outbox answers to. They only have to be non-empty for the provider's SDK. */
export const OUTBOX_IDS = {
  publicKey: "outbox",
  serviceId: "outbox",
  templates: {
    serviceRequest: "service-request",
    purchaseInquiry: "purchase-inquiry",
    review: "review",
  },
};

/** The environment names that override the keys in site.config.yaml at build time. */
export const DELIVERY_ENV = {
  publicKey: "EMAILJS_PUBLIC_KEY",
  serviceId: "EMAILJS_SERVICE_ID",
  serviceRequest: "EMAILJS_TEMPLATE_SERVICE_REQUEST",
  purchaseInquiry: "EMAILJS_TEMPLATE_PURCHASE_INQUIRY",
  review: "EMAILJS_TEMPLATE_REVIEW",
} as const;

/** The keys as set in site.config.yaml or overridden by the build's environment: the two keys, then a template id per form. */
function configuredKeys(
  config: DeliveryConfig,
  env: Record<string, string | undefined>,
  forms: FormKey[],
): Record<keyof typeof DELIVERY_ENV, string> {
  const pick = (name: keyof typeof DELIVERY_ENV, configured = "") =>
    env[DELIVERY_ENV[name]] ?? configured;
  return {
    publicKey: pick("publicKey", config.publicKey),
    serviceId: pick("serviceId", config.serviceId),
    ...Object.fromEntries(forms.map((form) => [form, pick(form, config.templates?.[form])])),
  } as Record<keyof typeof DELIVERY_ENV, string>;
}

/** `forms` are the forms the site has (by default both); each needs its template id for EmailJS. */
export function resolveDelivery(
  config: DeliveryConfig,
  env: Record<string, string | undefined> = {},
  forms: FormKey[] = FORM_KEYS,
): Delivery {
  const { publicKey, serviceId, ...templateIds } = configuredKeys(config, env, forms);
  const templates: Delivery["templates"] = Object.fromEntries(
    forms.map((form) => [form, templateIds[form].trim()]),
  );
  const keys = { publicKey: publicKey.trim(), serviceId: serviceId.trim(), templates };
  const limits = {
    // Their defaults are the schema's, put in as the content is checked.
    maxRequestBytes: config.maxRequestKb * 1024,
    limitRateMs: config.limitRateSeconds * 1000,
  };
  const isConfigured = Boolean(
    keys.publicKey && keys.serviceId && forms.every((form) => templates[form]),
  );
  // The outbox's template ids, for the forms this site has only.
  const outboxTemplates = Object.fromEntries(
    forms.map((form) => [form, OUTBOX_IDS.templates[form]]),
  );
  return isConfigured
    ? { mode: "emailjs", ...keys, ...limits }
    : { mode: "outbox", ...OUTBOX_IDS, templates: outboxTemplates, ...limits };
}

/** Which keys are set but not all: a half-configured provider would silently fall back to the outbox. */
export function missingDeliveryKeys(
  config: DeliveryConfig,
  env: Record<string, string | undefined> = {},
  forms: FormKey[] = FORM_KEYS,
): string[] {
  const values = configuredKeys(config, env, forms);
  const set = Object.values(values).filter((v) => v.trim()).length;
  if (set === 0) return [];
  return Object.entries(values)
    .filter(([, v]) => !v.trim())
    .map(([k]) => `${k} (${DELIVERY_ENV[k as keyof typeof DELIVERY_ENV]})`);
}

export function describeDelivery(delivery: Delivery): string {
  const size = `leads up to ${Math.round(delivery.maxRequestBytes / 1024)} kB`;
  return delivery.mode === "emailjs"
    ? `Lead delivery: EmailJS, service ${delivery.serviceId}, ${size}.`
    : `Lead delivery: embedded outbox. Leads are kept in outbox/ by npm start (no EmailJS keys in site.config.yaml or EMAILJS_* variables); ${size}.`;
}
