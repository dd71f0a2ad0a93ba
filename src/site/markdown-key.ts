// A page's Markdown HTML is found by a short key of its source text, not by the text itself: keyed
// by the text, an article's Markdown went into its page's data twice (the record and the key)
// beside its HTML.

/** A 53-bit hash of the text (two 32-bit FNV-1a style lanes), in base 36: about 11 characters. */
export function markdownKey(source: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ source.length;
  for (let i = 0; i < source.length; i++) {
    const code = source.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return (((b >>> 0) % 0x200000) * 0x100000000 + (a >>> 0)).toString(36);
}
