// Text for search engines and link previews. The marks that keep a phone number left to right
// inside Persian or Arabic sentences (interpolate.ts) help a browser draw a page, but a search
// snippet, a shared card or structured data shows them as stray characters or counts them. Without
// them, a right-to-left snippet would lay "(555) 555-0100" out as "555-0100 (555)": its parts are
// separate runs that the sentence's direction orders right to left. Written as one run of digits
// and hyphens, 555-555-0100, it reads the same in either direction.

/** Left-to-right and right-to-left marks, embeddings, overrides and isolates. */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** The word joiner that keeps a number from breaking at its hyphens. */
const WORD_JOINER = /\u2060/g;
/** A left-to-right isolate around a fact, as interpolate.ts writes a phone number or e-mail into right-to-left text. */
const ISOLATED = /\u2066([^\u2066-\u2069]*)\u2069/g;
/** A phone number as written: digits, with spaces, dots, hyphens, brackets and a leading +. */
const PHONE = /^\+?[\d\s\u00a0\u2060().-]*\d$/;

/** A phone number as one run: its groups of digits joined by hyphens, 555-555-0100 or +44-20-7946-0321. */
const asOneRun = (phone: string) =>
  (phone.startsWith("+") ? "+" : "") + phone.match(/\d+/g)!.join("-");

/** The text as a snippet shows it: no direction marks or joiners, and a phone number kept left to right in right-to-left text by being one run. */
export const plainText = (text: string): string =>
  text
    .replace(ISOLATED, (_, inner: string) =>
      PHONE.test(inner.trim()) ? asOneRun(inner.trim()) : inner,
    )
    .replace(BIDI_CONTROLS, "")
    .replace(WORD_JOINER, "");
