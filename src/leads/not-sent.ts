// Why a lead was not sent, in the provider's terms, and whether a later try may get past it:
// what the SDK or fetch throws (deliver.ts) is read here, and submitLead (submit.ts) retries on it.

/** Waits before the 2nd and 3rd attempt of a lead whose failure may be passing. */
export const RETRY_DELAYS_MS = [1000, 3000];

/** Why a lead was not sent, in the provider's terms: a status (0 when there was no answer) and its text. */
export class LeadNotSent extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
    /** true for a network failure or a server error, which a later try may get past */
    readonly isTransient: boolean,
  ) {
    super(`Lead not sent: ${status} ${text}`);
    this.name = "LeadNotSent";
  }
}

/** Whatever the SDK or fetch threw, as a LeadNotSent. A network failure arrives as a TypeError. */
export function asLeadNotSent(error: unknown): LeadNotSent {
  if (error instanceof LeadNotSent) return error;
  if (error instanceof TypeError) return new LeadNotSent(0, "Network Error", true);
  if (error && typeof error === "object" && "status" in error && "text" in error) {
    const { status, text } = error as { status: number; text: string };
    return new LeadNotSent(status, text, status === 0 || status >= 500);
  }
  // The SDK throws plain strings when an id is missing: a setup problem, not worth a retry.
  return new LeadNotSent(0, error instanceof Error ? error.message : String(error), false);
}
