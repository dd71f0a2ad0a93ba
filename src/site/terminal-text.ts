// Text from content or from visitors, made safe to print in a terminal or a CI log: every
// character that could move the cursor, start an escape sequence (an OSC 52 one writes to the
// clipboard), turn the line's direction or hide itself is shown as a \u escape instead. The one
// printer for the validator and every command line.

/** C0 and C1 controls and DEL, line and paragraph separators, bidirectional marks, embeddings, overrides and isolates, and invisible formatting. */
const UNSAFE =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]/g;

/** The text with every unsafe character written as \uXXXX. */
export const terminalSafe = (value: unknown): string =>
  String(value).replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

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
