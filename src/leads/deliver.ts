// Sends a lead with the e-mail provider's SDK, to the provider or to the embedded outbox. What
// may pass on a second try is tried again by submitLead (submit.ts).
import { init, send } from "@emailjs/browser";
import type { Delivery, FormKey } from "../site/resolve/delivery.ts";
import type { SubmitWith } from "./submit.ts";
import { LeadNotSent } from "./not-sent.ts";

export type { FormKey };

/** Sets the SDK up with the public key, and points it at the outbox when no provider keys are built in. */
export function startDelivery(delivery: Delivery): void {
  // init() replaces the SDK's storage with whatever it is given, so hand it local storage for the rate limit.
  const storageProvider = {
    get: (key: string) => Promise.resolve(window.localStorage.getItem(key)),
    set: (key: string, value: string) => Promise.resolve(window.localStorage.setItem(key, value)),
    remove: (key: string) => Promise.resolve(window.localStorage.removeItem(key)),
  };
  init(
    { publicKey: delivery.publicKey, storageProvider },
    delivery.mode === "outbox" ? window.location.origin : undefined,
  );
}

/** Waits before a retry, in the browser. */
export const waitMs = (ms: number) => new Promise<void>((done) => window.setTimeout(done, ms));

/**
 * Sends one attempt at a time through the SDK (submitLead retries), counting only the first
 * attempt against the provider's rate limit, and undoes that mark for a lead given up on, so it
 * does not hold back the visitor's next try. Made afresh for each Send.
 */
export function providerSender(
  delivery: Delivery,
  form: FormKey,
): Pick<SubmitWith, "send" | "gaveUp"> {
  // The provider's rate limit remembers the last attempt under this key.
  const limitId = `lead-sent-${form}`;
  const lastSent = window.localStorage.getItem(limitId);
  const templateId = delivery.templates[form];
  return {
    async send(params, attempt) {
      // The validator asks for a template id for every form a page shows, so this is a setup mistake.
      if (!templateId)
        throw new LeadNotSent(
          0,
          `No template id for the form ${form} under delivery.templates in site.config.yaml`,
          false,
        );
      const limitRate =
        attempt === 0 ? { id: limitId, throttle: delivery.limitRateMs } : { throttle: 0 };
      await send(delivery.serviceId, templateId, params, { limitRate });
    },
    gaveUp() {
      if (window.localStorage.getItem(limitId) === lastSent) return;
      if (lastSent === null) window.localStorage.removeItem(limitId);
      else window.localStorage.setItem(limitId, lastSent);
    },
  };
}
