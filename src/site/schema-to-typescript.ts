// Writes TypeScript declarations for the subset of JSON Schema this project uses. Every schema or
// definition with a "title" becomes a named type, and each "description" becomes JSDoc, so the
// types read like the schemas and blocks get hover help from the same words editors see.
import { readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

interface Schema {
  title?: string;
  description?: string;
  $ref?: string;
  type?: string;
  const?: unknown;
  default?: unknown;
  enum?: unknown[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  definitions?: Record<string, Schema>;
}

export function schemasToTypeScript(schemaDir: string, files: string[]): string {
  const loaded = new Map<string, Schema>();
  const load = (file: string) => {
    if (!loaded.has(file))
      loaded.set(file, JSON.parse(readFileSync(join(schemaDir, file), "utf8")));
    return loaded.get(file)!;
  };
  const declared = new Map<string, string>();

  const follow = (file: string, ref: string): [string, Schema] => {
    const [path, pointer = ""] = ref.split("#");
    const target = path ? normalize(join(dirname(file), path)) : file;
    let schema = load(target);
    for (const part of pointer.split("/").filter(Boolean))
      schema = (schema as Record<string, Schema>)[part];
    return [target, schema];
  };

  const doc = (text: string | undefined, indent = "") =>
    text ? `${indent}/** ${text.replace(/\*\//g, "* /")} */\n` : "";

  const named = (file: string, schema: Schema): string => {
    const name = schema.title!;
    if (!declared.has(name)) {
      declared.set(name, "");
      const body = shape(file, schema);
      const isInterface = body.startsWith("{");
      declared.set(
        name,
        doc(schema.description) +
          (isInterface ? `export interface ${name} ${body}\n` : `export type ${name} = ${body};\n`),
      );
    }
    return name;
  };

  const typeOf = (file: string, schema: Schema): string => {
    if (schema.$ref) {
      const [target, resolved] = follow(file, schema.$ref);
      return resolved.title ? named(target, resolved) : typeOf(target, resolved);
    }
    return schema.title ? named(file, schema) : shape(file, schema);
  };

  const shape = (file: string, schema: Schema): string => {
    if (schema.const !== undefined) return JSON.stringify(schema.const);
    if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
    const union = schema.oneOf ?? schema.anyOf;
    if (union) return union.map((member) => typeOf(file, member)).join(" | ");
    // Every part of an allOf holds at once. Without a type of its own, the type is the first part's;
    // the parts add checks (a pattern) or conditional defaults.
    if (schema.allOf?.length && !schema.type && !schema.properties)
      return typeOf(file, schema.allOf[0]);
    switch (schema.type) {
      case "string":
        return "string";
      case "integer":
      case "number":
        return "number";
      case "boolean":
        return "boolean";
      case "array":
        return `${wrap(typeOf(file, schema.items ?? {}))}[]`;
    }
    if (schema.properties) {
      const required = new Set(schema.required ?? []);
      const lines = Object.entries(schema.properties).map(([key, property]) => {
        const description =
          property.description ??
          (property.$ref ? follow(file, property.$ref)[1].description : undefined);
        // A property with a default is always there once the content is checked (ajv's useDefaults).
        const optional = required.has(key) || property.default !== undefined ? "" : "?";
        return `${doc(description, "  ")}  ${JSON.stringify(key)}${optional}: ${typeOf(file, property)};`;
      });
      return `{\n${lines.join("\n")}\n}`;
    }
    if (typeof schema.additionalProperties === "object") {
      return `{ [key: string]: ${typeOf(file, schema.additionalProperties)} }`;
    }
    return "unknown";
  };

  for (const file of files) {
    const schema = load(file);
    const isContainer = !schema.type && !schema.properties && !schema.oneOf;
    if (isContainer)
      for (const definition of Object.values(schema.definitions ?? {})) typeOf(file, definition);
    else typeOf(file, schema);
  }
  return [...declared.values()].join("\n");
}

const wrap = (type: string) => (type.includes("|") ? `(${type})` : type);
