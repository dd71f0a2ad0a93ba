// Text for the terminal, as npm run leads and npm run reviews print it: moments in local time, the
// width of text in terminal columns, text cut and padded to a column, and a visitor's text whole.
import stringWidth from "string-width";
import { terminalSafe } from "../src/site/check/terminal-text.ts";

const pad2 = (n: number) => String(n).padStart(2, "0");
/** A day in local time: YYYY-MM-DD. */
export const localDay = (date: Date) =>
  `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
/** A moment in local time, to the minute: YYYY-MM-DD HH:MM. */
export const localMinute = (date: Date) =>
  `${localDay(date)} ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;

/** How many columns a terminal gives the text: 2 for a Chinese character or an emoji, 0 for a combining mark. */
export const textWidth = (text: string) => stringWidth(text);

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Text cut to `width` terminal columns (ending with … when cut) and padded to it. */
export function fit(text: string, width: number): string {
  const shown = stringWidth(text);
  if (shown <= width) return text + " ".repeat(width - shown);
  let cut = "";
  for (const { segment } of graphemes.segment(text)) {
    if (stringWidth(cut + segment) > width - 1) break;
    cut += segment;
  }
  return cut + "…" + " ".repeat(Math.max(0, width - 1 - stringWidth(cut)));
}

/**
 * A visitor's text in full, safe for the terminal: printable()'s escapes without its cut, and
 * each line of a message on a line of its own (indented by the caller), so it reads as written.
 */
export function wholeText(value: unknown): string[] {
  return String(value)
    .split(/\r\n|\r|\n/)
    .map(terminalSafe);
}
