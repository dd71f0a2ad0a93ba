// Every kind of form field's drawing, by the name kind: gives it, from the registry npm run
// generate writes from this folder's *.field.tsx (scripts/field-kinds.ts).
import type { ComponentType } from "react";
import type { FormField } from "../../../generated/schema-types.ts";
import { fieldDrawings } from "../../../generated/field-drawings.ts";
import type { FieldProps } from "./field-props.ts";

const drawings = new Map<string, ComponentType<FieldProps>>(Object.entries(fieldDrawings));

/** Adds a kind's drawing, or replaces the one of the same name (a test's kind, for one test file). */
export function addFieldDrawing(kind: string, drawing: ComponentType<FieldProps>): void {
  drawings.set(kind, drawing);
}

/** The drawing of a field, as its kind: names it. */
export function drawingOf(field: Pick<FormField, "name" | "kind">): ComponentType<FieldProps> {
  const drawing = drawings.get(field.kind);
  if (!drawing)
    throw new Error(
      `The form field "${field.name}" is of kind "${field.kind}", which no drawing of src/leads/form/fields/ draws.`,
    );
  return drawing;
}
