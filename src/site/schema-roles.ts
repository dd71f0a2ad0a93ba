// What each string of a record is, read from its schema rather than from lists of field names.
// A field's role is the shared definition (schemas/defs.schema.json) its schema refers to:
// - text and markdown are words a translation carries (markdown is drawn as Markdown);
// - internalLink is an address of the site (a page in the same language in every language);
// - image is a picture under /images/;
// - anything else (a slug, an icon, a value sent or matched) stays as the source file says.
// A field may say whether it is translated itself, with "x-translate": true or false.
import { readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import type { JsonPath } from "./walk.ts";

type Schema = Record<string, unknown>;

/** The custom keyword a property uses to say whether its words are translated, whatever its type. */
export const TRANSLATE_KEYWORD = "x-translate";

export type FieldRole = "words" | "markdown" | "link" | "image" | "other";
const ROLES: Record<string, FieldRole> = {
  text: "words",
  markdown: "markdown",
  internalLink: "link",
  image: "image",
};

const ENGINE_SCHEMAS = join(import.meta.dirname, "../../schemas");
const files = new Map<string, Schema>();
const named = new Map<string, Schema>();
function schemaFile(dir: string, file: string): Schema {
  // Asked for by the same two names many times a page: found by them before the path is worked out.
  const name = `${dir}\0${file}`;
  const known = named.get(name);
  if (known) return known;
  const path = normalize(join(dir, file));
  let schema = files.get(path);
  if (!schema) files.set(path, (schema = JSON.parse(readFileSync(path, "utf8")) as Schema));
  named.set(name, schema);
  return schema;
}

const pointerIn = (schema: Schema, pointer: string): Schema =>
  pointer
    .split("/")
    .filter(Boolean)
    .reduce<Schema>(
      (node, key) => node[key.replace(/~1/g, "/").replace(/~0/g, "~")] as Schema,
      schema,
    );

interface Place {
  node: Schema;
  /** The file the node is in, relative to the schemas folder, for its relative references. */
  file: string;
  /** The role of the shared definition a reference on the way here named. */
  role: FieldRole;
  /** What "x-translate" said on the way here, if anything. */
  translate?: boolean;
}

/**
 * What resolve() found from each schema node, by schemas folder, file and whether an x-translate:
 * false above it holds: the same few nodes are followed for every page. Looked up through maps
 * rather than by a key made for each call: it is asked for every value of every page.
 */
const resolved = new WeakMap<Schema, Map<string, Map<string, [Place?, Place?]>>>();

/** Follows $ref until a schema with content, noting the shared definition named on the way and any x-translate. */
function resolve(dir: string, node: Schema, file: string, untranslated = false): Place {
  let byDir = resolved.get(node);
  if (!byDir) resolved.set(node, (byDir = new Map()));
  let byFile = byDir.get(dir);
  if (!byFile) byDir.set(dir, (byFile = new Map()));
  let known = byFile.get(file);
  if (!known) byFile.set(file, (known = []));
  // Shared, never changed by those who ask: branch() and walkRoles() make new places from it.
  const slot = untranslated ? 1 : 0;
  return (known[slot] ??= follow(dir, {
    node,
    file,
    role: "other",
    ...(untranslated ? { translate: false } : {}),
  }));
}

function follow(dir: string, start: Place): Place {
  const place = { ...start };
  const note = () => {
    if (typeof place.node[TRANSLATE_KEYWORD] === "boolean" && place.translate === undefined)
      place.translate = place.node[TRANSLATE_KEYWORD] as boolean;
  };
  for (let hops = 0; typeof place.node.$ref === "string" && hops < 20; hops++) {
    note();
    const [target, pointer = ""] = (place.node.$ref as string).split("#");
    const file = target ? normalize(join(dirname(place.file), target)) : place.file;
    const shared = file.endsWith("defs.schema.json")
      ? /^\/definitions\/([A-Za-z]+)$/.exec(pointer)?.[1]
      : undefined;
    if (shared && ROLES[shared] && place.role === "other") place.role = ROLES[shared];
    place.node = pointerIn(schemaFile(dir, file), pointer);
    place.file = file;
  }
  note();
  return place;
}

const typeOf = (value: unknown) =>
  Array.isArray(value)
    ? "array"
    : typeof value === "string"
      ? "string"
      : typeof value === "object"
        ? "object"
        : typeof value;

const chosenBranches = new WeakMap<Schema, Map<string, Place | undefined>>();

/** The branch of a oneOf/anyOf a value takes: by the discriminator's const, else the first whose type fits. An allOf takes the role its parts name. */
function branch(dir: string, place: Place, value: unknown): Place {
  if (Array.isArray(place.node.allOf) && place.role === "other") {
    const named = (place.node.allOf as Schema[])
      .map((part) => resolve(dir, part, place.file))
      .find((part) => part.role !== "other");
    if (named) return { ...place, role: named.role };
  }
  const options = (place.node.oneOf ?? place.node.anyOf) as Schema[] | undefined;
  if (!options) return place;
  const tag = (place.node.discriminator as { propertyName?: string } | undefined)?.propertyName;
  const byTag = Boolean(tag && value && typeof value === "object");
  const fits = (option: Place) =>
    byTag
      ? (option.node.properties as Record<string, Schema> | undefined)?.[tag!]?.const ===
        (value as Schema)[tag!]
      : option.node.type === undefined || option.node.type === typeOf(value);
  // The branch a value takes depends only on its tag (or its type): chosen once for each.
  const key = `${dir}\0${place.file}\0${byTag ? `tag:${String((value as Schema)[tag!])}` : `type:${typeOf(value)}`}`;
  let known = chosenBranches.get(place.node);
  if (!known) chosenBranches.set(place.node, (known = new Map()));
  if (!known.has(key))
    known.set(key, options.map((option) => resolve(dir, option, place.file)).find(fits));
  const chosen = known.get(key);
  return chosen
    ? branch(
        dir,
        {
          ...chosen,
          role: place.role !== "other" ? place.role : chosen.role,
          translate: place.translate ?? chosen.translate,
        },
        value,
      )
    : place;
}

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
