import { afterEach, describe, expect, it } from "vitest";
import { copySite, EVERY_SECTION } from "../../tests/helpers/fixture-site.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { filesToWrite, languageOf } from "./saved-files.ts";

let site: ReturnType<typeof copySite> | undefined;
afterEach(() => site?.remove());

describe("what a save of the content editor writes", () => {
  it("only the files whose content changed, and no new translation without words", () => {
    site = copySite(EVERY_SECTION);
    const about = "content/pages/en/about.yaml";
    const unchanged = {
      path: about,
      raw: readFileSync(join(site.root, about), "utf8").replace(/^#.*\n/, ""),
    };
    const changed = {
      path: about.replace("about", "contact"),
      raw: "path: /contact\ntitle: New\n",
    };
    const emptyTranslation = { path: "content/locations/ar/napanee.yaml", raw: "{}\n" };
    const onlyIds = {
      path: "content/pages/ar/new.yaml",
      raw: "sections:\n  - id: top\n    type: hero\n",
    };
    const newWords = { path: "content/locations/ar/new-place.yaml", raw: "name: مكان\n" };
    const newSource = { path: "content/locations/en/new-place.yaml", raw: "{}\n" };
    expect(
      filesToWrite(site.root, [
        unchanged,
        changed,
        emptyTranslation,
        onlyIds,
        newWords,
        newSource,
      ]).map((file) => file.path),
    ).toEqual([changed.path, newWords.path, newSource.path]);
  });

  it("knows a file's language by its folder", () => {
    expect(languageOf("content/pages/fr/home.yaml")).toBe("fr");
    expect(languageOf("content/faq/zh-Hans/questions.yaml")).toBe("zh-Hans");
  });
});
