// Where the built site sends its leads: EmailJS when keys are configured, otherwise the
// embedded outbox of npm start, which answers the same request on the site's own origin.
import type { FormKey } from "../load/schema-set.ts";
import type { SiteConfig } from "../../generated/schema-types.ts";

/** The lead forms the engine draws, by their name under forms: in site.config.yaml (load/schema-set.ts). */
export type { FormKey };

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
export const OUTBOX_KEYS = { publicKey: "outbox", serviceId: "outbox" };

/** The outbox's template id of a form: serviceRequest is service-request. */
export const outboxTemplateId = (form: string) =>
  form.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The form an outbox template id stands for: service-request is serviceRequest. */
export const formOfTemplateId = (templateId: string) =>
  templateId.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** The environment names that override the keys in site.config.yaml at build time. */
const KEYS_ENV = { publicKey: "EMAILJS_PUBLIC_KEY", serviceId: "EMAILJS_SERVICE_ID" } as const;

/** The environment name of a form's template id: serviceRequest is EMAILJS_TEMPLATE_SERVICE_REQUEST. */
export const templateEnvName = (form: string) =>
  `EMAILJS_TEMPLATE_${outboxTemplateId(form).replace(/-/g, "_").toUpperCase()}`;

/** The environment name that overrides a key (publicKey, serviceId) or a form's template id. */
const envName = (name: string) =>
  name in KEYS_ENV ? KEYS_ENV[name as keyof typeof KEYS_ENV] : templateEnvName(name);

/** The keys as set in site.config.yaml or overridden by the build's environment: the two keys, then a template id per form. */
function configuredKeys(
  config: DeliveryConfig,
  env: Record<string, string | undefined>,
  forms: FormKey[],
): Record<string, string> & Record<keyof typeof KEYS_ENV, string> {
  const pick = (name: string, configured = "") => env[envName(name)] ?? configured;
  return {
    publicKey: pick("publicKey", config.publicKey),
    serviceId: pick("serviceId", config.serviceId),
    ...Object.fromEntries(forms.map((form) => [form, pick(form, config.templates?.[form])])),
  };
}

/** `forms` are the forms the site has; each needs its template id for EmailJS. */
export function resolveDelivery(
  config: DeliveryConfig,
  env: Record<string, string | undefined>,
  forms: FormKey[],
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
  const outboxTemplates = Object.fromEntries(forms.map((form) => [form, outboxTemplateId(form)]));
  return isConfigured
    ? { mode: "emailjs", ...keys, ...limits }
    : { mode: "outbox", ...OUTBOX_KEYS, templates: outboxTemplates, ...limits };
}

/** Which keys are set but not all: a half-configured provider would silently fall back to the outbox. */
export function missingDeliveryKeys(
  config: DeliveryConfig,
  env: Record<string, string | undefined>,
  forms: FormKey[],
): string[] {
  const values = configuredKeys(config, env, forms);
  const set = Object.values(values).filter((v) => v.trim()).length;
  if (set === 0) return [];
  return Object.entries(values)
    .filter(([, v]) => !v.trim())
    .map(([k]) => `${k} (${envName(k)})`);
}

export function describeDelivery(delivery: Delivery): string {
  const size = `leads up to ${Math.round(delivery.maxRequestBytes / 1024)} kB`;
  return delivery.mode === "emailjs"
    ? `Lead delivery: EmailJS, service ${delivery.serviceId}, ${size}.`
    : `Lead delivery: embedded outbox. Leads are kept in outbox/ by npm start (no EmailJS keys in site.config.yaml or EMAILJS_* variables); ${size}.`;
}
