import { afterAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { builtPages } from "./built-pages.ts";

const root = mkdtempSync(join(tmpdir(), "built-pages-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (file: string) => {
  mkdirSync(join(root, file, ".."), { recursive: true });
  writeFileSync(join(root, file), "<!doctype html>");
};

describe("the pages of a built site", () => {
  it("are its HTML files, but for the assets and the files public/ serves as they are", () => {
    for (const file of ["dist/index.html", "dist/fr/about/index.html", "dist/404.html"])
      write(file);
    write("dist/assets/icon.html");
    write("public/google0a1b2c.html");
    write("dist/google0a1b2c.html");
    expect(
      builtPages(join(root, "dist"))
        .map((f) => f.slice(root.length + 6))
        .sort(),
    ).toEqual(["404.html", "fr/about/index.html", "index.html"]);
  });
});
