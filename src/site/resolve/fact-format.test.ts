import { describe, expect, it } from "vitest";
import type { OpeningHours } from "../../generated/schema-types.ts";
import { factFormat } from "./fact-format.ts";

// Each language's words around its facts, as its common.yaml gives them (the `facts` group).
const ENGLISH = {
  range: "{{from}} to {{to}}",
  orMore: "{{value}}+",
  money_one: "{{amount, money}}",
  money_other: "{{amount, money}}",
  am: "a.m.",
  pm: "p.m.",
  time: "{{hour12}} {{ampm}}",
  timeWithMinutes: "{{hour12}}:{{minute}} {{ampm}}",
  times: "{{opens}} to {{closes}}",
  everyDay: "Monday to Sunday",
  dayRange: "{{from}} to {{to}}",
  hours: "{{days}}, {{times}}",
};
const FRENCH = {
  range: "{{from}} à {{to}}",
  money_one: "{{amount, money}}",
  money_other: "{{amount, money}}",
  time: "{{hour}} h",
  timeWithMinutes: "{{hour}} h {{minute}}",
  times: "de {{opens}} à {{closes}}",
  everyDay: "7 jours sur 7",
  dayRange: "du {{from}} au {{to}}",
  hours: "{{days}}, {{times}}",
};
const KOREAN = {
  range: "{{from}}~{{to}}",
  money_other: "{{value}}달러",
  am: "오전",
  pm: "오후",
  time: "{{ampm}} {{hour12}}시",
  times: "{{opens}}~{{closes}}",
  everyDay: "매일",
  hours: "{{days}} {{times}}",
};
const PERSIAN = {
  range: "{{from}} تا {{to}}",
  money_one: "{{value}} دلار",
  money_other: "{{value}} دلار",
  time: "{{hour12}} {{dayPeriod}}",
  times: "{{opens}} تا {{closes}}",
  everyDay: "همه روزهای هفته",
  hours: "{{days}}، {{times}}",
};
const ARABIC = {
  money_few: "{{value}} دولارات",
  money_many: "{{value}} دولارًا",
  money_other: "{{value}} دولار",
};

/** Intl keeps a number and its unit together with a no-break space: read here as a space. */
const plain = (format: ReturnType<typeof factFormat>) => ({
  fact: (fact: Parameters<typeof format.fact>[0]) =>
    format.fact(fact).replace(/[\u00a0\u202f]/g, " "),
  hours: (hours: Parameters<typeof format.hours>[0]) =>
    format.hours(hours).replace(/[\u00a0\u202f]/g, " "),
});

const english = factFormat({ lang: "en", locale: "en-CA", currency: "CAD", words: ENGLISH });
const french = plain(factFormat({ lang: "fr", locale: "fr-CA", currency: "CAD", words: FRENCH }));
const korean = factFormat({ lang: "ko", locale: "ko", currency: "CAD", words: KOREAN });
const persian = factFormat({
  lang: "fa",
  locale: "fa-u-ca-gregory-nu-arabext",
  currency: "CAD",
  words: PERSIAN,
});
const EVERY_DAY: OpeningHours["days"] = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];

