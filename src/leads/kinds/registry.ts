// Every kind of form field's rule, by the name kind: gives it in site.config.yaml, from the
// registry npm run generate writes from this folder's *.kind.ts (scripts/field-kinds.ts).
import type { FormField } from "../../generated/schema-types.ts";
import { fieldKinds } from "../../generated/field-kinds.ts";
import type { FieldKind } from "./field-kind.ts";

const kinds = new Map<string, FieldKind>(Object.entries(fieldKinds));

/** Adds a kind of field, or replaces the one of the same name (a test's kind, for one test file). */
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
