import { describe, expect, it } from "vitest";
import { pickWords, translateFrom } from "./words.tsx";

const words = {
  common: {
    form: { callAction: "Call {{phone}}", problems: { tooLong: "Under {{max}} characters." } },
    toast: { dismiss: "Dismiss" },
    item_one: "{{count}} item",
    item_other: "{{count}} items",
  },
  nav: { language: "Language" },
};

describe("translateFrom", () => {
  const t = translateFrom(words, "en");
  it("reads namespaced and default-namespace keys, with {{values}}", () => {
    expect(t("common:form.callAction", { phone: "(613) 555-0188" })).toBe("Call (613) 555-0188");
    expect(t("form.problems.tooLong", { max: 100 })).toBe("Under 100 characters.");
    expect(t("nav:language")).toBe("Language");
  });
  it("picks the plural form by count in the page's language", () => {
    expect(t("common:item", { count: 1 })).toBe("1 item");
    expect(t("common:item", { count: 3 })).toBe("3 items");
  });
  it("uses every form a language has for a count: Russian few and many, Arabic two", () => {
    const ru = translateFrom(
      { common: { stars_one: "{{count}} звезда", stars_few: "{{count}} звезды", stars_many: "{{count}} звёзд", stars_other: "{{count}} звезды" } },
      "ru",
    );
    expect([1, 3, 5, 21].map((count) => ru("stars", { count }))).toEqual(["1 звезда", "3 звезды", "5 звёзд", "21 звезда"]);
    const ar = translateFrom({ common: { stars_two: "نجمتان", stars_few: "{{count}} نجوم", stars_other: "{{count}} نجمة" } }, "ar");
    expect(ar("stars", { count: 2 })).toBe("نجمتان");
    expect(ar("stars", { count: 3 })).toBe("3 نجوم");
  });
  it("writes numbers in the language's own digits and decimal mark", () => {
    const fa = translateFrom(
      { common: { rated: "امتیاز {{rating}} از ۵", stars_one: "{{count}} ستاره", stars_other: "{{count}} ستاره" } },
      "fa",
      "fa-u-nu-arabext",
    );
    expect(fa("rated", { rating: 4 })).toBe("امتیاز ۴ از ۵");
    expect(fa("stars", { count: 1 })).toBe("۱ ستاره");
    expect(translateFrom({ common: { size: "{{size}} Mo" } }, "fr")("size", { size: 1.5 })).toBe("1,5 Mo");
    // Text is left as it is, digits and all.
    expect(fa("rated", { rating: "4" })).toBe("امتیاز 4 از ۵");
  });
  it("gives back the key it does not have, and leaves a value it was not given", () => {
    expect(t("common:form.nothing")).toBe("common:form.nothing");
    expect(t("common:form.callAction")).toBe("Call {{phone}}");
  });
});

describe("pickWords", () => {
  it("keeps only the words under the keys asked for", () => {
    expect(pickWords(words, ["common:form.problems", "common:toast", "nav:missing"])).toEqual({
      common: { form: { problems: { tooLong: "Under {{max}} characters." } }, toast: { dismiss: "Dismiss" } },
    });
  });
});