describe("each language writes a fact itself", () => {
  it("writes a length of time with the language's unit and digits", () => {
    // The number and its unit stay together on one line.
    expect(factFormat({ lang: "fr", locale: "fr", words: FRENCH }).fact({ months: 6 })).toBe(
      "6\u00a0mois",
    );
    expect(english.fact({ months: 6 })).toBe("6 months");
    expect(french.fact({ months: 6 })).toBe("6 mois");
    expect(korean.fact({ months: 6 })).toBe("6개월");
    expect(persian.fact({ months: 6 })).toBe("۶ ماه");
    expect(english.fact({ years: 1 })).toBe("1 year");
  });

  it("joins a range with the language's words, sharing the unit as the language does", () => {
    expect(english.fact({ hours: [2, 24] })).toBe("2 to 24 hours");
    expect(french.fact({ hours: [2, 24] })).toBe("2 à 24 heures");
    expect(korean.fact({ hours: [2, 24] })).toBe("2~24시간");
    expect(english.fact({ percent: [50, 85] })).toBe("50% to 85%");
    expect(french.fact({ percent: [50, 85] })).toBe("50 à 85 %");
  });

  it("writes money with the currency's sign, or the language's own word in the count's form", () => {
    expect(english.fact({ money: 30 })).toBe("$30");
    expect(english.fact({ money: [120, 380] })).toBe("$120 to $380");
    expect(french.fact({ money: [120, 380] })).toBe("120 à 380 $");
    expect(korean.fact({ money: [120, 380] })).toBe("120~380달러");
    expect(persian.fact({ money: 25 })).toBe("۲۵ دلار");
    expect(english.fact({ money: 12.5 })).toBe("$12.50");
    const arabic = factFormat({
      lang: "ar",
      locale: "ar-u-nu-latn",
      currency: "CAD",
      words: ARABIC,
    });
    // Arabic's forms: 3 to 10 take the plural, 11 to 99 the accusative singular, 100 the genitive.
    expect([5, 25, 100].map((money) => arabic.fact({ money }))).toEqual([
      "5 دولارات",
      "25 دولارًا",
      "100 دولار",
    ]);
  });

  it("writes a count with its grouping, a floor with the language's sign, and a year without grouping", () => {
    expect(english.fact({ count: 8000, orMore: true })).toBe("8,000+");
    expect(english.fact({ count: 8000 })).toBe("8,000");
    expect(persian.fact({ count: 8000 })).toBe("۸٬۰۰۰");
    expect(english.fact({ year: 2024 })).toBe("2024");
    expect(persian.fact({ year: 2024 })).toBe("۲۰۲۴");
  });

  it("leaves out Intl's direction marks, which would travel with copied text", () => {
    const written = [
      persian.fact({ percent: 100 }),
      factFormat({ lang: "ar", locale: "ar", currency: "CAD" }).fact({ percent: [50, 85] }),
    ].join("");
    expect(written).not.toMatch(/[\u200e\u200f\u061c]/);
  });
});

describe("each language writes the opening hours itself", () => {
  const eightToSix = [{ days: EVERY_DAY, opens: "08:00", closes: "18:00" }];

  it("writes every day and the times in the language's words", () => {
    expect(english.hours(eightToSix)).toBe("Monday to Sunday, 8 a.m. to 6 p.m.");
    expect(french.hours(eightToSix)).toBe("7 jours sur 7, de 8 h à 18 h");
    expect(korean.hours(eightToSix)).toBe("매일 오전 8시~오후 6시");
    expect(persian.hours(eightToSix)).toBe("همه روزهای هفته، ۸ صبح تا ۶ عصر");
  });

  it("writes a run of days as a range, single days by name, and minutes when a time has them", () => {
    expect(
      english.hours([
        {
          days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "08:30",
          closes: "20:00",
        },
        { days: ["Saturday", "Sunday"], opens: "10:00", closes: "14:00" },
      ]),
    ).toBe("Monday to Friday, 8:30 a.m. to 8 p.m. and Saturday and Sunday, 10 a.m. to 2 p.m.");
    expect(
      french.hours([
        { days: ["Tuesday", "Wednesday", "Thursday"], opens: "09:00", closes: "17:30" },
      ]),
    ).toBe("du mardi au jeudi, de 9 h à 17 h 30");
  });

  it("falls back to Intl's own forms for a language that gives no words", () => {
    const bare = plain(factFormat({ lang: "de", locale: "de", currency: "EUR" }));
    expect(bare.fact({ money: [100, 350] })).toBe("100–350 €");
    expect(
      bare.hours([{ days: ["Monday", "Tuesday", "Wednesday"], opens: "08:00", closes: "18:00" }]),
    ).toBe("Montag–Mittwoch 08:00–18:00");
  });
});
