// kind: image — a photo of the appliance, chosen from the phone. It is shrunk and sent apart,
// as a data URL under the field's name; the outbox keeps it only when its bytes are a photo.
import { PHOTO_KEYWORD } from "./photo-bytes.ts";
import type { FieldKind, KindSchema } from "./field-kind.ts";

/** Its part of the site schema (schemas/field-kinds.schema.json); the browser never loads it. */
export const schema: KindSchema = {
  help: "image lets the visitor add one photo, which is shrunk in the browser and sent with the lead.",
};

export const kind: FieldKind = {
  name: "image",
  holdsFile: true,
  payloadSchema: () => ({ type: "string", [PHOTO_KEYWORD]: true }),
  fromPage: (kept, field) => kept.files.get(field.name),
};
