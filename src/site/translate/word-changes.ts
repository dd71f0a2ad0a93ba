// What changed between two versions of a text, as a translator needs to see it: each changed
// passage with a few words around it, rather than both texts cut off at the same length (which
// hides a sentence added at the end). jsdiff finds the words that changed.
import { diffWordsWithSpace } from "diff";

/** One changed passage: the words around it, and what it was and is. */
export interface WordChange {
  before: string;
  was: string;
  now: string;
  after: string;
  /** More of the text comes before `before`, or after `after`. */
  isCutBefore: boolean;
  isCutAfter: boolean;
}

/** Words kept around a change, on each side. */
const CONTEXT_WORDS = 6;
/** Changes closer than this many unchanged words are one passage: a rewrite reads as one. */
const JOIN_WITHIN_WORDS = 4;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const lastWords = (text: string, n: number) => {
  const words = text.split(/(?<=\s)/);
  return words.length > n ? words.slice(-n).join("") : text;
};
const firstWords = (text: string, n: number) => {
  const words = text.split(/(?=\s)/);
  return words.length > n ? words.slice(0, n).join("") : text;
};

/** The passages that changed from `was` to `now`, in order. */
export function wordChanges(was: string, now: string): WordChange[] {
  type Part = { kind: "same" | "was" | "now"; text: string };
  const parts: Part[] = diffWordsWithSpace(was, now).map((change) => ({
    kind: change.added ? "now" : change.removed ? "was" : "same",
    text: change.value,
  }));
  // Unchanged words between two changes that are close belong to both sides of one passage.
  const merged: { was: string; now: string; same?: string }[] = [];
  parts.forEach((part, i) => {
    const isChange = part.kind !== "same";
    const short = part.kind === "same" && wordCount(part.text) < JOIN_WITHIN_WORDS;
    const between = i > 0 && i < parts.length - 1 && short && merged.at(-1)?.same === undefined;
    if (isChange || between) {
      const last = merged.at(-1);
      const open = last && last.same === undefined ? last : undefined;
      const target = open ?? (merged.push({ was: "", now: "" }), merged.at(-1)!);
      if (part.kind !== "now") target.was += part.text;
      if (part.kind !== "was") target.now += part.text;
    } else merged.push({ was: "", now: "", same: part.text });
  });
  return merged.flatMap((entry, i) => {
    if (entry.same !== undefined) return [];
    const previous = merged[i - 1]?.same ?? "";
    const next = merged[i + 1]?.same ?? "";
    const before = lastWords(previous, CONTEXT_WORDS);
    const after = firstWords(next, CONTEXT_WORDS);
    return [
      {
        before,
        was: entry.was,
        now: entry.now,
        after,
        isCutBefore: before !== previous || i > 1,
        isCutAfter: after !== next || i < merged.length - 2,
      },
    ];
  });
}

/** The changes as words for a message: Was: "…a {claims.warranty} warranty on…" Now: "…a warranty of {claims.warranty} on…". */
export function describeWordChanges(was: string, now: string, shown = 3): string {
  const changes = wordChanges(was, now);
  // On one line: a message is one paragraph, whatever lines the text has.
  const quote = (change: WordChange, text: string) => {
    const words = `${change.before}${text}${change.after}`.replace(/\s+/g, " ").trim();
    return `"${change.isCutBefore ? "…" : ""}${words}${change.isCutAfter ? "…" : ""}"`;
  };
  const lines = changes
    .slice(0, shown)
    .map((change) => `Was: ${quote(change, change.was)} Now: ${quote(change, change.now)}`);
  const more = changes.length - shown;
  if (more > 0) lines.push(`And ${more} more change${more === 1 ? "" : "s"}.`);
  return lines.join(" ");
}
