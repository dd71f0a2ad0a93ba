// The editor's fields, made from the schemas: each JSON Schema property becomes a Decap CMS field
// with its label (the property's own title, or its name in words), its help (description), the
// widget its type and format call for, whether it is required, its allowed values and default,
// and, for lists, the shape of their items. The section union becomes a list of typed items.
// Plain data in, plain data out: scripts/editor-config.ts reads the schemas and writes the result.

export type JsonSchema = {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  discriminator?: { propertyName: string };
  additionalProperties?: boolean | JsonSchema;
  definitions?: Record<string, JsonSchema>;
  minItems?: number;
  "x-translate"?: boolean;
};

/** Every schema file, by its path under schemas/ ("records/location.schema.json"). */
export type SchemaFiles = Record<string, JsonSchema>;

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required: boolean;
  hint?: string;
  default?: unknown;
  options?: string[];
  multiple?: boolean;
  value_type?: "int" | "float";
  pattern?: [string, string];
  field?: CmsField;
  fields?: CmsField[];
  types?: (Omit<CmsField, "required"> & { fields: CmsField[] })[];
  typeKey?: string;
  summary?: string;
  collapsed?: boolean;
  allow_add?: boolean;
  choose_url?: boolean;
  date_format?: string | boolean;
  time_format?: string | boolean;
  format?: string;
  /**
   * In a translated collection, what each language's file holds of the field (Decap CMS's i18n):
   * its own words (true), the source's value, shown and not changed ("duplicate": the ids that
   * line list items up), or nothing ("none": the rest stays as the source file says).
   */
  i18n?: boolean | "duplicate" | "none";
  /** For the "schema-value" widget: where its schema is, to check what is typed. */
  schema?: { file: string; pointer: string };
}

/** The widget for text a person writes at length, rather than a line. */
const LONG_TEXT = new Set([
  "description",
  "summary",
  "intro",
  "lead",
  "text",
  "answer",
  "quote",
  "note",
  "body",
]);

