// Links within the site, as the content writes them: each one leads to a page (and to a section
// of it after "#"), written without a language's prefix.
import { messages } from "./diagnostics.ts";
import { unlocalizedPath } from "../shared/localized-path.ts";
import { report, type CheckContext } from "./reference-context.ts";
import { routeTable } from "../resolve/route-table.ts";
import type { SiteContent } from "../load/site-content.ts";
import type { SourceFile } from "../load/source-file.ts";
import type { JsonPath } from "../load/walk.ts";

/** A Markdown link to an address within the site: [words](/contact). */
export const MARKDOWN_LINK = /\]\((\/[^)\s]*)\)/g;

/** Checks a link of the given content, written at `path` of `source`, against the site's pages and their sections. */
export type LinkCheck = (source: SourceFile, path: JsonPath, href: string) => void;

export function linkChecker(ctx: CheckContext, content: SiteContent): LinkCheck {
  const routes = routeTable(content);
  const sectionIds = new Map(routes.map((r) => [r.path, r.sections.map((s) => s.id)]));
  const routePaths = routes.filter((r) => !r.isNotFound).map((r) => r.path);
  const { languages, defaultLanguage } = content.config.value.site;
  const codes = languages.map((l) => l.code);
  return (source, path, href) => {
    const [target, hash] = href.split("#");
    const written = unlocalizedPath(target, codes, defaultLanguage);
    if (written.lang !== defaultLanguage && sectionIds.has(written.path))
      report(
        ctx,
        source,
        path,
        messages.languageInLink(href, written.path + (hash ? `#${hash}` : ""), written.lang),
      );
    else if (!sectionIds.has(target) || target === "/404")
      report(ctx, source, path, messages.brokenLink(href, routePaths));
    else if (hash && !sectionIds.get(target)!.includes(hash))
      report(ctx, source, path, messages.brokenAnchor(href, sectionIds.get(target)!));
  };
}
