// What a lead form accepts. Pure functions: the same rules run in the browser and in tests.
import type { FormDefinition, FormField } from "../generated/schema-types.ts";

export const APPLIANCES = ["washer", "dryer", "dishwasher", "stove", "refrigerator", "oven"] as const;
export const TIMEFRAMES = ["asap", "week", "month", "browsing"] as const;

export type FieldProblem = "required" | "email" | "phone" | "tooLong" | "appliance";
export type LeadValues = Record<string, string>;

const DEFAULT_MAX_LENGTH: Record<FormField["kind"], number> = { text: 200, tel: 30, email: 254, textarea: 2000, appliance: 20, timeframe: 100, image: 0 };

export function maxLengthOf(field: FormField): number {
  if (field.maxLength) return field.maxLength;
  return field.name === "name" ? 100 : DEFAULT_MAX_LENGTH[field.kind];
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A North American number: ten digits, or eleven starting with 1; area code and exchange start with 2 to 9. */
export function isNorthAmericanPhone(value: string): boolean {
  if (/[^\d\s().+-]/.test(value)) return false;
  const digits = value.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national);
}

/** The first problem of each field that has one, in the form's order. Photos are checked when chosen. */
export function checkLead(definition: FormDefinition, values: LeadValues): Map<string, FieldProblem> {
  const problems = new Map<string, FieldProblem>();
  for (const field of definition.fields) {
    if (field.kind === "image") continue;
    const value = (values[field.name] ?? "").trim();
    if (!value) {
      if (field.required) problems.set(field.name, "required");
      continue;
    }
    if (value.length > maxLengthOf(field)) problems.set(field.name, "tooLong");
    else if (field.kind === "email" && !EMAIL.test(value)) problems.set(field.name, "email");
    else if (field.kind === "tel" && !isNorthAmericanPhone(value)) problems.set(field.name, "phone");
    else if (field.kind === "appliance" && !(APPLIANCES as readonly string[]).includes(value)) problems.set(field.name, "appliance");
  }
  return problems;
}
