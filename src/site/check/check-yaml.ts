// The first pass's checks of a file's YAML as written, before its schema reads it: what cannot be
// read, unknown tags, reserved keys, placeholders left in, and list items indented astray. Each
// says where, in the owner's words (diagnostics.ts).
import { isScalar, visit } from "yaml";
import { messages, type Diagnostic } from "./diagnostics.ts";
import type { SourceFile } from "../load/source-file.ts";

/** Lines still holding a "FILL IN:" placeholder written by npm run new:location. */
export function placeholderProblems(source: SourceFile): Diagnostic[] {
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
export function listIndentProblems(source: SourceFile): Diagnostic[] {
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

export function yamlProblems(source: SourceFile): Diagnostic[] {
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

/** yaml keeps a value with an unknown tag (!!js/function, !secret) as its raw text and only warns: each, where it is. */
export function unknownTagProblems(source: SourceFile): Diagnostic[] {
  return source.doc.warnings
    .filter((warning) => warning.code === "TAG_RESOLVE_FAILED")
    .map((warning) => {
      const { line, col } = source.lineCounter.linePos(warning.pos[0]);
      const tag =
        /(![^\s,]*)/.exec(source.text.split("\n")[line - 1]?.slice(col - 1) ?? "")?.[1] ??
        /Unresolved tag: (\S+)/.exec(warning.message)?.[1] ??
        "!";
      return { file: source.file, line, col, path: "", message: messages.unknownTag(tag) };
    });
}
