// Search results show about 60 characters of a title and about 155 of a description; past that
// the words are cut, and a phone number at the end is lost. Checked per language, on the texts as
// the pages show them (tokens filled in), after validation: a warning, since the site still builds.
import type { PageData } from "../resolve/site-data.ts";
import { plainText } from "../resolve/plain-text.ts";
import { graphemeLength, TITLE_LIMIT } from "../resolve/title-fit.ts";

export const SNIPPET_LIMITS = { title: TITLE_LIMIT, description: 155 } as const;

export interface SnippetWarning {
  path: string;
  field: keyof typeof SNIPPET_LIMITS;
  length: number;
  message: string;
}

/** Grapheme count of the text as a snippet shows it, so that an accented letter or a Devanagari cluster counts once. */
const lengthOf = (text: string) => graphemeLength(plainText(text));

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
