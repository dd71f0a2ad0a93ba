import { describe, expect, it } from "vitest";
import { formatFileSize, formatNumber, numberLocale } from "./numbers.ts";

describe("numbers in a language's words", () => {
  it("uses the digits the site names for a language, or the language's usual ones", () => {
    expect(numberLocale({ code: "fa", digits: "arabext" })).toBe("fa-u-ca-gregory-nu-arabext");
    expect(numberLocale({ code: "fr" })).toBe("fr-u-ca-gregory");
    expect(formatNumber(4, numberLocale({ code: "fa", digits: "arabext" }))).toBe("۴");
    expect(formatNumber(4, numberLocale({ code: "ar", digits: "latn" }))).toBe("4");
    expect(formatNumber(2000, "en")).toBe("2000");
  });

  it("writes dates in the Gregorian calendar in the language's digits, unless the site names the language's own calendar", () => {
    const day = (locale: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
        new Date("2026-05-31T00:00:00Z"),
      );
    expect(day(numberLocale({ code: "fa", digits: "arabext" }))).toMatch(/۳۱ .+ ۲۰۲۶/);
    expect(day(numberLocale({ code: "fa", digits: "arabext", calendar: "persian" }))).toMatch(
      /۱۰ .+ ۱۴۰۵/,
    );
    expect(day(numberLocale({ code: "ar", digits: "latn" }))).toMatch(/31 .+ 2026/);
  });

  it("writes a decimal with the language's own mark", () => {
    expect(formatNumber(4.5, "en")).toBe("4.5");
    expect(formatNumber(4.5, "fr")).toBe("4,5");
  });

  it("writes a file's size in the language's units", () => {
    expect(formatFileSize(1.25 * 1024 * 1024, "en")).toBe("1.3 MB");
    expect(formatFileSize(1.25 * 1024 * 1024, "fr")).toMatch(/^1,3\sMo$/);
    expect(formatFileSize(42 * 1024, "en")).toBe("42 kB");
    expect(formatFileSize(42 * 1024, "fa-u-nu-arabext")).toMatch(/^۴۲/);
    // Written in full where the short unit is Latin in a right-to-left language, or abbreviated.
    expect(formatFileSize(3.2 * 1024 * 1024, "fa-u-nu-arabext")).toBe("۳٫۲ مگابایت");
    expect(formatFileSize(3.2 * 1024 * 1024, "ar-u-nu-latn")).toBe("3.2 ميغابايت");
    expect(formatFileSize(3.2 * 1024 * 1024, "ur")).not.toMatch(/[A-Za-z]/);
    expect(formatFileSize(3.2 * 1024 * 1024, "zh-Hans")).toBe("3.2 MB");
    expect(formatFileSize(3.2 * 1024 * 1024, "ru")).toMatch(/^3,2\sМБ$/);
    expect(formatFileSize(10, "en")).toBe("1 kB");
  });
});
