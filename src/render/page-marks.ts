// Which interactive blocks a prerendered page holds, read from its HTML with an HTML parser
// (node-html-parser) as a browser reads it: the page renderer, the page template and the budgets
// ask it. Node only: the browser asks its own document (src/islands/).
import { parse, type HTMLElement } from "node-html-parser";
import { INTERACTIVE_MARKS } from "../browser/marks.ts";

/** A page's HTML read with the parser, unless it comes already read: a caller asking several questions of one page parses it once. */
export const parsedPage = (html: string | HTMLElement): HTMLElement =>
  typeof html === "string" ? parse(html, { comment: false }) : html;

/**
 * The marks (INTERACTIVE_MARKS' attributes, or any other) some element of the HTML carries. Not
 * read from the browser's registry: this module is part of the build's own code (the page
 * template), which runs before npm run generate has written it. ./page-marks.test.ts checks that
 * every block script's mark is among them.
 */
export function marksIn(
  html: string | HTMLElement,
  marks: readonly string[] = Object.values(INTERACTIVE_MARKS),
): Set<string> {
  const page = parsedPage(html);
  return new Set(marks.filter((mark) => page.querySelector(`[${mark}]`) !== null));
}

/** Whether prerendered HTML holds a block whose code runs in the browser (a form, a carousel, the map). */
export const hasInteractiveBlock = (html: string | HTMLElement) => marksIn(html).size > 0;
