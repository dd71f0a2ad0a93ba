// Search results show about 60 characters of a title and about 155 of a description; past that
// the words are cut, and a phone number at the end is lost. Checked per language, on the texts as
// the pages show them (tokens filled in), after validation: a warning, since the site still builds.
import type { PageData } from "../resolve/site-data.ts";
import { plainText } from "../resolve/plain-text.ts";

export const SNIPPET_LIMITS = { title: 60, description: 155 } as const;

export interface SnippetWarning {
  path: string;
  field: keyof typeof SNIPPET_LIMITS;
  length: number;
  message: string;
}

/** Made once: making a segmenter costs more than counting a title with it. */
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });
/** What joins code units into one grapheme: combining marks, conjoining jamo, joiners, CR LF, surrogate pairs. */
const JOINS = /[\p{M}\u1100-\u11ff\u200c\r]/u;
const SURROGATE = /[\ud800-\udfff]/;
const ZERO_WIDTH_JOINER = "\u200d";
/** Grapheme count, so that an accented letter or a Devanagari cluster counts once. */
const lengthOf = (text: string) => {
  const shown = plainText(text);
  // Most titles (Latin, Arabic without vowel marks, Chinese...): counted without segmenting.
  if (!JOINS.test(shown) && !SURROGATE.test(shown) && !shown.includes(ZERO_WIDTH_JOINER))
    return shown.length;
  let count = 0;
  for (const _ of graphemes.segment(shown)) count++;
  return count;
};

export function snippetWarnings(
  pages: Pick<PageData, "path" | "title" | "description" | "isNotFound" | "isFallback">[],
): SnippetWarning[] {
  const warnings: SnippetWarning[] = [];
  for (const page of pages) {
    // A page still shown in English is checked in English.
    if (page.isNotFound || page.isFallback) continue;
    for (const field of ["title", "description"] as const) {
      const limit = SNIPPET_LIMITS[field];
      // A text of no more code units than the limit has no more graphemes: not counted.
      if (page[field].length <= limit) continue;
      const length = lengthOf(page[field]);
      if (length > limit) {
        warnings.push({
          path: page.path,
          field,
          length,
          message: `${page.path}: the ${field} is ${length} characters; search results show about ${limit}, so the end is cut off. Shorten it: "${plainText(page[field])}"`,
        });
      }
    }
  }
  return warnings;
}
