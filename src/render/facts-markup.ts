// A phone number or an e-mail inside right-to-left text reads left to right, whole, on one line.
// Resolving writes it between invisible isolates (src/site/resolve/interpolate.ts), which a page
// of HTML alone shows right but which ride along into copied text. In the page's text they
// become markup instead, which copies as the number alone. An island's HTML is left as React
// draws it in the browser too, so that hydrating it finds the same text.

/** A left-to-right isolate around a fact, with its no-break spaces and word joiners. */
const ISOLATED = /\u2066([^\u2066-\u2069]*)\u2069/g;
/** A tag, as React writes it: "<" and ">" are escaped everywhere else, attribute values included. */
const TAG = /(<[^>]*>)/;

/** One run of text with each isolated fact as an element of its own that keeps it whole. */
const asMarkup = (text: string) =>
  text.replace(
    ISOLATED,
    (_, fact: string) =>
      `<bdi dir="ltr" class="whitespace-nowrap">${fact.replace(/\u2060/g, "").replace(/\u00a0/g, " ")}</bdi>`,
  );

/** The page's HTML with the isolated facts of its text as markup, outside the islands' `kept` HTML. */
export function factsAsMarkup(html: string, kept: string[] = []): string {
  if (!html.includes("\u2066")) return html;
  const islands = kept
    .filter(Boolean)
    .map((island) => ({ island, at: html.indexOf(island) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  let out = "";
  let from = 0;
  for (const { island, at } of islands) {
    if (at < from) continue;
    out += inText(html.slice(from, at)) + island;
    from = at + island.length;
  }
  return out + inText(html.slice(from));
}

/** Only between tags: never inside one, where an attribute may hold the same fact. */
const inText = (html: string) =>
  html
    .split(TAG)
    .map((part) => (part.startsWith("<") ? part : asMarkup(part)))
    .join("");
