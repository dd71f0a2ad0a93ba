// The trail of links above a record's page, its breadcrumb: the page of its kind where the site
// has one (the page listing every place above a place's page), then the page itself. The page
// shows it (src/shell/breadcrumbs.tsx) and tells search engines the same (src/seo/structured-data.ts),
// both after a first step home in the interface's words.
import type { PageData, SiteData, TrailStep } from "./site-data.ts";

/**
 * A page's title as the name of what it offers: without the business's name, which a title ends
 * with after a separator ("Appliance Repair in Kingston | Lakeshore" -> "Appliance Repair in
 * Kingston").
 */
export function withoutBusinessName(title: string, businessName: string): string {
  const at = title.lastIndexOf(businessName);
  if (at <= 0 || at + businessName.length !== title.length) return title;
  return title.slice(0, at).replace(/[\s|·•:–—-]+$/u, "") || title;
}

const recordName = (record: NonNullable<PageData["record"]>): string =>
  record.kind === "location"
    ? record.location.name
    : record.kind === "service"
      ? record.service.title
      : record.advantage.title;

/** Sets the trail of each record's page among `pages` (one language's), from the pages and the menus. */
export function setPageTrails(pages: PageData[], site: SiteData): void {
  const bySource = new Map(pages.map((page) => [page.sourcePath, page]));
  const menus = [...site.navigation.main, ...site.navigation.footer];
  for (const page of pages) {
    if (!page.record) continue;
    const parent = bySource.get(page.sourcePath.replace(/\/[^/]+$/, ""));
    const above: TrailStep[] = parent
      ? [
          {
            name:
              menus.find((link) => link.href === parent.path)?.label ??
              withoutBusinessName(parent.title, site.business.name),
            path: parent.path,
          },
        ]
      : [];
    page.trail = [...above, { name: recordName(page.record), path: page.path }];
  }
}
