// The kinds of form field are gathered from their files: what schemas/ publishes is what their
// modules say, and a rule without a drawing (or a drawing without a rule) is named with its fix.
import { afterEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  DRAWINGS_DIR,
  FIELD_KINDS_SCHEMA,
  fieldDrawingsSource,
  fieldKindNames,
  fieldKindsSchemaText,
  fieldKindsSource,
  KINDS_DIR,
} from "./field-kinds.ts";
import { fieldKinds } from "../src/generated/field-kinds.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A project folder with these rule and drawing files (empty: only their names are read). */
function projectWith(rules: string[], drawings: string[]): string {
  const root = mkdtempSync(join(tmpdir(), "field-kinds-"));
  made.push(root);
  mkdirSync(join(root, KINDS_DIR), { recursive: true });
  mkdirSync(join(root, DRAWINGS_DIR), { recursive: true });
  for (const name of rules) writeFileSync(join(root, KINDS_DIR, name), "");
  for (const name of drawings) writeFileSync(join(root, DRAWINGS_DIR, name), "");
  return root;
}

describe("the kinds of form field", () => {
  it("are what schemas/ publishes (npm run generate)", async () => {
    expect(readFileSync(join(ROOT, "schemas", FIELD_KINDS_SCHEMA), "utf8")).toBe(
      await fieldKindsSchemaText(ROOT),
    );
  });

  it("are each named as their file is", () => {
    for (const [name, kind] of Object.entries(fieldKinds)) expect(kind.name).toBe(name);
  });

  it("are gathered from the rules and drawings, leaving the shared modules out", () => {
    const root = projectWith(
      ["date.kind.ts", "words.ts", "field-kind.ts", "date.kind.test.ts"],
      ["date.field.tsx", "field-parts.tsx"],
    );
    expect(fieldKindNames(root)).toEqual(["date"]);
    expect(fieldKindsSource(root)).toContain(
      'import { kind as date } from "../leads/kinds/date.kind.ts";',
    );
    expect(fieldDrawingsSource(root)).toContain(
      'import { Field as date } from "../leads/form/fields/date.field.tsx";',
    );
  });

  it("name a rule with no drawing, and a drawing with no rule, with the file to add", () => {
    const root = projectWith(["date.kind.ts"], ["colour.field.tsx"]);
    expect(() => fieldKindNames(root)).toThrow(
      "src/leads/kinds/date.kind.ts has no drawing: add src/leads/form/fields/date.field.tsx, exporting the component Field.",
    );
    expect(() => fieldKindNames(root)).toThrow(
      "src/leads/form/fields/colour.field.tsx draws a kind with no rule: add src/leads/kinds/colour.kind.ts",
    );
  });

  it("name a kind whose name kind: could not write", () => {
    const root = projectWith(["visit-day.kind.ts"], ["visit-day.field.tsx"]);
    expect(() => fieldKindNames(root)).toThrow(
      "src/leads/kinds/visit-day.kind.ts: a kind's name is letters, starting with a small one",
    );
  });
});
