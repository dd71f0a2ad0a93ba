// Text for search engines and link previews. The marks that keep a phone number left to right
// inside Persian or Arabic sentences (interpolate.ts) help a browser draw a page, but a search
// snippet, a shared card or structured data shows them as stray characters or counts them.

/** Left-to-right and right-to-left marks, embeddings, overrides and isolates. */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, "");
