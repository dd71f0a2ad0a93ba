// The words for what a schema finds wrong (ajv's errors), for someone who edits YAML rather than
// code: what was found, what is expected, how to write it, and what the model changed there.
import type { ErrorObject } from "ajv";
import { messages } from "./diagnostics.ts";
import { EMPTY_TEXT, list, quote, suggestion } from "./wording.ts";

const TYPE_WORDS: Record<string, string> = {
  array: "a list",
  object: "a group of named fields",
  string: "text",
  integer: "a whole number",
  number: "a number",
  boolean: "true or false",
};
const HOW_TO_WRITE: Record<string, string> = {
  array: 'Write each item on its own line starting with "- ".',
  object: "Write each field on its own line, indented under this one, as name: value.",
  string: 'Put the text in double quotes, for example "Yes" or "8:00".',
  integer: "Write a number without quotes, for example 3.",
  number: "Write a number without quotes, for example 3.",
  boolean: "Write true or false without quotes.",
};

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return "a list";
  if (value === null) return "nothing";
  if (typeof value === "object") return "a group of named fields";
  if (typeof value === "boolean")
    return `${value} (YAML reads yes, no, on and off as true or false)`;
  if (typeof value === "number") return `the number ${value}`;
  return `the text ${quote(value)}`;
}

/**
 * What the content model says of a field it changed (CHANGELOG.md): "x-renamed-from" on a field
 * names what it was called before, "x-changed" says in a sentence what became of it.
 */
interface ModelChange {
  "x-renamed-from"?: string | string[];
  "x-changed"?: string;
  /** On an object: fields it no longer has, each with what became of it. */
  "x-removed"?: Record<string, string>;
}
type PropertySchemas = Record<string, ModelChange & { description?: string }>;

/** The field that used to be called `key` here, if the model renamed one. */
function renamedTo(error: ErrorObject, key: string): string | undefined {
  const properties =
    (error.parentSchema as { properties?: PropertySchemas } | undefined)?.properties ?? {};
  return Object.entries(properties).find(([, schema]) =>
    [schema["x-renamed-from"] ?? []].flat().includes(key),
  )?.[0];
}

/** Turns one ajv error into words, with what the model changed there when it did. `propertyNames` are the fields allowed where the error is. */
export function schemaMessage(error: ErrorObject, propertyNames: string[]): string {
  const message = wordsFor(error, propertyNames);
  const params = error.params as Record<string, unknown>;
  const changed =
    error.keyword === "required"
      ? (error.parentSchema as { properties?: PropertySchemas } | undefined)?.properties?.[
          String(params.missingProperty)
        ]?.["x-changed"]
      : error.keyword === "additionalProperties"
        ? undefined
        : (error.parentSchema as ModelChange | undefined)?.["x-changed"];
  return changed ? `${message} ${changed}` : message;
}

/** A field written where the schema has no such field: renamed, misspelt, or text read as a field. */
function unknownFieldWords(error: ErrorObject, key: string, propertyNames: string[]): string {
  const renamed = renamedTo(error, key);
  if (renamed) return `"${key}" is now called "${renamed}": rename it (see CHANGELOG.md).`;
  const removed = (error.parentSchema as ModelChange | undefined)?.["x-removed"]?.[key];
  if (removed) return removed;
  if (/\s/.test(key))
    return `"${key}" was read as a field name. When text contains a comma or a colon, put the whole text in double quotes.`;
  if (propertyNames.length === 0)
    return `"${key}" is not a field that can be written here. Remove it.`;
  return `Unknown field "${key}".${suggestion(key, propertyNames)} Fields allowed here: ${list(propertyNames)}.`;
}

/** What the schema says of the field `key` beside the one in error, to tell how to write it. */
function fieldHelp(error: ErrorObject, key: string): string | undefined {
  const schema = error.parentSchema as
    { properties?: Record<string, { description?: string }> } | undefined;
  return schema?.properties?.[key]?.description;
}

