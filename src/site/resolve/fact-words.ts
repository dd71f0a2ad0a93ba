// The words a language writes around its facts: the `facts` group of its interface words
// (content/locales/<lang>/common.yaml), read through i18next, which fills in the numbers the site
// writes and picks each counted word's form ("25 دولارًا", "100 دولار"), and formats an amount of
// money with Intl where a pattern says {{amount, money}}.
import i18next, { type TOptions } from "i18next";
import { numberFormat } from "./intl-formats.ts";

/** The words a language writes around its facts; {{…}} are filled in by the site. */
export interface FactWords {
  /** Two ends of a range: "{{from}} to {{to}}". */
  range: string;
  /** A count that is a floor: "{{value}}+". */
  orMore: string;
  /** Money, with a form per count where the language has them: {{amount, money}} is the amount with the currency's sign, {{value}} the number alone. */
  money: string;
  /** The language's words for before and after noon, as {{ampm}}. */
  am: string;
  pm: string;
  /** A time on the hour, and one with minutes, from {{hour}} (0-23), {{hour12}}, {{minute}}, {{ampm}}, {{dayPeriod}} (morning, evening...) and {{clock}} (08:00). */
  time: string;
  timeWithMinutes: string;
  /** From opening to closing time: "{{opens}} to {{closes}}". */
  times: string;
  /** All seven days. */
  everyDay: string;
  /** A run of days: "{{from}} to {{to}}", with {{fromShort}} and {{toShort}} for short names. */
  dayRange: string;
  /** One group of days with its times: "{{days}}, {{times}}". */
  hours: string;
}

/** What a language writes when its interface words give no `facts` group: Intl's own forms and signs. */
const DEFAULT_WORDS: Omit<FactWords, "am" | "pm" | "everyDay"> = {
  range: "{{from}}–{{to}}",
  orMore: "{{value}}+",
  money: "{{amount, money}}",
  time: "{{clock}}",
  timeWithMinutes: "{{clock}}",
  times: "{{opens}}–{{closes}}",
  dayRange: "{{from}}–{{to}}",
  hours: "{{days}} {{times}}",
};

export interface FactLanguage {
  /** The language's code, which picks the forms of counted words. */
  lang: string;
  /** The locale Intl writes in: the language with its region, digits and calendar (numbers.ts). */
  locale: string;
  /** The business's currency, for money. */
  currency?: string;
  /** The `facts` group of the language's interface words, if it has one. */
  words?: Partial<FactWords> | Record<string, unknown>;
}

/** One language's words, as facts are written with them. */
export interface Words {
  /** A pattern filled in: the words the language gives, or Intl's own forms where it gives none. */
  say: (key: keyof FactWords, values?: TOptions) => string;
  /** Whether the language gives words of its own for `key`. */
  has: (key: keyof FactWords) => boolean;
  /** The pattern an amount of money takes in the form its count needs. */
  moneyPattern: (amount: number) => string;
}

// Intl writes some values with direction marks for right-to-left text; a fact is placed in the
// language's own text, whose direction the page sets, and copied text should not carry them.
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g;
export const withoutMarks = (text: string) => text.replace(DIRECTION_MARKS, "");

/** The options a pattern gives a format in parentheses, {{amount, money(currencyDisplay: code)}}: only Intl's. */
function pickIntlOptions(options: Record<string, unknown> | undefined): Intl.NumberFormatOptions {
  const known = [
    "currencyDisplay",
    "minimumFractionDigits",
    "maximumFractionDigits",
    "useGrouping",
  ];
  return Object.fromEntries(
    Object.entries(options ?? {}).filter(([key]) => known.includes(key)),
  ) as Intl.NumberFormatOptions;
}

export function factWords(language: FactLanguage): Words {
  const { lang, locale } = language;
  const instance = i18next.createInstance();
  instance.init({
    lng: lang,
    fallbackLng: false,
    ns: ["facts"],
    defaultNS: "facts",
    resources: { [lang]: { facts: { ...DEFAULT_WORDS, ...language.words } } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instance.services.formatter?.add("money", (value, _lng, options) => {
    const amount = Number(value);
    return numberFormat(locale, {
      style: "currency",
      currency: language.currency ?? "USD",
      currencyDisplay: "narrowSymbol",
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      ...pickIntlOptions(options),
    }).format(amount);
  });
  const given = language.words ?? {};
  return {
    say: (key, values = {}) => withoutMarks(instance.t(key, { ...values, locale }) as string),
    has: (key) => key in given,
    moneyPattern: (amount) => {
      const form = `money_${new Intl.PluralRules(lang).select(amount)}`;
      return String(instance.getResource(lang, "facts", form) ?? instance.t("money"));
    },
  };
}
