// Markdown from content becomes HTML when the site is generated, so the browser never downloads
// a Markdown parser: in a page's data, each Markdown field is { markdown, html }, its text and the
// HTML made of it, in its place (withMarkdownHtml). Made with
// unified: remark reads the Markdown, rehype writes the HTML, and rehype-sanitize keeps only what
// GitHub's schema allows (raw HTML in the Markdown is left out, never run). No React: generate
// draws no component.
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import type { Element, Root, RootContent } from "hast";
import { COLLECTIONS } from "../load/collections.ts";
import type { PageData } from "./site-data.ts";
import { localizedPath } from "../shared/localized-path.ts";
import { pathsWithRole } from "../load/schema-roles.ts";
import { sectionMarkdownPaths } from "./resolve-page.ts";
import { replacedAt, type JsonPath } from "../load/walk.ts";

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
function linksIn({ lang, defaultLanguage }: MarkdownLanguage) {
  const visit = (node: Root | RootContent) => {
    if (node.type === "element" && node.tagName === "a") {
      const link = node as Element;
      const href = String(link.properties.href ?? "");
      if (href.startsWith("/") && !href.startsWith("//"))
        link.properties = { href: localizedPath(href, lang, defaultLanguage) };
      else link.properties = { href, rel: ["noopener", "noreferrer"] };
    }
    if ("children" in node) node.children.forEach(visit);
  };
  return () => (tree: Root) => visit(tree);
}

/** The Markdown of one language made HTML: parsed, made safe, its links sent where they belong. */
const processors = new Map<string, ReturnType<typeof processorFor>>();
const processorFor = (language: MarkdownLanguage) =>
  unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeSanitize)
    .use(linksIn(language))
    .use(rehypeStringify);

/** Texts already drawn, by language: the same answer in many pages, and every text but the edited one in development. */
const drawn = new Map<string, string>();
const MAX_KEPT = 20_000;

/** Raw HTML in the Markdown is left out, never run. */
export function markdownToHtml(source: string, language: MarkdownLanguage): string {
  const key = `${language.lang}\n${source}`;
  const known = drawn.get(key);
  if (known !== undefined) return known;
  const processorKey = `${language.lang}\n${language.defaultLanguage}`;
  let processor = processors.get(processorKey);
  if (!processor) processors.set(processorKey, (processor = processorFor(language)));
  const html = String(processor.processSync(source));
  if (drawn.size >= MAX_KEPT) drawn.clear();
  drawn.set(key, html);
  return html;
}

/** A Markdown field in a page's data: its text as written, and the HTML the page draws of it. */
export interface DrawnMarkdown {
  markdown: string;
  html: string;
}

/** Where a value holds Markdown, as its schema says. */
const markdownPaths = (schema: string, value: unknown): JsonPath[] =>
  pathsWithRole(schema, value, ["markdown"]).map((found) => found.path);

/**
 * The page with each Markdown field it draws, in its sections, its record and its FAQ, made
 * { markdown, html } in its place. The page given is left as it is.
 */
export function withMarkdownHtml(page: PageData, defaultLanguage: string): PageData {
  const language = { lang: page.lang, defaultLanguage };
  const draw = (text: unknown): unknown =>
    typeof text === "string" ? { markdown: text, html: markdownToHtml(text, language) } : text;
  // The sections' places were noted when the page was resolved, where their schema was walked once per template.
  const noted = sectionMarkdownPaths(page);
  const sections = page.sections.map((section, i) =>
    replacedAt(
      section,
      noted?.[i] ?? markdownPaths("section.schema.json#/definitions/section", section),
      draw,
    ),
  );
  const drawn: PageData = { ...page, sections };
  if (page.record) {
    const [, field] = Object.keys(page.record);
    const fields = (page.record as unknown as Record<string, unknown>)[field];
    const paths = markdownPaths(COLLECTIONS[page.record.kind].schema, fields);
    drawn.record = replacedAt(
      page.record,
      paths.map((path) => [field, ...path]),
      draw,
    );
  }
  if (page.faq) {
    const paths = markdownPaths(COLLECTIONS.faq.schema, { questions: page.faq });
    drawn.faq = replacedAt(
      page.faq,
      paths.map(([, ...path]) => path),
      draw,
    );
  }
  return drawn;
}
