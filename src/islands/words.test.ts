import { describe, expect, it } from "vitest";
import { pickWords } from "./words.ts";

const words = {
  common: {
    form: { callAction: "Call {{phone}}", problems: { tooLong: "Under {{max}} characters." } },
    toast: { dismiss: "Dismiss" },
  },
  nav: { language: "Language" },
};

describe("pickWords", () => {
  it("keeps only the words under the keys asked for", () => {
    expect(pickWords(words, ["common:form.problems", "common:toast", "nav:missing"])).toEqual({
      common: {
        form: { problems: { tooLong: "Under {{max}} characters." } },
        toast: { dismiss: "Dismiss" },
      },
    });
  });
});
