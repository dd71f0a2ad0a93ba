// What a field's drawing (a `<kind>.field.tsx` of this folder) is given: the field as the form
// defines it, its value and problem, and for a file its controls. Its rule is apart, in
// src/leads/kinds/<kind>.kind.ts.
import type { ChangeEvent, Ref } from "react";
import type { FormField } from "../../../generated/schema-types.ts";
import type { FieldProblem } from "../../kinds/field-kind.ts";

/** What a field's control reports when it changes. */
export type Change = (
  event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
) => void;

/** For a kind that holds a file (holdsFile): the file chosen and what the form does with one. */
export interface FileControls {
  chosen: File | null;
  inputRef: Ref<HTMLInputElement>;
  onChoose: (file: File | null) => void;
  onRemove: () => void;
}

export interface FieldProps {
  field: FormField;
  id: string;
  value: string;
  problem?: FieldProblem;
  onChange: Change;
  /** The locale the page writes numbers in (a rating's stars, a file's size), with its digits. */
  numberLocale: string;
  file?: FileControls;
}
