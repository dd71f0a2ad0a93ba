// What a kind of form field is (kind: in site.config.yaml's forms): its rule, in plain TypeScript,
// one `<kind>.kind.ts` module of this folder each. A kind says what its field holds before the
// visitor touches it, how its value is checked and sent, what the outbox accepts for it, where its
// value is found in what the page kept before the form's island started, and its part of the site
// schema. Its drawing is apart, in src/leads/form/fields/<kind>.field.tsx. npm run generate
// gathers both (src/generated/field-kinds.ts) and the kinds' part of the schema.
import type { FormField } from "../../generated/schema-types.ts";

/** A field's problem, as common:form.problems in the interface words names it (required, email, phone...). */
export type FieldProblem = string;

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

/** The kind's part of the site schema (schemas/field-kinds.schema.json, written by npm run generate), exported as `schema` beside the kind. */
export interface KindSchema {
  /** What the kind shows, for the owner: a sentence the schema's description of kind: gathers. */
  help: string;
  /** The longest answer its field takes when the owner leaves maxLength out; none for a file. */
  maxLength?: number;
}

export interface FieldKind {
  /** Its name, as kind: says in site.config.yaml, and as its module's file is named. */
  name: string;
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
