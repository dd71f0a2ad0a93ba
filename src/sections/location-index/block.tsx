import type { LocationIndexSection } from "../../generated/schema-types.ts";
import type { BlockProps } from "../block-props.ts";
import { Link } from "react-router-dom";
import { SectionFrame } from "../../ui/section-frame.tsx";
import { LinkItems } from "../../ui/link-items.tsx";
import { DEFAULT_PER_PAGE, indexPage, listPagePath } from "../../site/resolve/location-lists.ts";

const placeLink =
  "flex min-h-11 items-center rounded-lg px-3 py-2 font-medium text-brand-700 hover:bg-slate-100 hover:underline dark:text-blue-300 dark:hover:bg-slate-800";

/**
 * Every place, by region, each a link to its page: like a sitemap, for people. A long list is
 * split into numbered pages (the route table makes them), so no page grows past perPage places.
 */
export function LocationIndex({ section, site, page }: BlockProps<LocationIndexSection>) {
  const { number, count, firstPath } = page.listPage ?? {
    number: 1,
    count: 1,
    firstPath: page.path,
  };
  const groups = indexPage(site.locations, number, section.perPage ?? DEFAULT_PER_PAGE);
  const numberFormat = new Intl.NumberFormat(site.numberLocale);
  const Heading = section.heading ? "h3" : "h2";
  return (
    <SectionFrame id={section.id} heading={section.heading}>
      {groups.map((group) => (
        <div key={group.region ?? ""} className="mt-8 first:mt-0">
          <Heading className="text-xl font-bold text-slate-900 dark:text-white">
            {group.region ?? section.otherAreasHeading}
          </Heading>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-4">
            <LinkItems
              links={group.places.map((place) => ({ href: place.href, label: place.name }))}
              className={placeLink}
            />
          </ul>
        </div>
      ))}
      {count > 1 ? (
        <nav aria-label={section.pagesLabel} className="mt-10">
          <ol className="flex flex-wrap gap-2">
            {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <Link
                  to={listPagePath(firstPath, n)}
                  aria-current={n === number ? "page" : undefined}
                  className="inline-flex size-11 items-center justify-center rounded-lg font-semibold ring-1 ring-slate-300 hover:bg-slate-100 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white aria-[current=page]:ring-brand-600 dark:ring-slate-600 dark:hover:bg-slate-800"
                >
                  {numberFormat.format(n)}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
    </SectionFrame>
  );
}
