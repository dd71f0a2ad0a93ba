// Every kind of form field, by the name kind: gives it in site.config.yaml. A new kind is one
// module beside these (see field-kind.ts), added to the list below.
import type { FormField } from "../../generated/schema-types.ts";
import type { FieldKind } from "./field-kind.ts";
import { consent } from "./consent.tsx";
import { email } from "./email.tsx";
import { image } from "./image.tsx";
import { rating } from "./rating.tsx";
import { select } from "./select.tsx";
import { tel } from "./tel.tsx";
import { text } from "./text.tsx";
import { textarea } from "./textarea.tsx";

const kinds = new Map<string, FieldKind>(
  [text, tel, email, textarea, select, rating, consent, image].map((kind) => [kind.name, kind]),
);

/** Adds a kind of field, or replaces the one of the same name. */
export function addFieldKind(kind: FieldKind): void {
  kinds.set(kind.name, kind);
}

/** The kind of a field, as its kind: names it. */
export function kindOf(field: Pick<FormField, "name" | "kind">): FieldKind {
  const kind = kinds.get(field.kind);
  if (!kind)
    throw new Error(
      `The form field "${field.name}" is of kind "${field.kind}", which no module of src/leads/kinds/ defines. Use one of ${[...kinds.keys()].join(", ")}.`,
    );
  return kind;
}

/** The field of the form that holds a file (its photo), if any. */
export const fileFieldOf = (fields: FormField[]) => fields.find((f) => kindOf(f).holdsFile);
