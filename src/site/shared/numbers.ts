// Numbers the site puts into a language's words (a rating, a count, a photo's size) are written as
// that language writes them: its digits, its decimal mark and its unit names, through Intl.
import type { Language } from "../../generated/schema-types.ts";

/**
 * The locale numbers and dates are written in: the language's code, with the region its ogLocale
 * names (en_CA: en-CA, which writes 8 a.m. and $25 as Canada does), its calendar (Gregorian unless
 * the site names another) and its digits when the site names them: fa-u-ca-gregory-nu-arabext.
 * Without the calendar, Persian dates would be Solar Hijri and Arabic ones could be Hijri, by
 * the browser's choice rather than the site's.
 */
export function numberLocale(
  language: Pick<Language, "code" | "digits" | "calendar" | "ogLocale">,
): string {
  const [ogLanguage, region] = language.ogLocale?.split("_") ?? [];
  const withRegion =
    region && ogLanguage === language.code ? `${language.code}-${region}` : language.code;
  return `${withRegion}-u-ca-${language.calendar ?? "gregory"}${language.digits ? `-nu-${language.digits}` : ""}`;
}

/** Making an Intl.NumberFormat costs far more than using one: one per locale, kept. */
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A whole or decimal number as the language writes it. No thousands grouping: a count reads 2000, as years and codes do. */
export function formatNumber(value: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format)
    numberFormats.set(
      locale,
      (format = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 1 })),
    );
  return format.format(value);
}

/** Scripts written right to left, where a unit in Latin letters turns the line's direction around. */
const RIGHT_TO_LEFT = new Set(["Arab", "Hebr", "Syrc", "Thaa", "Nkoo", "Adlm", "Rohg"]);

/**
 * How a language writes a unit: its short form, unless that is in Latin letters in a language
 * written right to left, or an abbreviation with a period (Persian "MB", Arabic "م.ب"): then its
 * name in full ("مگابایت", "ميغابايت"). Chinese, Korean and Hindi keep "MB", as their phones
 * write it.
 */
function unitDisplayFor(locale: string, unit: string): "short" | "long" {
  const written = new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short" })
    .formatToParts(1)
    .filter((part) => part.type === "unit")
    .map((part) => part.value)
    .join("");
  const script = new Intl.Locale(locale).maximize().script ?? "";
  return (/[A-Za-z]/.test(written) && RIGHT_TO_LEFT.has(script)) || written.includes(".")
    ? "long"
    : "short";
}

/** A file's size in the language's own units: "1.3 MB", "1,3 Mo", "۴۲ کیلوبایت". */
export function formatFileSize(bytes: number, locale: string): string {
  const isLarge = bytes >= 1024 * 1024;
  const value = isLarge ? bytes / 1024 / 1024 : Math.max(1, Math.round(bytes / 1024));
  const unit = isLarge ? "megabyte" : "kilobyte";
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit,
    unitDisplay: unitDisplayFor(locale, unit),
    maximumFractionDigits: 1,
  }).format(value);
}
