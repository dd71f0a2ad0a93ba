import type { PageData } from "../site/site-data.ts";
import { markdownKey } from "../site/markdown-key.ts";

/**
 * Markdown from content, drawn from the HTML the build made of it (see site/markdown-html.ts).
 * Raw HTML in the Markdown was left out there, never run. Its links are plain links.
 */
/** `markdown` is the page's Markdown made HTML by the build (page.markdown). */
export function Markdown({
  markdown,
  children,
  className = "",
}: {
  markdown: PageData["markdown"];
  children: string;
  className?: string;
}) {
  const html = markdown?.[markdownKey(children)];
  // A block that draws Markdown the build did not collect would show nothing: stop the build instead.
  if (html === undefined)
    throw new Error(
      `This Markdown has no HTML in the page data; give its field the Markdown definition in its schema (schemas/defs.schema.json#/definitions/markdown): "${children.slice(0, 60)}"`,
    );
  return (
    <div className={`prose-article ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
