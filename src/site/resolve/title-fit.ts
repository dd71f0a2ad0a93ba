// A page's title as search results show it: about 60 graphemes, past which the end is cut. A
// template's title is written once for every record, so one long name (a double-barrelled town)
// would push every title of the template to a shorter wording. Instead, where a filled title is
// too long, that page alone drops the business's name after it ("… | Lakeshore Appliance"), and
// keeps the words that say what the page is.
import { withoutBusinessName } from "./page-trail.ts";

/** The longest title search results show whole, in graphemes. */
export const TITLE_LIMIT = 60;

/** Made once: making a segmenter costs more than counting a title with it. */
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });
/** What joins code units into one grapheme: combining marks, conjoining jamo, the non-joiner, CR LF. */
const JOINS = /[\p{M}\u1100-\u11ff\u200c\r]/u;
/** The zero-width joiner, looked for apart: in a character class it reads as joining its neighbours. */
const ZERO_WIDTH_JOINER = "\u200d";
/** Half of a character beyond the first 65,536 (an emoji): read without the u flag, which would see the pair as one. */
const SURROGATE = /[\ud800-\udfff]/;

/** Grapheme count, so that an accented letter or a Devanagari cluster counts once. */
export function graphemeLength(text: string): number {
  // Most titles (Latin, Arabic without vowel marks, Chinese...): counted without segmenting.
  if (!JOINS.test(text) && !SURROGATE.test(text) && !text.includes(ZERO_WIDTH_JOINER))
    return text.length;
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}

/** The title, without the business's name after it when it would otherwise be cut in search results. */
export function fittedTitle(title: string, businessName: string, shown = (text: string) => text) {
  if (title.length <= TITLE_LIMIT || graphemeLength(shown(title)) <= TITLE_LIMIT) return title;
  return withoutBusinessName(title, businessName);
}
