// Markdown from content becomes HTML when the site is generated, so the browser never downloads
// a Markdown parser: a page carries the HTML of its own Markdown (PageData.markdown). Made with
// unified: remark reads the Markdown, rehype writes the HTML, and rehype-sanitize keeps only what
// GitHub's schema allows (raw HTML in the Markdown is left out, never run). No React: generate
// draws no component.
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import type { Element, Root, RootContent } from "hast";
import { COLLECTIONS } from "./collections.ts";
import { markdownKey } from "./markdown-key.ts";
import type { PageData } from "./site-data.ts";
import { localizedPath } from "./localized-path.ts";
import { pathsWithRole } from "./schema-roles.ts";
import { sectionMarkdownOf } from "./resolve-site.ts";

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
