import ReactMarkdown, { type Components } from "react-markdown";
import { Link } from "react-router-dom";

const components: Components = {
  a: ({ href = "", children }) =>
    href.startsWith("/") ? <Link to={href}>{children}</Link> : <a href={href} rel="noopener noreferrer">{children}</a>,
};

/** Markdown from content. Raw HTML in it is shown as text, never run. */
export function Markdown({ children, className = "" }: { children: string; className?: string }) {
  return (
    <div className={`prose-article ${className}`}>
      <ReactMarkdown components={components} skipHtml>
        {children}
      </ReactMarkdown>
    </div>
  );
}
