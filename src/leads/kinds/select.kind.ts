// kind: select — a choice from a list (options:), such as the appliance. It sends the chosen
// option's value, or its label in the visitor's language (sendLabel).
import type { FormField } from "../../generated/schema-types.ts";
import { optionValue } from "./field-values.ts";
import type { FieldKind, KindSchema } from "./field-kind.ts";
import { wordsSchema } from "./words.ts";

const choicesOf = (field: FormField) =>
  (field.options ?? []).map((option) => optionValue(field, option));

/** Its part of the site schema (schemas/field-kinds.schema.json); the browser never loads it. */
export const schema: KindSchema = {
  help: "select shows a list to choose from: write its choices under options.",
  maxLength: 200,
};

export const kind: FieldKind = {
  name: "select",
  initial: (field) => {
    const chosen = field.options?.find((option) => option.value === field.default);
    return chosen ? optionValue(field, chosen) : "";
  },
  check: (field, value) => (choicesOf(field).includes(value) ? undefined : "option"),
  payloadSchema: (field, everywhere) => {
    if (!field.options?.length) return wordsSchema(field, everywhere);
    const choices = everywhere.fields.flatMap(choicesOf);
    // A required list must be chosen from; an optional one may also be left on its placeholder.
    const empty = field.required ? [] : [""];
    return { enum: [...new Set([...choices, ...everywhere.emptyValues, ...empty])] };
  },
};
