// The kinds of form field, gathered from their files as the section types are from their folders:
// each kind is a rule, src/leads/kinds/<kind>.kind.ts (plain TypeScript), and a drawing,
// src/leads/form/fields/<kind>.field.tsx. npm run generate writes from them
// - src/generated/field-kinds.ts, the rules by name, which the lead path reads with no React;
// - src/generated/field-drawings.ts, the drawings by name, which the form reads;
// - schemas/field-kinds.schema.json, the kinds' part of the site schema: the names kind: accepts,
//   what each shows, and the longest answer each takes when maxLength is left out.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FieldKind, KindSchema } from "../src/leads/kinds/field-kind.ts";

export const KINDS_DIR = "src/leads/kinds";
export const DRAWINGS_DIR = "src/leads/form/fields";
export const FIELD_KINDS_SCHEMA = "field-kinds.schema.json";

const KIND_NAME = /^[a-z][a-zA-Z]*$/;

/** The names of the files of a folder that end so, without the ending. */
const namesIn = (dir: string, ending: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith(ending))
    .map((file) => file.slice(0, -ending.length))
    .sort();

/** Every kind, by its rule's file, once each has its drawing. Throws with the fix when one has not. */
export function fieldKindNames(root: string): string[] {
  const rules = namesIn(join(root, KINDS_DIR), ".kind.ts");
  const drawings = namesIn(join(root, DRAWINGS_DIR), ".field.tsx");
  const problems = [
    ...rules
      .filter((name) => !KIND_NAME.test(name))
      .map(
        (name) =>
          `${KINDS_DIR}/${name}.kind.ts: a kind's name is letters, starting with a small one (datePicker), as kind: writes it.`,
      ),
    ...rules
      .filter((name) => !drawings.includes(name))
      .map(
        (name) =>
          `${KINDS_DIR}/${name}.kind.ts has no drawing: add ${DRAWINGS_DIR}/${name}.field.tsx, exporting the component Field.`,
      ),
    ...drawings
      .filter((name) => !rules.includes(name))
      .map(
        (name) =>
          `${DRAWINGS_DIR}/${name}.field.tsx draws a kind with no rule: add ${KINDS_DIR}/${name}.kind.ts, exporting kind (a FieldKind), or remove the drawing.`,
      ),
  ];
  if (problems.length) throw new Error(problems.join("\n"));
  return rules;
}

/** src/generated/field-kinds.ts: each kind's rule by its name. */
export function fieldKindsSource(root: string): string {
  const names = fieldKindNames(root);
  return [
    ...names.map((name) => `import { kind as ${name} } from "../leads/kinds/${name}.kind.ts";`),
    "",
    "/** Each kind of form field's rule, by the name kind: gives it. */",
    `export const fieldKinds = { ${names.join(", ")} };`,
    "export type FieldKindName = keyof typeof fieldKinds;",
    "",
  ].join("\n");
}

/** src/generated/field-drawings.ts: each kind's drawing by its name. */
export function fieldDrawingsSource(root: string): string {
  const names = fieldKindNames(root);
  return [
    'import type { FieldKindName } from "./field-kinds.ts";',
    ...names.map(
      (name) => `import { Field as ${name} } from "../leads/form/fields/${name}.field.tsx";`,
    ),
    "",
    "/** Each kind of form field's drawing, by the name kind: gives it. */",
    `export const fieldDrawings = { ${names.join(", ")} } satisfies Record<FieldKindName, unknown>;`,
    "",
  ].join("\n");
}

/** The kinds' part of the site schema, from what each kind says of itself. */
export function fieldKindsSchema(kinds: (KindSchema & { name: string })[]): object {
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    $comment:
      "Written by npm run generate from src/leads/kinds/*.kind.ts, one kind of form field each. Do not edit: change the kind's module.",
    definitions: {
      kind: {
        type: "string",
        enum: kinds.map((kind) => kind.name),
        description: ["What sort of input to show.", ...kinds.map((k) => k.help)].join(" "),
      },
      lengthDefaults: {
        $comment: "Each kind's longest answer, when the field's maxLength is left out.",
        allOf: kinds.flatMap((kind) =>
          kind.maxLength === undefined
            ? []
            : [
                {
                  if: { required: ["kind"], properties: { kind: { const: kind.name } } },
                  then: { properties: { maxLength: { default: kind.maxLength } } },
                },
              ],
        ),
      },
    },
  };
}

/** schemas/field-kinds.schema.json's text, from the kinds' modules, loaded here. */
export async function fieldKindsSchemaText(root: string): Promise<string> {
  const kinds = await Promise.all(
    fieldKindNames(root).map(async (name) => {
      const url = pathToFileURL(join(root, KINDS_DIR, `${name}.kind.ts`)).href;
      const { kind, schema } = (await import(url)) as { kind?: FieldKind; schema?: KindSchema };
      if (kind?.name !== name || !schema?.help)
        throw new Error(
          `${KINDS_DIR}/${name}.kind.ts must export kind, a FieldKind named "${name}" as its file is, and schema, its part of the site schema (help, and maxLength unless it holds a file).`,
        );
      return { name, ...schema };
    }),
  );
  return JSON.stringify(fieldKindsSchema(kinds), null, 2) + "\n";
}
