// What each string of a record is, read from its schema rather than from lists of field names:
// words a translation carries (a field whose schema is the shared definitions' text or markdown),
// or something that stays as the source file says it (a slug, an address, a picture, an icon, a
// value that is sent or matched). A field may say so itself with "x-translate": true or false.
import { readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import type { JsonPath } from "./walk.ts";

type Schema = Record<string, unknown>;

/** The custom keyword a property uses to say whether its words are translated, whatever its type. */
export const TRANSLATE_KEYWORD = "x-translate";
const WORDS = /(^|\/)defs\.schema\.json#\/definitions\/(text|markdown)$|^#\/definitions\/(text|markdown)$/;

const ENGINE_SCHEMAS = join(import.meta.dirname, "../../schemas");
const files = new Map<string, Schema>();
function schemaFile(dir: string, file: string): Schema {
  const path = normalize(join(dir, file));
  let schema = files.get(path);
  if (!schema) files.set(path, (schema = JSON.parse(readFileSync(path, "utf8")) as Schema));
  return schema;
}

const pointerIn = (schema: Schema, pointer: string): Schema =>
  pointer
    .split("/")
    .filter(Boolean)
    .reduce<Schema>((node, key) => node[key.replace(/~1/g, "/").replace(/~0/g, "~")] as Schema, schema);

interface Place {
  node: Schema;
  /** The file the node is in, relative to the schemas folder, for its relative references. */
  file: string;
  /** Whether a reference on the way here was to the shared text or Markdown definition, or the keyword said. */
  isWords: boolean;
  explicit?: boolean;
}

/** Follows $ref until a schema with content, remembering whether the way passed the shared text definition. */
function resolve(dir: string, place: Place): Place {
  let { node, file, isWords, explicit } = place;
  for (let hops = 0; typeof node.$ref === "string" && hops < 20; hops++) {
    if (typeof node[TRANSLATE_KEYWORD] === "boolean" && explicit === undefined) explicit = node[TRANSLATE_KEYWORD] as boolean;
    const ref = node.$ref as string;
    const [target, pointer = ""] = ref.split("#");
    const targetFile = target ? normalize(join(dirname(file), target)) : file;
    if (WORDS.test(ref) || (targetFile.endsWith("defs.schema.json") && /^\/definitions\/(text|markdown)$/.test(pointer))) isWords = true;
    node = pointerIn(schemaFile(dir, targetFile), pointer);
    file = targetFile;
  }
  if (typeof node[TRANSLATE_KEYWORD] === "boolean" && explicit === undefined) explicit = node[TRANSLATE_KEYWORD] as boolean;
  return { node, file, isWords, explicit };
}

/** The branch of a oneOf/anyOf a value takes: by the discriminator's const, else the first whose type fits. */
function branch(dir: string, place: Place, value: unknown): Place {
  const options = (place.node.oneOf ?? place.node.anyOf) as Schema[] | undefined;
  if (!options) return place;
  const resolved = options.map((option) => resolve(dir, { node: option, file: place.file, isWords: false }));
  const tag = (place.node.discriminator as { propertyName?: string } | undefined)?.propertyName;
  const fits = (option: Place) => {
    if (tag && value && typeof value === "object")
      return (option.node.properties as Record<string, Schema> | undefined)?.[tag]?.const === (value as Schema)[tag];
    const type = option.node.type;
    return type === undefined || type === (Array.isArray(value) ? "array" : typeof value === "string" ? "string" : typeof value === "object" ? "object" : type);
  };
  const chosen = resolved.find(fits);
  return chosen ? branch(dir, { ...chosen, explicit: place.explicit ?? chosen.explicit }, value) : place;
}

/** Calls visit(text, path, isTranslated) for every string of a value, judged by the schema at `schemaFile`. */
export function walkTranslatable(
  schemaFilePath: string,
  value: unknown,
  visit: (text: string, path: JsonPath, isTranslated: boolean) => void,
  dir = ENGINE_SCHEMAS,
): void {
  const step = (value: unknown, at: Place | undefined, path: JsonPath) => {
    const place = at && branch(dir, resolve(dir, at), value);
    if (typeof value === "string") return visit(value, path, Boolean(place && (place.explicit ?? place.isWords)));
    const node = place?.node;
    const child = (schema: unknown): Place | undefined =>
      schema && typeof schema === "object" && node
        ? { node: schema as Schema, file: place!.file, isWords: false, explicit: place!.explicit === false ? false : undefined }
        : undefined;
    if (Array.isArray(value)) return value.forEach((item, i) => step(item, child(node?.items), [...path, i]));
    if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        const properties = node?.properties as Record<string, Schema> | undefined;
        step(item, child(properties?.[key] ?? (typeof node?.additionalProperties === "object" ? node.additionalProperties : undefined)), [...path, key]);
      }
    }
  };
  step(value, { node: schemaFile(dir, schemaFilePath), file: schemaFilePath, isWords: false }, []);
}
