// First pass: every file on its own. YAML that cannot be read, then the file's schema.
import type { ErrorObject } from "ajv";
import { formatPath, messages, type Diagnostic } from "./diagnostics.ts";
import { schemaMessage } from "./schema-messages.ts";
import { locate, type SourceFile } from "./source-file.ts";
import { isScalar, visit } from "yaml";
import { MAX_CONTENT_BYTES, type SourceEntry } from "./load-sources.ts";
import type { SchemaSet } from "./schema-set.ts";
import { nearest } from "./did-you-mean.ts";

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

/** Lines still holding a "FILL IN:" placeholder written by npm run new:location. */
function placeholderProblems(source: SourceFile): Diagnostic[] {
  return source.text.split("\n").flatMap((text, i) => {
    const at = text.indexOf("FILL IN:");
    if (at < 0 || /^\s*#/.test(text)) return [];
    const what = text
      .slice(at + "FILL IN:".length)
      .replace(/["']\s*$/, "")
      .trim();
    return [
      {
        file: source.file,
        line: i + 1,
        col: at + 1,
        path: "",
        message: messages.placeholder(what),
      },
    ];
  });
}

/** Keys that would reach into JavaScript's object machinery when the file is read: never a field. */
const RESERVED_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** Found once per parsed document: a file not edited since the last check keeps its document (source-file.ts). */
const reservedKeysFound = new WeakMap<object, Diagnostic[]>();

/** Every mapping key of the file that is a reserved name, where it is written. */
export function reservedKeyProblems(source: SourceFile): Diagnostic[] {
  const known = reservedKeysFound.get(source.doc);
  if (known) return known;
  const out: Diagnostic[] = [];
  reservedKeysFound.set(source.doc, out);
  visit(source.doc, {
    Pair(_key, pair) {
      if (isScalar(pair.key) && RESERVED_KEYS.has(String(pair.key.value)) && pair.key.range) {
        const { line, col } = source.lineCounter.linePos(pair.key.range[0]);
        out.push({
          file: source.file,
          line,
          col,
          path: "",
          message: messages.reservedKey(String(pair.key.value)),
        });
      }
    },
  });
  return out;
}

/** A list item indented further than the plain item above it is silently joined to it: say so. */
function listIndentProblems(source: SourceFile): Diagnostic[] {
  const lines = source.text.split("\n");
  const out: Diagnostic[] = [];
  for (let i = 1; i < lines.length; i++) {
    const above = /^(\s*)- ([^:#]*)$/.exec(lines[i - 1]);
    const here = /^(\s*)- /.exec(lines[i]);
    if (above && here && here[1].length > above[1].length && !/^["'|>]/.test(above[2].trim())) {
      out.push({
        file: source.file,
        line: i + 1,
        col: here[1].length + 1,
        path: "",
        message: messages.listIndent(),
      });
    }
  }
  return out;
}

function yamlProblems(source: SourceFile): Diagnostic[] {
  const tabLines = new Set(
    source.doc.errors
      .filter((e) => e.code === "TAB_AS_INDENT")
      .map((e) => source.lineCounter.linePos(e.pos[0]).line),
  );
  const seenLines = new Set<number>();
  const lines = source.text.split("\n");
  return source.doc.errors.flatMap((error) => {
    const { line, col } = source.lineCounter.linePos(error.pos[0]);
    // yaml reports an unclosed quote where the file ends; point at the line that opened it.
    if (error.code === "MISSING_CHAR" && /quote/i.test(error.message)) {
      const opened = lines.findIndex(
        (text) => (text.replace(/\\"/g, "").match(/"/g) ?? []).length % 2 === 1,
      );
      if (opened >= 0)
        return [
          {
            file: source.file,
            line: opened + 1,
            col: lines[opened].indexOf('"') + 1,
            path: "",
            message: messages.unclosedQuote(),
          },
        ];
    }
    const key = /Map keys must be unique/.test(error.message)
      ? (/"?([^"\s]+)"?\s*$/.exec(source.text.split("\n")[line - 1]?.split(":")[0] ?? "")?.[1] ??
        "")
      : "";
    // One message per line: a tab or a stray colon sets off several follow-on errors.
    if ((tabLines.has(line) && error.code !== "TAB_AS_INDENT") || seenLines.has(line)) return [];
    seenLines.add(line);
    const [, colonKey, colonText] = /^\s*([\w-]+):\s+(.*:\s.*)$/.exec(lines[line - 1] ?? "") ?? [];
    const message =
      error.code === "DUPLICATE_KEY"
        ? messages.duplicateKey(key)
        : error.code === "TAB_AS_INDENT"
          ? messages.tab()
          : /Maximum call stack/.test(error.message)
            ? messages.tooDeep()
            : colonText && !/^["']/.test(colonText)
              ? messages.unquotedColon(colonKey, colonText.trim())
              : messages.yamlSyntax(plainYamlError(error.message));
    return [{ file: source.file, line, col, path: "", message }];
  });
}

/** yaml's messages end with a code excerpt; keep the sentence. */
const plainYamlError = (text: string) =>
  text
    .split("\n")[0]
    .replace(/ at line \d+, column \d+:?$/, "")
    .replace(/\.?$/, ".");

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
    // yaml keeps a value with an unknown tag (!!js/function, !secret) as its raw text and only warns.
    const unknownTags = source.doc.warnings.filter(
      (warning) => warning.code === "TAG_RESOLVE_FAILED",
    );
    if (unknownTags.length) {
      for (const warning of unknownTags) {
        const { line, col } = source.lineCounter.linePos(warning.pos[0]);
        const tag =
          /(![^\s,]*)/.exec(source.text.split("\n")[line - 1]?.slice(col - 1) ?? "")?.[1] ??
          /Unresolved tag: (\S+)/.exec(warning.message)?.[1] ??
          "!";
        out.push({ file: source.file, line, col, path: "", message: messages.unknownTag(tag) });
      }
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