/** A name as words: serviceAreas -> "Service areas", heroImageAlt -> "Hero image alt". */
export function nameAsWords(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface Place {
  file: string;
  pointer: string;
}

/** Follows a $ref from the file it is written in: "../defs.schema.json#/definitions/text", "#/definitions/form". */
export function followRef(
  files: SchemaFiles,
  ref: string,
  from: string,
): { schema: JsonSchema; place: Place; definition?: string } {
  const [target, pointer = ""] = ref.split("#");
  let file = from;
  if (target) {
    const parts = from.split("/").slice(0, -1);
    for (const part of target.split("/")) {
      if (part === "..") parts.pop();
      else if (part !== ".") parts.push(part);
    }
    file = parts.join("/");
  }
  let schema = files[file];
  if (!schema) throw new Error(`${from} refers to ${ref}, which is not under schemas/.`);
  for (const key of pointer.split("/").filter(Boolean))
    schema = (schema as Record<string, JsonSchema>)[key];
  if (!schema) throw new Error(`${from} refers to ${ref}, which ${file} does not have.`);
  const definition = /^\/definitions\/([^/]+)$/.exec(pointer)?.[1];
  return { schema, place: { file, pointer }, definition };
}

/** A property with its $ref laid under it: the property's own words win over the referred schema's. */
function resolved(
  files: SchemaFiles,
  schema: JsonSchema,
  place: Place,
): { schema: JsonSchema; place: Place; definition?: string } {
  if (!schema.$ref) return { schema, place };
  const target = followRef(files, schema.$ref, place.file);
  const inner = resolved(files, target.schema, target.place);
  const { $ref: _, ...own } = schema;
  return {
    schema: { ...inner.schema, ...own, title: own.title },
    place: inner.place,
    definition: target.definition ?? inner.definition,
  };
}

const isType = (schema: JsonSchema, type: string) => schema.type === type;

function baseField(name: string, schema: JsonSchema, required: boolean): CmsField {
  const field: CmsField = {
    name,
    label: schema.title ?? nameAsWords(name),
    widget: "string",
    required,
  };
  if (schema.description) field.hint = schema.description;
  if (schema.default !== undefined) field.default = schema.default;
  return field;
}

/** Whether a field's words are translated, as src/site/load/schema-roles.ts judges them. */
function isWords(schema: JsonSchema, definition: string | undefined): boolean {
  if (schema["x-translate"] !== undefined) return schema["x-translate"];
  return definition === "text" || definition === "markdown";
}

const withoutI18n = (field: CmsField): CmsField => {
  const { i18n: _, ...rest } = field;
  return rest;
};

/**
 * What each language's file holds of a field, its inner fields already marked: a field is
 * translated when it is words or holds a field that is; an id lines items up; the rest stays as
 * the source file says.
 */
function withI18n(field: CmsField, words: boolean): CmsField {
  const children = [
    ...(field.fields ?? []),
    ...(field.field ? [field.field] : []),
    ...(field.types ?? []).flatMap((t) => t.fields),
  ];
  const i18n =
    field.name === "id"
      ? "duplicate"
      : words || children.some((child) => child.i18n === true)
        ? true
        : "none";
  // A list of single values is translated or not as a whole: Decap CMS takes no mark on its item.
  const listed = field.field ? { field: withoutI18n(field.field) } : {};
  // Decap CMS marks a list only true or false: a list with no words is left to the source file.
  if (field.widget === "list") return { ...field, ...listed, i18n: i18n === true };
  return { ...field, ...listed, i18n };
}

/** The field for one property of a schema, and every field inside it. */
export function fieldFor(
  files: SchemaFiles,
  name: string,
  property: JsonSchema,
  at: Place,
  required: boolean,
): CmsField {
  const { schema, definition } = resolved(files, property, at);
  return withI18n(drawnField(files, name, property, at, required), isWords(schema, definition));
}

function drawnField(
  files: SchemaFiles,
  name: string,
  property: JsonSchema,
  at: Place,
  required: boolean,
): CmsField {
  const { schema, place, definition } = resolved(files, property, at);
  const field = baseField(name, schema, required);
  if (schema.enum && schema.enum.every((value) => typeof value === "string"))
    return { ...field, widget: "select", options: schema.enum as string[] };
  if (definition === "markdown") return { ...field, widget: "markdown" };
  if (definition === "image") return { ...field, widget: "image", choose_url: false };
  if (isType(schema, "string")) return stringField(field, schema, name);
  if (isType(schema, "boolean")) return { ...field, widget: "boolean" };
  if (isType(schema, "integer")) return { ...field, widget: "number", value_type: "int" };
  if (isType(schema, "number")) return { ...field, widget: "number", value_type: "float" };
  if (isType(schema, "array") && schema.items) return listField(files, field, schema.items, place);
  if (isType(schema, "object") && schema.properties && schema.additionalProperties === false)
    return { ...field, widget: "object", fields: fieldsOf(files, schema, place) };
  // A map of names a person chooses, or a value of several types (a claim's words or its fact):
  // written as YAML in its own box, and checked against its schema as it is typed.
  return { ...field, widget: "schema-value", schema: place };
}

function stringField(field: CmsField, schema: JsonSchema, name: string): CmsField {
  if (schema.format === "date")
    return {
      ...field,
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
    };
  if (schema.format === "date-time") return { ...field, widget: "datetime" };
  const widget = LONG_TEXT.has(name) ? "text" : "string";
  if (!schema.pattern) return { ...field, widget };
  // The words the validator uses for text not written the expected way (src/site/check/schema-messages.ts).
  const message = `This is not written the expected way.${schema.description ? ` ${schema.description}` : ""}`;
  return { ...field, widget, pattern: [schema.pattern, message] };
}

function listField(files: SchemaFiles, field: CmsField, items: JsonSchema, at: Place): CmsField {
  const item = resolved(files, items, at);
  const union = item.schema.oneOf && item.schema.discriminator;
  if (union) {
    const key = item.schema.discriminator!.propertyName;
    const types = item.schema.oneOf!.map((option) => {
      const one = resolved(files, option, item.place);
      const value = String(one.schema.properties?.[key]?.const);
      return {
        name: value,
        label: nameAsWords(value),
        widget: "object",
        ...(one.schema.description ? { hint: one.schema.description } : {}),
        summary: "{{fields.heading}}",
        fields: fieldsOf(files, one.schema, one.place).filter((f) => f.name !== key),
      };
    });
    return { ...field, widget: "list", typeKey: key, types, collapsed: true };
  }
  const inner = fieldFor(
    files,
    "item",
    items,
    { file: at.file, pointer: `${at.pointer}/items` },
    true,
  );
  if (inner.widget === "object")
    return {
      ...field,
      widget: "list",
      fields: inner.fields,
      collapsed: true,
      summary: summaryOf(inner.fields!),
    };
  if (inner.widget === "select")
    return { ...field, widget: "select", options: inner.options, multiple: true };
  return { ...field, widget: "list", field: { ...inner, label: field.label, hint: undefined } };
}

/** The fields that name an item, for what a collapsed item of a list shows. */
const NAMING = ["title", "name", "question", "heading", "label"];

/** What a collapsed item of a list shows: its naming field, or its first text but an id. */
function summaryOf(fields: CmsField[]): string | undefined {
  const text = fields.filter(
    (f) => (f.widget === "string" || f.widget === "text") && f.name !== "id",
  );
  const first = fields.find((f) => NAMING.includes(f.name)) ?? text[0];
  return first ? `{{fields.${first.name}}}` : undefined;
}

/** The fields of an object schema, in the order the schema lists them. */
export function fieldsOf(files: SchemaFiles, schema: JsonSchema, at: Place): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldFor(
      files,
      name,
      property,
      { file: at.file, pointer: `${at.pointer}/properties/${name}` },
      required.has(name),
    ),
  );
}
