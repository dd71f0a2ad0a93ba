// What each string of a record is, read from its schema rather than from lists of field names.
// A field's role is the shared definition (schemas/defs.schema.json) its schema refers to:
// - text and markdown are words a translation carries (markdown is drawn as Markdown);
// - internalLink is an address of the site (a page in the same language in every language);
// - image is a picture under /images/;
// - anything else (a slug, an icon, a value sent or matched) stays as the source file says.
// A field may say whether it is translated itself, with "x-translate": true or false.
import type { JsonPath } from "./walk.ts";
import {
  branch,
  ENGINE_SCHEMAS,
  pointerIn,
  resolve,
  schemaFile,
  type FieldRole,
  type Schema,
} from "./schema-places.ts";

export interface StringRole {
  role: FieldRole;
  /** Words a translation carries: its role says words or Markdown, unless x-translate says otherwise. */
  isTranslated: boolean;
}

/**
 * Calls visit(text, path, role) for every string of a value, judged by the schema at
 * `schema` (a file under schemas/, with an optional #/pointer into it).
 */
export function walkRoles(
  schema: string,
  value: unknown,
  visit: (text: string, path: JsonPath, role: StringRole) => void,
  dir = ENGINE_SCHEMAS,
): void {
  const [file, pointer = ""] = schema.split("#");
  // One path, grown and shrunk as the walk goes; each string is given a copy of it.
  walkValue(
    { dir, path: [], visit },
    value,
    pointerIn(schemaFile(dir, file), pointer),
    file,
    false,
  );
}

interface Walk {
  dir: string;
  path: JsonPath;
  visit: (text: string, path: JsonPath, role: StringRole) => void;
}

const schemaNode = (candidate: unknown): Schema | undefined =>
  candidate && typeof candidate === "object" ? (candidate as Schema) : undefined;

/** One value of a walk, under the schema node `node` (none where the schema says nothing of it) of `file`. */
function walkValue(
  walk: Walk,
  value: unknown,
  node: Schema | undefined,
  file: string,
  untranslated: boolean,
): void {
  const place = node && branch(walk.dir, resolve(walk.dir, node, file, untranslated), value);
  if (typeof value === "string") {
    const role = place?.role ?? "other";
    walk.visit(value, [...walk.path], {
      role,
      isTranslated: place?.translate ?? (role === "words" || role === "markdown"),
    });
    return;
  }
  if (!value || typeof value !== "object") return;
  const schema = place?.node;
  const childFile = place?.file ?? file;
  // A part marked x-translate: false keeps all it holds untranslated.
  const keepsUntranslated = place?.translate === false;
  if (Array.isArray(value)) {
    const items = schemaNode(schema?.items);
    for (let i = 0; i < value.length; i++) {
      walk.path.push(i);
      walkValue(walk, value[i], items, childFile, keepsUntranslated);
      walk.path.pop();
    }
    return;
  }
  const properties = schema?.properties as Record<string, Schema> | undefined;
  const others =
    typeof schema?.additionalProperties === "object" ? schema.additionalProperties : undefined;
  for (const key of Object.keys(value)) {
    walk.path.push(key);
    walkValue(
      walk,
      (value as Record<string, unknown>)[key],
      schemaNode(properties?.[key] ?? others),
      childFile,
      keepsUntranslated,
    );
    walk.path.pop();
  }
}

/** The paths of the strings of a value that have one of these roles. */
export function pathsWithRole(
  schema: string,
  value: unknown,
  roles: FieldRole[],
): { path: JsonPath; text: string; role: FieldRole }[] {
  const found: { path: JsonPath; text: string; role: FieldRole }[] = [];
  walkRoles(
    schema,
    value,
    (text, path, { role }) => roles.includes(role) && found.push({ path, text, role }),
  );
  return found;
}

/** The custom keyword of a section type's schema naming the collections its block draws besides the page's own file. */
export const NEEDS_KEYWORD = "x-needs";
export type Collection = "testimonials" | "faq";

/** The collections (the reviews, the FAQ) a section type's block draws, as its schema's "x-needs" says. */
export function sectionNeeds(type: string, dir = ENGINE_SCHEMAS): Collection[] {
  const needs = schemaFile(dir, `sections/${type}.schema.json`)[NEEDS_KEYWORD];
  return Array.isArray(needs) ? (needs as Collection[]) : [];
}
