// What a lead form accepts. Pure functions: the same rules run in the browser and in tests.
import type { FormDefinition, FormField } from "../generated/schema-types.ts";
import type { FieldProblem } from "./kinds/field-kind.ts";
import { kindOf } from "./kinds/registry.ts";

export type { FieldProblem };
export type LeadValues = Record<string, string>;

/** What a field holds before the visitor touches it: a rating's stars, a select's default choice, else nothing. */
export const initialValue = (field: FormField): string => kindOf(field).initial?.(field) ?? "";

/**
 * The first problem of each field that has one, in the form's order. Photos are checked when
 * chosen. `countryCode` is the business's calling code (business.phoneCountryCode).
 */
export function checkLead(
  definition: FormDefinition,
  values: LeadValues,
  countryCode?: string,
): Map<string, FieldProblem> {
  const problems = new Map<string, FieldProblem>();
  for (const field of definition.fields) {
    const kind = kindOf(field);
    if (kind.holdsFile) continue;
    const value = (values[field.name] ?? "").trim();
    const problem = value
      ? kind.check?.(field, value, { countryCode })
      : field.required
        ? (kind.missing ?? "required")
        : undefined;
    if (problem) problems.set(field.name, problem);
  }
  return problems;
}
