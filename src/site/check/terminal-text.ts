// Text from content or from visitors, made safe to print in a terminal or a CI log: every
// character that could move the cursor, start an escape sequence (an OSC 52 one writes to the
// clipboard), turn the line's direction or hide itself is shown as a \u escape instead. The one
// printer for the validator and every command line.

/**
 * C0 and C1 controls and DEL, line and paragraph separators, bidirectional marks, embeddings,
 * overrides and isolates, invisible formatting, the fillers that show as nothing (Hangul's, the
 * grapheme joiner, Khmer's silent vowels) and the tag characters, which spell hidden words.
 */
const UNSAFE =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\u3164\ufeff\uffa0\ufff9-\ufffb\u{e0000}-\u{e007f}]|\u034f|\u17b4|\u17b5/gu;

/** The text with every unsafe character written as \uXXXX (\u{e0041} past the first plane). */
export const terminalSafe = (value: unknown): string =>
  String(value).replace(UNSAFE, (c) => {
    const code = c.codePointAt(0)!;
    return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });

/** A visitor's words as one safe piece of a line, cut at `most` characters. */
export function printable(value: unknown, most = 120): string {
  const text = terminalSafe(value);
  return text.length > most ? `${text.slice(0, most - 1)}…` : text;
}

/** Controls (but line breaks and tabs) and direction overrides: never part of words a visitor means to publish. */
const HIDDEN_CONTROLS =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** A visitor's words without the control characters they could not have meant: what a published review keeps. */
export const withoutControls = (text: string): string => text.replace(HIDDEN_CONTROLS, "");

/** Whether text holds such a character. */
export const hasControls = (text: string): boolean => new RegExp(HIDDEN_CONTROLS.source).test(text);
