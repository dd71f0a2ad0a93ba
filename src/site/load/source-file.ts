// Reads content files as YAML documents that remember where every value was written,
// so a problem found later can be reported at its file, line and column.
import { readFileSync } from "node:fs";
import {
  LineCounter,
  parseDocument,
  isMap,
  isSeq,
  isPair,
  isScalar,
  type Document,
  type Node,
} from "yaml";

export interface SourceFile {
  /** Path relative to the site root, as shown to the editor of the file. */
  file: string;
  text: string;
  doc: Document;
  lineCounter: LineCounter;
  data: unknown;
  /** Set when the YAML parsed but expanding its *references would never end. */
  hasAliasBomb?: boolean;
  /** Markdown files: where the body after the front matter starts (1-based line). */
  bodyLine?: number;
  /** Where the first byte that is not UTF-8 is, when the file is not saved as UTF-8. */
  notUtf8?: Position;
}

export interface Position {
  line: number;
  col: number;
}

const YAML_LIMITS = { uniqueKeys: true, maxAliasCount: 100, prettyErrors: false } as const;

export function parseYamlSource(file: string, text: string, lineOffset = 0): SourceFile {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { ...YAML_LIMITS, lineCounter, keepSourceTokens: false });
  let data: unknown = undefined;
  let hasAliasBomb = false;
  if (doc.errors.length === 0) {
    try {
      data = doc.toJS({ maxAliasCount: YAML_LIMITS.maxAliasCount });
    } catch {
      hasAliasBomb = true;
    }
  }
  const source: SourceFile = { file, text, doc, lineCounter, data, hasAliasBomb };
  if (lineOffset) shiftLines(source, lineOffset);
  return source;
}

/** Front matter sits after the first "---" line, so its YAML lines are shifted by one. */
function shiftLines(source: SourceFile, offset: number) {
  const original = source.lineCounter.linePos.bind(source.lineCounter);
  source.lineCounter.linePos = (at: number) => {
    const pos = original(at);
    return { line: pos.line + offset, col: pos.col };
  };
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function parseMarkdownSource(file: string, text: string): SourceFile {
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    const source = parseYamlSource(file, "");
    source.text = text;
    source.data = undefined;
    return source;
  }
  const source = parseYamlSource(file, match[1], 1);
  source.text = text;
  const bodyLine = match[0].split("\n").length;
  source.bodyLine = match[0].endsWith("\n") ? bodyLine : bodyLine + 1;
  if (source.data && typeof source.data === "object") {
    (source.data as Record<string, unknown>).body = text.slice(match[0].length).trim();
  }
  return source;
}

/** The last reading of each file, by its path in the site: a file whose text has not changed is not parsed again. */
const lastRead = new Map<string, { text: string; source: SourceFile }>();

/**
 * Reads and parses a content file. Parsing depends only on the path and the text, so `npm run dev`
 * re-reads the whole site after an edit but parses just the edited file. Each caller gets its
 * own copy of the data, so nothing done with one reading changes another.
 */
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** Where the first byte that is not UTF-8 shows in the read text (as U+FFFD), if the file is not UTF-8. */
function firstNonUtf8(bytes: Buffer, text: string): Position | undefined {
  try {
    strictUtf8.decode(bytes);
    return undefined;
  } catch {
    const before = text.slice(0, Math.max(0, text.indexOf("\uFFFD"))).split("\n");
    return { line: before.length, col: before.at(-1)!.length + 1 };
  }
}

export function readSource(root: string, file: string): SourceFile {
  const bytes = readFileSync(`${root}/${file}`);
  const text = bytes.toString("utf8");
  const notUtf8 = text.includes("\uFFFD") ? firstNonUtf8(bytes, text) : undefined;
  if (notUtf8) return { ...parseYamlSource(file, ""), text, notUtf8 };
  const known = lastRead.get(file);
  if (known?.text === text) return { ...known.source, data: structuredClone(known.source.data) };
  const source = file.endsWith(".md")
    ? parseMarkdownSource(file, text)
    : parseYamlSource(file, text);
  lastRead.set(file, { text, source: { ...source, data: structuredClone(source.data) } });
  return source;
}

/**
 * The position of the value at `path`, or of its key when `atKey` is set.
 * Walks as deep as the document goes, so a missing child points at its parent.
 */
export function locate(source: SourceFile, path: (string | number)[], atKey = false): Position {
  if (source.bodyLine && path[0] === "body") return { line: source.bodyLine, col: 1 };
  let node: Node | null = source.doc.contents as Node | null;
  let keyNode: Node | null = null;
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find(
        (item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment),
      );
      if (!pair) break;
      keyNode = pair.key as Node;
      node = (pair.value as Node | null) ?? keyNode;
    } else if (isSeq(node)) {
      const item = node.items[Number(segment)] as Node | undefined;
      if (!item) break;
      keyNode = null;
      node = item;
    } else break;
  }
  const target = atKey && keyNode ? keyNode : node;
  const offset = target?.range?.[0] ?? 0;
  return source.lineCounter.linePos(offset);
}
