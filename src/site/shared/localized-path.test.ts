import { describe, expect, it } from "vitest";
import { localizedPath, unlocalizedPath } from "./localized-path.ts";

const languages = ["en", "fr", "zh-Hans"];

describe("addresses per language", () => {
  it("finds the language of an address and its address in the default language, the other way round from localizedPath", () => {
    for (const [lang, path] of [
      ["fr", "/contact"],
      ["fr", "/"],
      ["zh-Hans", "/services/oven-repair"],
      ["en", "/contact"],
      ["en", "/"],
    ]) {
      expect(unlocalizedPath(localizedPath(path, lang, "en"), languages, "en")).toEqual({
        lang,
        path,
      });
    }
  });

  it("takes a path that only starts like a language as the default language's", () => {
    expect(unlocalizedPath("/french-doors", languages, "en")).toEqual({
      lang: "en",
      path: "/french-doors",
    });
    expect(unlocalizedPath("/de/contact", languages, "en")).toEqual({
      lang: "en",
      path: "/de/contact",
    });
  });
});