/** Text not written the way the schema wants: a picture path stepping out, a script address, or another shape. */
function patternWords(error: ErrorObject, described: string | undefined): string {
  if (
    typeof error.data === "string" &&
    /^\/images\//.test(error.data) &&
    /(^|[/\\])\.\.?([/\\]|$)/.test(error.data)
  )
    return messages.imageOutsideFolder(error.data);
  if (typeof error.data === "string" && /^\s*javascript:/i.test(error.data))
    return `A link may not run code ("javascript:"). Link to a page of this site instead, starting with /, for example /contact.`;
  return `${quote(error.data)} is not written the expected way.${described ? ` ${described}` : ""}`;
}

/** A list with too few or too many items. */
function itemCountWords(error: ErrorObject, described: string | undefined): string {
  const limit = Number((error.params as Record<string, unknown>).limit);
  const count = Array.isArray(error.data) ? error.data.length : 0;
  const min = (error.parentSchema as { minItems?: number }).minItems;
  const max = (error.parentSchema as { maxItems?: number }).maxItems;
  const want =
    min !== undefined && min === max
      ? `exactly ${min}`
      : error.keyword === "minItems"
        ? `at least ${limit}`
        : `at most ${limit}`;
  return `This list has ${count} item${count === 1 ? "" : "s"}; it needs ${want}.${described ? ` ${described}` : ""}`;
}

function wordsFor(error: ErrorObject, propertyNames: string[]): string {
  const described = (error.parentSchema as { description?: string } | undefined)?.description;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "additionalProperties":
      return unknownFieldWords(error, String(params.additionalProperty), propertyNames);
    case "required": {
      const key = String(params.missingProperty);
      const help = fieldHelp(error, key);
      return `The field "${key}" is missing. Add a line "${key}: ..."${help ? `: ${help}` : "."}`;
    }
    case "dependencies": {
      const [key, needed] = [String(params.property), String(params.missingProperty)];
      const help = fieldHelp(error, needed);
      return `"${key}" needs "${needed}" beside it. Add a line "${needed}: ..."${help ? `: ${help}` : "."}`;
    }
    case "type": {
      const expected = String(params.type);
      // A field of several types (words or a fact, a number or a range) says what each is.
      if (expected.includes(","))
        return `Expected ${expected
          .split(",")
          .map((type) => TYPE_WORDS[type] ?? type)
          .join(" or ")}, found ${describeValue(error.data)}.${described ? ` ${described}` : ""}`;
      return `Expected ${TYPE_WORDS[expected] ?? expected}, found ${describeValue(error.data)}. ${HOW_TO_WRITE[expected] ?? ""}`.trim();
    }
    case "enum": {
      const allowed = (params.allowedValues as unknown[]).map(String);
      return `${quote(error.data)} is not one of the allowed values.${suggestion(String(error.data), allowed)} Allowed: ${list(allowed)}.`;
    }
    case "const":
      return `This must be ${quote(params.allowedValue)}.`;
    case "discriminator": {
      if (params.error === "tag")
        return `Each section needs a "type:" line naming its kind, written as text.`;
      const known = propertyNames;
      return `Unknown section type ${quote(params.tagValue)}.${suggestion(String(params.tagValue), known)} Known types: ${list(known)}.`;
    }
    case "pattern":
      return patternWords(error, described);
    case "minLength":
      return EMPTY_TEXT;
    case "minItems":
    case "maxItems":
      return itemCountWords(error, described);
    case "uniqueItems":
      return `Items ${Number(params.j) + 1} and ${Number(params.i) + 1} of this list are the same. Write each one once.`;
    case "minimum":
    case "maximum":
      return `${quote(error.data)} is out of range: it must be ${error.keyword === "minimum" ? "at least" : "at most"} ${params.limit}.`;
    case "oneOf":
      return `This button needs either "href:" (the page it opens) or "call: true" (to call the business), not both and not neither.`;
    default:
      return `${error.message ?? "This value is not allowed here"}.`;
  }
}
