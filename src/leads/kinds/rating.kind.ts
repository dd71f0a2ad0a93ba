// kind: rating — one to five stars.
import { RATING_VALUES } from "../../site/shared/rating.ts";
import type { FieldKind, KindSchema } from "./field-kind.ts";

/** Its part of the site schema (schemas/field-kinds.schema.json); the browser never loads it. */
export const schema: KindSchema = {
  help: "rating shows 1 to 5 stars (default gives the stars chosen at first).",
  maxLength: 1,
};

export const kind: FieldKind = {
  name: "rating",
  initial: (field) => (RATING_VALUES.includes(field.default as never) ? field.default! : "5"),
  check: (_field, value) => (RATING_VALUES.includes(value as never) ? undefined : "option"),
  payloadSchema: () => ({ enum: [...RATING_VALUES] }),
};
