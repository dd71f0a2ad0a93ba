import { describe, expect, it } from "vitest";
import { pickWords, translateFrom } from "./words.tsx";

const words = {
  common: { form: { callAction: "Call {{phone}}", problems: { tooLong: "Under {{max}} characters." } }, toast: { dismiss: "Dismiss" }, item_one: "{{count}} item", item_other: "{{count}} items" },
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
  it("gives back the key it does not have, and leaves a value it was not given", () => {
    expect(t("common:form.nothing")).toBe("common:form.nothing");
    expect(t("common:form.callAction")).toBe("Call {{phone}}");
  });
});

describe("pickWords", () => {
  it("keeps only the words under the keys asked for", () => {
    expect(pickWords(words, ["common:form.problems", "common:toast", "nav:missing"])).toEqual({ common: { form: { problems: { tooLong: "Under {{max}} characters." } }, toast: { dismiss: "Dismiss" } } });
  });
});
