// What happens to a lead between the visitor's Send and the answer, without React or a browser:
// the fields are checked, a robot's lead is dropped, the photo is shrunk to what the request has
// room for, the lead is sent, and what may pass on a second try is tried again. The form
// (src/leads/form/) only draws what comes back.
import type { FormDefinition } from "../generated/schema-types.ts";
import type { Delivery } from "../site/resolve/delivery.ts";
import { checkLead, type FieldProblem, type LeadValues } from "./rules.ts";
import { fileFieldOf } from "./kinds/registry.ts";
import {
  paramsSize,
  templateParams,
  withHoneypot,
  type LeadContext,
  type TemplateParams,
} from "./payload.ts";
import { LeadNotSent, RETRY_DELAYS_MS, asLeadNotSent } from "./not-sent.ts";
import { PhotoTooLarge, PhotoUnreadable } from "./photo.ts";

/** Room left in the request for the provider's own fields. */
export const REQUEST_OVERHEAD_BYTES = 512;

export type PhotoProblem = "photoUnreadable" | "photoTooLarge";

/** Why a lead was not sent, as a key under common:form.failure in the interface words. */
export type FailureKey =
  "network" | "other" | "server" | "headless" | "blocked" | "rateLimited" | "tooLarge";

export type SubmitResult =
  /** Sent; or, with `isDropped`, a robot's lead that was thanked and not sent. */
  | { outcome: "sent"; isDropped?: boolean }
  /** Not sent: fields to fix, the first one first. `isMissing` when one of them is required and empty. */
  | { outcome: "invalid"; problems: Map<string, FieldProblem>; isMissing: boolean }
  /** Not sent: the photo could not be read, or not made small enough (the error says which, in the spec's words). */
  | {
      outcome: "photo";
      field: string;
      problem: PhotoProblem;
      error: PhotoTooLarge | PhotoUnreadable;
    }
  /** Not sent: the provider or the outbox said no, or did not answer, after any retries. */
  | { outcome: "failed"; failure: LeadNotSent; key: FailureKey; attempts: number };

export interface LeadToSubmit {
  definition: FormDefinition;
  values: LeadValues;
  photo: File | null;
  /** What the hidden field holds: only robots fill it. */
  honeypot: string;
  delivery: Pick<Delivery, "mode" | "maxRequestBytes">;
  /** The business's country calling code, for the phone check. */
  phoneCountryCode?: string;
  /** Which form, language and page the lead comes from; sent with it. */
  context?: LeadContext;
}

export interface SubmitWith {
  /** One attempt at sending; throws what the SDK or fetch throws. The first attempt is 0. */
  send: (params: TemplateParams, attempt: number) => Promise<void>;
  /** Waits before a retry; a test passes one that only records. */
  wait: (ms: number) => Promise<void>;
  /** The photo as a data URL of at most budgetBytes characters (photoDataUrl in the browser). */
  shrinkPhoto: (photo: File, budgetBytes: number) => Promise<string>;
  /** Called once the lead is valid and about to be sent: the form shows that it is busy. */
  onSending?: () => void;
  /** Called once when a lead is given up on, so the attempts leave no trace (the provider's rate limit). */
  gaveUp?: () => void;
  retryDelaysMs?: readonly number[];
}

/** The words for a failure, by its status: 0 is no answer at all (a network failure when transient). */
export function failureKey(failure: LeadNotSent): FailureKey {
  if (failure.status === 0) return failure.isTransient ? "network" : "other";
  if (failure.status >= 500) return "server";
  const byStatus: Record<number, FailureKey> = {
    451: "headless",
    403: "blocked",
    429: "rateLimited",
    413: "tooLarge",
  };
  return byStatus[failure.status] ?? "other";
}

export async function submitLead(lead: LeadToSubmit, using: SubmitWith): Promise<SubmitResult> {
  const { definition, values, photo, honeypot, delivery, context } = lead;
  const problems = checkLead(definition, values, lead.phoneCountryCode);
  if (problems.size > 0)
    return { outcome: "invalid", problems, isMissing: [...problems.values()].includes("required") };
  // Only a robot fills the hidden field. The outbox is told (and keeps nothing); elsewhere nothing is sent.
  if (honeypot && delivery.mode !== "outbox") return { outcome: "sent", isDropped: true };

  using.onSending?.();
  let photoUrl: string | undefined;
  const photoField = fileFieldOf(definition.fields);
  if (photo && photoField) {
    const budget =
      delivery.maxRequestBytes -
      paramsSize(templateParams(definition, values, undefined, context)) -
      REQUEST_OVERHEAD_BYTES;
    try {
      photoUrl = await using.shrinkPhoto(photo, budget);
    } catch (error) {
      if (error instanceof PhotoTooLarge)
        return { outcome: "photo", field: photoField.name, problem: "photoTooLarge", error };
      return {
        outcome: "photo",
        field: photoField.name,
        problem: "photoUnreadable",
        error: error instanceof PhotoUnreadable ? error : new PhotoUnreadable(),
      };
    }
  }

  const params = withHoneypot(
    delivery,
    templateParams(definition, values, photoUrl, context),
    honeypot,
  );
  const delays = using.retryDelaysMs ?? RETRY_DELAYS_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      await using.send(params, attempt);
      return { outcome: "sent" };
    } catch (error) {
      const failure = asLeadNotSent(error);
      if (!failure.isTransient || attempt >= delays.length) {
        using.gaveUp?.();
        return { outcome: "failed", failure, key: failureKey(failure), attempts: attempt + 1 };
      }
      await using.wait(delays[attempt]);
    }
  }
}
