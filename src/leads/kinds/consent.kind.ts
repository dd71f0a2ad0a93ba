// kind: consent — a box to tick, such as the permission to publish a review. Ticked, it sends
// CONSENT_GIVEN; the page reads a box's value only while it is ticked.
import { CONSENT_GIVEN } from "./field-values.ts";
import type { FieldKind, KindSchema } from "./field-kind.ts";

/** Its part of the site schema (schemas/field-kinds.schema.json); the browser never loads it. */
export const schema: KindSchema = {
  help: "consent shows a box to tick; with required: true the form is not sent until it is ticked, and the lead carries yes.",
  maxLength: 3,
};

export const kind: FieldKind = {
  name: "consent",
  missing: "consent",
  check: (_field, value) => (value === CONSENT_GIVEN ? undefined : "consent"),
  // Ticked, or (when the box may be left alone) not.
  payloadSchema: (field) => ({ enum: field.required ? [CONSENT_GIVEN] : [CONSENT_GIVEN, ""] }),
};
