// What a kind of form field is (kind: in site.config.yaml's forms): one module of this folder
// each, gathered in registry.ts. A kind says how its field is drawn, what it holds before the
// visitor touches it, how its value is checked and sent, what the outbox accepts for it, and
// where its value is found in what the page kept before the form's island started.
import type { ReactNode, Ref, ChangeEvent } from "react";
import type { FormField } from "../../generated/schema-types.ts";

/** A field's problem, as common:form.problems in the interface words names it (required, email, phone...). */
export type FieldProblem = string;

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

/** What the page kept of a form before its island started (src/leads/form/kept.ts). */
export interface KeptForm {
  values: Record<string, string>;
  files: Map<string, File>;
}

/** The field in every language the site is built in: the outbox accepts its words in each. */
export interface InEveryLanguage {
  fields: FormField[];
  /** Their emptyValue words, sent when an optional field is left empty. */
  emptyValues: string[];
}

export type PropertySchema = Record<string, unknown>;

export interface FieldKind {
  /** Its name, as kind: says in site.config.yaml. */
  name: string;
  /** Drawn on the server and in the browser alike: label, control and problem. */
  Field: (props: FieldProps) => ReactNode;
  /** Its value is a file the visitor chooses (a photo): sent apart and checked as it is chosen. */
  holdsFile?: boolean;
  /** What it holds before the visitor touches it; "" when left out. */
  initial?: (field: FormField) => string;
  /** The problem of a value given (trimmed, never empty), if any. */
  check?: (
    field: FormField,
    value: string,
    context: { countryCode?: string },
  ) => FieldProblem | undefined;
  /** The problem of a required field left empty; "required" when left out. */
  missing?: FieldProblem;
  /** The value as sent to the owner, from what was typed (trimmed); as typed when left out. */
  sent?: (typed: string) => string;
  /** What the outbox accepts for it in template_params (JSON Schema). */
  payloadSchema: (field: FormField, everywhere: InEveryLanguage) => PropertySchema;
  /** Its value in what the page kept before the island started; its text value when left out. */
  fromPage?: (kept: KeptForm, field: FormField) => string | File | undefined;
}
