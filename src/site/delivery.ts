// Where the built site sends its leads: EmailJS when keys are configured, otherwise the
// embedded outbox of npm start, which answers the same request on the site's own origin.
import type { SiteConfig } from "../generated/schema-types.ts";

export interface Delivery {
  mode: "emailjs" | "outbox";
  publicKey: string;
  serviceId: string;
  templates: { serviceRequest: string; purchaseInquiry: string };
  /** The largest template params, photo included, the provider takes. */
  maxRequestBytes: number;
  /** After a lead is sent, the same form waits this long before sending another. */
  limitRateMs: number;
}

export const DEFAULT_MAX_REQUEST_KB = 50;
const DEFAULT_LIMIT_RATE_SECONDS = 10;

/** The ids the outbox answers to. They only have to be non-empty for the provider's SDK. */
export const OUTBOX_IDS = { publicKey: "outbox", serviceId: "outbox", templates: { serviceRequest: "service-request", purchaseInquiry: "purchase-inquiry" } };

/** The environment names that override the keys in site.config.yaml at build time. */
export const DELIVERY_ENV = {
  publicKey: "EMAILJS_PUBLIC_KEY",
  serviceId: "EMAILJS_SERVICE_ID",
  serviceRequest: "EMAILJS_TEMPLATE_SERVICE_REQUEST",
  purchaseInquiry: "EMAILJS_TEMPLATE_PURCHASE_INQUIRY",
} as const;

export function resolveDelivery(config: SiteConfig["delivery"], env: Record<string, string | undefined> = {}): Delivery {
  const pick = (name: keyof typeof DELIVERY_ENV, configured: string) => (env[DELIVERY_ENV[name]] ?? configured).trim();
  const keys = {
    publicKey: pick("publicKey", config.publicKey),
    serviceId: pick("serviceId", config.serviceId),
    templates: { serviceRequest: pick("serviceRequest", config.templates.serviceRequest), purchaseInquiry: pick("purchaseInquiry", config.templates.purchaseInquiry) },
  };
  const limits = {
    maxRequestBytes: (config.maxRequestKb ?? DEFAULT_MAX_REQUEST_KB) * 1024,
    limitRateMs: (config.limitRateSeconds ?? DEFAULT_LIMIT_RATE_SECONDS) * 1000,
  };
  const isConfigured = Boolean(keys.publicKey && keys.serviceId && keys.templates.serviceRequest && keys.templates.purchaseInquiry);
  return isConfigured ? { mode: "emailjs", ...keys, ...limits } : { mode: "outbox", ...OUTBOX_IDS, ...limits };
}

/** Which keys are set but not all: a half-configured provider would silently fall back to the outbox. */
export function missingDeliveryKeys(config: SiteConfig["delivery"], env: Record<string, string | undefined> = {}): string[] {
  const values = {
    publicKey: env[DELIVERY_ENV.publicKey] ?? config.publicKey,
    serviceId: env[DELIVERY_ENV.serviceId] ?? config.serviceId,
    serviceRequest: env[DELIVERY_ENV.serviceRequest] ?? config.templates.serviceRequest,
    purchaseInquiry: env[DELIVERY_ENV.purchaseInquiry] ?? config.templates.purchaseInquiry,
  };
  const set = Object.values(values).filter((v) => v.trim()).length;
  if (set === 0) return [];
  return Object.entries(values).filter(([, v]) => !v.trim()).map(([k]) => `${k} (${DELIVERY_ENV[k as keyof typeof DELIVERY_ENV]})`);
}

export function describeDelivery(delivery: Delivery): string {
  const size = `leads up to ${Math.round(delivery.maxRequestBytes / 1024)} kB`;
  return delivery.mode === "emailjs"
    ? `Lead delivery: EmailJS, service ${delivery.serviceId}, ${size}.`
    : `Lead delivery: embedded outbox. Leads are kept in outbox/ by npm start (no EmailJS keys in site.config.yaml or EMAILJS_* variables); ${size}.`;
}
