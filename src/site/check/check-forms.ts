// The forms of site.config.yaml, beyond what their schema says: each field takes only the lines
// its kind uses, a select's choices and default agree, and the review form asks what publishing
// a review reads.
import type { FormDefinition } from "../../generated/schema-types.ts";
import { messages } from "./diagnostics.ts";
import { RATING_VALUES } from "../shared/rating.ts";
import { report, type CheckContext } from "./reference-context.ts";
import type { SiteContent } from "../load/site-content.ts";
import type { SourceFile } from "../load/source-file.ts";
import type { JsonPath } from "../load/walk.ts";

type FormField = FormDefinition["fields"][number];

/**
 * What publishing a review reads from the review form (scripts/reviews.ts): its stars, its words,
 * the name to show, and the customer's permission, which must be asked for before it is sent.
 */
function missingReviewFields(form: FormDefinition): string[] {
  const missing: string[] = [];
  if (!form.fields.some((f) => f.kind === "rating")) missing.push("a field of kind: rating");
  if (!form.fields.some((f) => f.kind === "textarea"))
    missing.push("a field of kind: textarea for the review's words");
  if (!form.fields.some((f) => f.name === "name" && f.kind === "text" && f.required))
    missing.push("a required text field named name");
  if (!form.fields.some((f) => f.kind === "consent" && f.required))
    missing.push("a required field of kind: consent (the permission to publish)");
  return missing;
}

/** A select needs its choices, and its default must be one of them; other kinds take neither. */
function checkFormField(
  ctx: CheckContext,
  source: SourceFile,
  formKey: string,
  field: FormField,
  i: number,
) {
  const at = (key: string): JsonPath => ["forms", formKey, "fields", i, key];
  // HTML lets a one-line field ask only for one line of an address.
  if (field.autocomplete?.split(/\s+/).includes("street-address") && field.kind !== "textarea")
    report(ctx, source, at("autocomplete"), messages.multilineAutocomplete(field.kind));
  if (field.kind === "rating") {
    for (const key of ["options", "sendLabel"] as const)
      if (field[key] !== undefined)
        report(ctx, source, at(key), messages.notASelect(key, field.kind), true);
    if (
      field.default !== undefined &&
      !(RATING_VALUES as readonly string[]).includes(field.default)
    )
      report(ctx, source, at("default"), messages.ratingDefault(field.default));
    return;
  }
  if (field.kind !== "select") {
    for (const key of ["options", "default", "sendLabel"] as const)
      if (field[key] !== undefined)
        report(ctx, source, at(key), messages.notASelect(key, field.kind), true);
    return;
  }
  if (!field.options)
    return report(
      ctx,
      source,
      ["forms", formKey, "fields", i, "kind"],
      messages.selectWithoutOptions(),
    );
  const values = field.options.map((o) => o.value);
  values.forEach((option, j) => {
    if (values.indexOf(option) !== j)
      report(ctx, source, [...at("options"), j, "value"], messages.duplicateOption(option));
  });
  if (field.default !== undefined && !values.includes(field.default))
    report(ctx, source, at("default"), messages.unknownDefaultOption(field.default, values));
}

/** Every field of every form, and the fields the review form must have. */
export function checkFormFields(ctx: CheckContext, content: SiteContent) {
  const { source, value } = content.config;
  for (const [formKey, form] of Object.entries(value.forms ?? {}) as [
    string,
    FormDefinition | undefined,
  ][]) {
    const missing = formKey === "review" && form ? missingReviewFields(form) : [];
    if (missing.length)
      report(ctx, source, ["forms", formKey, "fields"], messages.reviewFormFields(missing));
    form?.fields.forEach((field, i) => checkFormField(ctx, source, formKey, field, i));
  }
}
