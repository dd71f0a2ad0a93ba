// The browser's registry is made from what the code declares: a section's "x-island", and a
// script.json beside a block's script.ts; a declaration written wrong says what it should be.
import { afterEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { blockScripts, browserRegistrySource, scriptOf } from "./browser-registry.ts";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const WHY = "measured";
let made: string[] = [];
afterEach(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
  made = [];
});

/** A project of these files, by path from its root. */
function project(files: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), "browser-registry-"));
  made.push(root);
  mkdirSync(join(root, "src/sections"), { recursive: true });
  mkdirSync(join(root, "src/ui"), { recursive: true });
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(
      join(root, path),
      typeof content === "string" ? content : JSON.stringify(content),
    );
  }
  return root;
}

const RUN = "export function run(element: HTMLElement): void {}\n";

describe("the browser's registry", () => {
  it("is what src/generated/ holds (npm run generate)", () => {
    const generated = readFileSync(join(ROOT, "src/generated/browser-registry.ts"), "utf8");
    expect(generated).toContain(browserRegistrySource(ROOT));
  });

  it("lists each island with its start, words and block, and each block script with its mark, start and code", () => {
    const root = project({
      "src/sections/order-form/schema.json": {
        "x-island": { start: "idle-near", words: ["common:form"] },
      },
      "src/sections/plain-text/schema.json": {},
      "src/ui/slider/script.json": { mark: "data-slider", start: "visible", why: WHY },
      "src/ui/slider/script.ts": RUN,
    });
    const source = browserRegistrySource(root);
    expect(source).toContain(
      '"order-form": { start: "idle-near", words: ["common:form"], block: () => import("../sections/order-form/block.tsx").then((m) => m.OrderForm) },',
    );
    expect(source).not.toContain("plain-text");
    expect(source).toContain(
      '{ mark: "data-slider", start: "visible", module: "src/ui/slider/script.ts" },',
    );
    expect(source).toContain(
      '"src/ui/slider/script.ts": () => import("../ui/slider/script.ts").then((m) => m.run),',
    );
  });

  it("says what a script.json should hold", () => {
    expect(() => scriptOf("src/ui/slider", ["data-slider"])).toThrow(
      "src/ui/slider/script.json should be an object such as",
    );
    expect(() => scriptOf("src/ui/slider", { mark: "slider", start: "visible", why: WHY })).toThrow(
      'has "mark": "slider". Name the attribute the block\'s HTML carries, as "data-carousel".',
    );
    expect(() =>
      scriptOf("src/ui/slider", { mark: "data-slider", start: "soon", why: WHY }),
    ).toThrow(
      'has "start": "soon". Use one of "first-use", "idle-near", "visible", "idle", "load".',
    );
    expect(() => scriptOf("src/ui/slider", { mark: "data-slider", start: "visible" })).toThrow(
      'src/ui/slider/script.json needs "why"',
    );
  });

  it("refuses a script.json without its script's run, and two scripts of one mark", () => {
    const declared = { mark: "data-slider", start: "visible", why: WHY };
    const lonely = project({ "src/ui/slider/script.json": declared });
    expect(() => blockScripts(lonely)).toThrow(
      "src/ui/slider/script.json declares a script, but src/ui/slider/script.ts does not export function run(element).",
    );
    const twice = project({
      "src/ui/slider/script.json": declared,
      "src/ui/slider/script.ts": RUN,
      "src/sections/gallery/schema.json": {},
      "src/sections/gallery/script.json": declared,
      "src/sections/gallery/script.ts": RUN,
    });
    expect(() => blockScripts(twice)).toThrow(
      'Two block scripts look for "data-slider": give each its own mark.',
    );
  });
});
