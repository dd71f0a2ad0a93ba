import type { NearbyLocationsSection } from "../../generated/schema-types.ts";
import type { BlockProps } from "../block-props.ts";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { recordOf } from "../../context/site-context.tsx";
import { SectionFrame } from "../../ui/section-frame.tsx";
import { Icon } from "../../ui/icon.tsx";
import { nearbyPlaces } from "../../site/resolve/location-lists.ts";

/** A few other places, those of the same region first, and the page with every place: never a list of them all. */
export function NearbyLocations({ section, site, page }: BlockProps<NearbyLocationsSection>) {
  const { t } = useTranslation();
  const { location } = recordOf(page, "location", "nearby-locations");
  const others = nearbyPlaces(site.locations, location.slug, section.limit ?? 6);
  const { indexHref } = site.placeLinks;
  if (!others.length && !indexHref) return null;
  return (
    <SectionFrame id={section.id} heading={section.heading} intro={section.intro}>
      <ul className="flex flex-wrap gap-3">
        {others.map((place) => (
          <li key={place.slug}>
            <Link
              to={place.href}
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 font-semibold text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50 dark:bg-slate-900 dark:text-blue-300 dark:ring-slate-700 dark:hover:bg-slate-800"
            >
              <Icon name="map-pin" className="size-4 shrink-0" />
              {place.name}
            </Link>
          </li>
        ))}
        {indexHref ? (
          <li>
            <Link
              to={indexHref}
              className="inline-flex min-h-11 items-center px-4 font-semibold underline underline-offset-2 hover:no-underline"
            >
              {t("nav:allServiceAreas")}
            </Link>
          </li>
        ) : null}
      </ul>
    </SectionFrame>
  );
}
