// First pass: every file on its own. YAML that cannot be read (check-yaml.ts), then the file's
// schema.
import type { ErrorObject } from "ajv";
import { formatPath, messages, type Diagnostic } from "./diagnostics.ts";
import { schemaMessage } from "./schema-messages.ts";
import { locate, type SourceFile } from "../load/source-file.ts";
import { MAX_CONTENT_BYTES, type SourceEntry } from "../load/load-sources.ts";
import type { SchemaSet } from "../load/schema-set.ts";
import { nearest } from "./did-you-mean.ts";
import {
  listIndentProblems,
  placeholderProblems,
  reservedKeyProblems,
  unknownTagProblems,
  yamlProblems,
} from "./check-yaml.ts";

function pathOf(instancePath: string): (string | number)[] {
  return instancePath
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

function at(
  source: SourceFile,
  path: (string | number)[],
  message: string,
  atKey = false,
): Diagnostic {
  const { line, col } = locate(source, path, atKey);
  return { file: source.file, line, col, path: formatPath(path), message };
}

function schemaProblems(
  source: SourceFile,
  errors: ErrorObject[],
  sectionTypes: string[],
): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  // A misspelled key shows up twice: as an unknown field and as a missing one. Say it once.
  const unknownKeys = errors.filter((e) => e.keyword === "additionalProperties");
  const isExplainedByTypo = (error: ErrorObject) =>
    error.keyword === "required" &&
    unknownKeys.some(
      (u) =>
        u.instancePath === error.instancePath &&
        nearest(String((u.params as { additionalProperty: string }).additionalProperty), [
          String((error.params as { missingProperty: string }).missingProperty),
        ]),
    );
  for (const error of errors) {
    if (isExplainedByTypo(error)) continue;
    const path = pathOf(error.instancePath);
    if (error.keyword === "additionalProperties")
      path.push(String((error.params as { additionalProperty: string }).additionalProperty));
    if (error.keyword === "required")
      path.push(String((error.params as { missingProperty: string }).missingProperty));
    if (error.keyword === "dependencies")
      path.push(String((error.params as { property: string }).property));
    const names =
      error.keyword === "discriminator"
        ? sectionTypes
        : Object.keys(
            (error.parentSchema as { properties?: object } | undefined)?.properties ?? {},
          );
    const message = schemaMessage(error, names);
    const key = `${formatPath(path)}|${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const pointAt =
      error.keyword === "required"
        ? path.slice(0, -1)
        : error.keyword === "discriminator"
          ? [...path, "type"]
          : path;
    out.push({
      ...at(source, pointAt, message, error.keyword === "additionalProperties"),
      path: formatPath(error.keyword === "discriminator" ? [...path, "type"] : path),
    });
  }
  return out;
}

export function checkFiles(entries: SourceEntry[], schemas: SchemaSet): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { kind, source, size } of entries) {
    if (size > MAX_CONTENT_BYTES) {
      out.push({
        file: source.file,
        line: 1,
        col: 1,
        path: "",
        message: messages.tooLarge(size, MAX_CONTENT_BYTES),
      });
      continue;
    }
    if (source.notUtf8) {
      out.push({ file: source.file, ...source.notUtf8, path: "", message: messages.notUtf8() });
      continue;
    }
    if (source.doc.errors.length) {
      out.push(...yamlProblems(source));
      continue;
    }
    const unknownTags = unknownTagProblems(source);
    if (unknownTags.length) {
      out.push(...unknownTags);
      continue;
    }
    if (source.hasAliasBomb) {
      out.push({ file: source.file, line: 1, col: 1, path: "", message: messages.aliasBomb() });
      continue;
    }
    if (source.file.endsWith(".md") && source.bodyLine === undefined) {
      out.push({
        file: source.file,
        line: 1,
        col: 1,
        path: "",
        message: messages.missingFrontMatter(),
      });
      continue;
    }
    const reserved = reservedKeyProblems(source);
    if (reserved.length) {
      out.push(...reserved);
      continue;
    }
    const placeholders = placeholderProblems(source);
    if (placeholders.length) {
      // A file still being filled in: say what is left rather than what the schema makes of it.
      out.push(...placeholders);
      continue;
    }
    const indentation = source.file.endsWith(".yaml") ? listIndentProblems(source) : [];
    if (indentation.length) {
      // What the schema says next (a list too short, say) only follows from the indentation.
      out.push(...indentation);
      continue;
    }
    const validate = schemas.validators[kind];
    if (!validate(source.data ?? null))
      out.push(...schemaProblems(source, validate.errors ?? [], schemas.sectionTypes));
  }
  return out;
}
