// A fact written to sit inside a sentence ("le Grand Toronto et la région de York") that is shown
// on a line of its own (the footer, the contact card's values) starts with a capital, in the
// languages that have them. The one place this is decided.

/** The text with its first letter a capital, as the language writes it (Turkish i becomes İ). */
export const asLine = (text: string, lang: string): string => {
  const first = String.fromCodePoint(text.codePointAt(0) ?? 0);
  return text ? first.toLocaleUpperCase(lang) + text.slice(first.length) : text;
};
