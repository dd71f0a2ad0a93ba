import type { MouseEvent } from "react";
import { useNavigate } from "react-router-dom";
import { usePage } from "../render/site-context.tsx";

/**
 * Markdown from content, drawn from the HTML the build made of it (see render/markdown-html.tsx).
 * Raw HTML in the Markdown was left out there, never run.
 */
export function Markdown({ children, className = "" }: { children: string; className?: string }) {
  const html = usePage().markdown?.[children];
  const navigate = useNavigate();
  // A block that draws Markdown the build did not collect would show nothing: stop the build instead.
  if (html === undefined) throw new Error(`This Markdown has no HTML in the page data; add its place to markdownOf() in src/render/markdown-html.tsx: "${children.slice(0, 60)}"`);
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest("a");
    const href = link?.getAttribute("href") ?? "";
    if (!href.startsWith("/") || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <div className={`prose-article ${className}`} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: html }} />;
}
