// What the fields of a lead form take and send, shared by the kinds of field (kinds/) and the
// checks (rules.ts): lengths, a list's choices, a ticked box, and phone numbers.
import type { FormField, FormOption } from "../../generated/schema-types.ts";

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
