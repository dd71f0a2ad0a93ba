import type { Markdown as MarkdownField } from "../generated/schema-types.ts";

/**
 * Markdown from content, drawn from the HTML the build made of it beside its text (see
 * src/site/resolve/markdown-html.ts). Raw HTML in the Markdown was left out there, never run.
 * Its links are plain links.
 */
export function Markdown({ text, className = "" }: { text: MarkdownField; className?: string }) {
  // A block that draws Markdown the build did not make HTML of would show nothing: stop the build instead.
  if (typeof text === "string")
    throw new Error(
      `This Markdown has no HTML in the page data; give its field the Markdown definition in its schema (schemas/defs.schema.json#/definitions/markdown): "${text.slice(0, 60)}"`,
    );
  return (
    <div className={`prose-article ${className}`} dangerouslySetInnerHTML={{ __html: text.html }} />
  );
}
