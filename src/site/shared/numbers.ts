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

/** A file's size in the language's own units: "1.3 MB", "1,3 Mo", "۴۲ kB". */
export function formatFileSize(bytes: number, locale: string): string {
  const isLarge = bytes >= 1024 * 1024;
  const value = isLarge ? bytes / 1024 / 1024 : Math.max(1, Math.round(bytes / 1024));
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: isLarge ? "megabyte" : "kilobyte",
    unitDisplay: "short",
    maximumFractionDigits: 1,
  }).format(value);
}
