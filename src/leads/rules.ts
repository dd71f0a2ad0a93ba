// What a lead form accepts. Pure functions: the same rules run in the browser and in tests.
import type { FormDefinition, FormField, FormOption } from "../generated/schema-types.ts";
import { RATING_VALUES } from "../site/rating.ts";

export type FieldProblem = "required" | "email" | "phone" | "tooLong" | "option" | "consent";
export type LeadValues = Record<string, string>;

/** What a ticked consent box sends. */
export const CONSENT_GIVEN = "yes";

/**
 * The most characters a field takes. Validation fills maxLength in where site.config.yaml leaves
 * it out, from the defaults the form field's schema gives for a name and for each kind.
 */
export function maxLengthOf(field: FormField): number {
  if (field.maxLength === undefined)
    throw new Error(
      `The form field "${field.name}" has no maxLength: read forms from the validated content, which fills it in.`,
    );
  return field.maxLength;
}

/** What a select field sends for a choice: its value, or its label in the visitor's language. */
export const optionValue = (field: FormField, option: FormOption): string =>
  field.sendLabel ? option.label : option.value;

/** What a field holds before the visitor touches it: a rating's stars, a select's default choice, else nothing. */
export function initialValue(field: FormField): string {
  if (field.kind === "rating")
    return RATING_VALUES.includes(field.default as never) ? field.default! : "5";
  const chosen =
    field.kind === "select" ? field.options?.find((o) => o.value === field.default) : undefined;
  return chosen ? optionValue(field, chosen) : "";
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A North American number: ten digits, or eleven starting with 1; area code and exchange start with 2 to 9. */
export function isNorthAmericanPhone(value: string): boolean {
  if (/[^\d\s().+-]/.test(value)) return false;
  const digits = value.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national);
}

/**
 * A number a visitor may be called back on. Where the business is in North America (calling code
 * 1, the default) it must be a North American number; elsewhere any number of 7 to 15 digits.
 */
/** Digits typed in another script (Persian ۹۰۵, Arabic ٩٠٥, Devanagari ९०५, full-width ９０５) as 0-9, so a number reads and dials the same. */
export function asciiDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F\uFF10-\uFF19]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = [0x0660, 0x06f0, 0x0966, 0xff10].find(
      (start) => code >= start && code <= start + 9,
    )!;
    return String(code - zero);
  });
}

export function isPlausiblePhone(typed: string, countryCode = "1"): boolean {
  const value = asciiDigits(typed);
  if (countryCode === "1") return isNorthAmericanPhone(value);
  if (/[^\d\s().+-]/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}

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
    if (field.kind === "image") continue;
    const value = (values[field.name] ?? "").trim();
    if (!value) {
      if (field.required)
        problems.set(field.name, field.kind === "consent" ? "consent" : "required");
      continue;
    }
    if (field.kind === "rating") {
      if (!RATING_VALUES.includes(value as never)) problems.set(field.name, "option");
    } else if (field.kind === "consent") {
      if (value !== CONSENT_GIVEN) problems.set(field.name, "consent");
    } else if (field.kind === "select") {
      if (!(field.options ?? []).some((option) => optionValue(field, option) === value))
        problems.set(field.name, "option");
    } else if (value.length > maxLengthOf(field)) problems.set(field.name, "tooLong");
    else if (field.kind === "email" && !EMAIL.test(value)) problems.set(field.name, "email");
    else if (field.kind === "tel" && !isPlausiblePhone(value, countryCode))
      problems.set(field.name, "phone");
  }
  return problems;
}
