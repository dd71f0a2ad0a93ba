// Markdown from content becomes HTML when the site is generated, so the browser never downloads
// a Markdown parser: a page carries the HTML of its own Markdown (PageData.markdown).
import ReactMarkdown, { type Components } from "react-markdown";
import { renderToStaticMarkup } from "react-dom/server";
import type { PageData } from "../site/site-data.ts";

const components: Components = {
  // Links within the site stay plain; <Markdown> moves to them without reloading the page.
  a: ({ href = "", children }) => (href.startsWith("/") ? <a href={href}>{children}</a> : <a href={href} rel="noopener noreferrer">{children}</a>),
};

/** Texts already drawn: the same answer in ten languages' pages, and every text but the edited one in development. */
const drawn = new Map<string, string>();
const MAX_KEPT = 20_000;

/** Raw HTML in the Markdown is left out, never run. */
export function markdownToHtml(source: string): string {
  const known = drawn.get(source);
  if (known !== undefined) return known;
  const html = renderToStaticMarkup(
    <ReactMarkdown components={components} skipHtml>
      {source}
    </ReactMarkdown>,
  );
  if (drawn.size >= MAX_KEPT) drawn.clear();
  drawn.set(source, html);
  return html;
}

/** Every Markdown text a page draws: rich-text bodies, a repair page's intro, an article, FAQ answers. */
export function markdownOf(page: PageData): string[] {
  const record = page.record;
  return [
    ...page.sections.flatMap((section) => (section.type === "rich-text" ? [section.body] : [])),
    ...(record?.kind === "service" ? [record.service.intro] : []),
    ...(record?.kind === "advantage" ? [record.advantage.body] : []),
    ...(page.faq ?? []).map((item) => item.answer),
  ].filter((text): text is string => typeof text === "string");
}

export function withMarkdownHtml(page: PageData): PageData {
  return { ...page, markdown: Object.fromEntries(markdownOf(page).map((source) => [source, markdownToHtml(source)])) };
}
