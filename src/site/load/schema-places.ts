// Where a value stands in its schema: the schema files read once, $ref followed to the node with
// content, and the branch of a oneOf or anyOf a value takes. What schema-roles.ts walks with.
import { readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

export type Schema = Record<string, unknown>;

/** The custom keyword a property uses to say whether its words are translated, whatever its type. */
export const TRANSLATE_KEYWORD = "x-translate";

export type FieldRole = "words" | "markdown" | "link" | "image" | "other";
const ROLES: Record<string, FieldRole> = {
  text: "words",
  markdown: "markdown",
  internalLink: "link",
  image: "image",
};

export const ENGINE_SCHEMAS = join(import.meta.dirname, "../../../schemas");
const files = new Map<string, Schema>();
const named = new Map<string, Schema>();
export function schemaFile(dir: string, file: string): Schema {
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

export const pointerIn = (schema: Schema, pointer: string): Schema =>
  pointer
    .split("/")
    .filter(Boolean)
    .reduce<Schema>(
      (node, key) => node[key.replace(/~1/g, "/").replace(/~0/g, "~")] as Schema,
      schema,
    );

export interface Place {
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
export function resolve(dir: string, node: Schema, file: string, untranslated = false): Place {
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
export function branch(dir: string, place: Place, value: unknown): Place {
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
