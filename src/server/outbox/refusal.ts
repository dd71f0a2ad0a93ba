// A refused lead, and the provider's words for the refusals written in more than one place.
// Every part of the outbox (reading, storing, its limits) and the lead route throw it; the form
// explains its status and text to the visitor.

/** A refused lead: the status and text the provider would answer, which the form explains to the visitor. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(text);
  }
}

/** The provider's 413 for a request over the size limit, in kilobytes as it writes them. */
export const tooLargeText = (maxBodyBytes: number) =>
  `Request Entity Too Large. The largest request accepted is ${Math.round(maxBodyBytes / 1024)}Kb`;
