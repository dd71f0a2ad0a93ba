// Markdown from content becomes HTML when the site is generated, so the browser never downloads
// a Markdown parser: a page carries the HTML of its own Markdown (PageData.markdown).
import { COLLECTIONS } from "../site/collections.ts";
import { markdownKey } from "../site/markdown-key.ts";
import ReactMarkdown, { type Components } from "react-markdown";
import { renderToStaticMarkup } from "react-dom/server";
import type { PageData } from "../site/site-data.ts";
import { localizedPath } from "../site/localized-path.ts";
import { pathsWithRole } from "../site/schema-roles.ts";
import { sectionMarkdownOf } from "../site/resolve-site.ts";

/** The language a text is drawn in, and the site's source language, whose addresses carry no prefix. */
export interface MarkdownLanguage {
  lang: string;
  defaultLanguage: string;
}

/**
 * A link within the site is written as the page's address in the source language (/contact, which
 * the validator checks); in another language's page it goes to that language's version
 * (/fr/contact), as the menus and buttons do. Other links open with no access to this page.
 */
function linkIn({ lang, defaultLanguage }: MarkdownLanguage): Components["a"] {
  return ({ href = "", children }) =>
    href.startsWith("/") && !href.startsWith("//") ? (
      <a href={localizedPath(href, lang, defaultLanguage)}>{children}</a>
    ) : (
      <a href={href} rel="noopener noreferrer">
        {children}
      </a>
    );
}

/** Texts already drawn, by language: the same answer in many pages, and every text but the edited one in development. */
const drawn = new Map<string, string>();
const MAX_KEPT = 20_000;

/** Raw HTML in the Markdown is left out, never run. */
export function markdownToHtml(source: string, language: MarkdownLanguage): string {
  const key = `${language.lang}\n${source}`;
  const known = drawn.get(key);
  if (known !== undefined) return known;
  const html = renderToStaticMarkup(
    <ReactMarkdown components={{ a: linkIn(language) }} skipHtml>
      {source}
    </ReactMarkdown>,
  );
  if (drawn.size >= MAX_KEPT) drawn.clear();
  drawn.set(key, html);
  return html;
}

/** Every Markdown text a page draws: each field its schema calls Markdown, in its sections, its record and its FAQ. */
export function markdownOf(page: PageData): string[] {
  const record = page.record;
  // The sections' texts were noted when the page was resolved, where their schema was walked once per template.
  const noted = sectionMarkdownOf(page);
  const parts: [string, unknown][] = [
    ...(noted
      ? []
      : page.sections.map((section): [string, unknown] => [
          "section.schema.json#/definitions/section",
          section,
        ])),
    ...(record
      ? [[COLLECTIONS[record.kind].schema, Object.values(record)[1]] as [string, unknown]]
      : []),
    ...(page.faq ? [[COLLECTIONS.faq.schema, { questions: page.faq }] as [string, unknown]] : []),
  ];
  return [
    ...(noted ?? []),
    ...parts.flatMap(([schema, value]) =>
      pathsWithRole(schema, value, ["markdown"]).map((found) => found.text),
    ),
  ];
}

export function withMarkdownHtml(page: PageData, defaultLanguage: string): PageData {
  const language = { lang: page.lang, defaultLanguage };
  return {
    ...page,
    markdown: Object.fromEntries(
      markdownOf(page).map((source) => [markdownKey(source), markdownToHtml(source, language)]),
    ),
  };
}
