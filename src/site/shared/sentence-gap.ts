// Sentences the code puts side by side ("No connection." + "Your details are kept." + the phone)
// are parted as the language writes them. Chinese and Japanese end a sentence or a label with
// full-width punctuation (。：！), which carries its own space: a space after it shows as a gap.
// Nor do they put a space between their characters and what follows them ("请致电(416)…"), as
// the content writes a phone after Chinese words. Every other language the site writes parts
// them with a space. Read from the text itself, so
// each language's own words decide, and a language added later needs nothing here.

/** Full-width punctuation: the CJK Symbols and Punctuation block and the full-width forms of ASCII punctuation. */
const FULL_WIDTH_END =
  /[\u3001-\u3003\u300B\u300D\u300F\u3011\uFF01\uFF09\uFF0C\uFF0E\uFF1A\uFF1B\uFF1F]$/;

/** Han characters, and Japanese kana: text written without spaces between its words. */
const UNSPACED_END = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u;

/** What goes between this text and the one after it: nothing after full-width punctuation or a Han character, else a space. */
export const gapAfter = (text: string): string => {
  const end = text.trimEnd();
  return FULL_WIDTH_END.test(end) || UNSPACED_END.test(end) ? "" : " ";
};

/** Texts as one line of sentences, each parted from the next as its own end asks. */
export const joinSentences = (...texts: string[]): string =>
  texts.reduce(
    (line, text, i) => (i === 0 ? text.trimEnd() : line + gapAfter(line) + text.trim()),
    "",
  );
