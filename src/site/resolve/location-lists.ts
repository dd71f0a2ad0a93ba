// Which places a list shows when a site has many: the menus and the footer show a few, a place's
// page links to its neighbours, and one page (split into numbered pages) lists them all by region.
// Each list is bounded, so a page does not grow with the number of places.
import type { Location } from "../../generated/schema-types.ts";

type Place = Pick<Location, "slug" | "region" | "featured" | "order">;

/** The places in the order every list shows them: by `order`, lowest first, then as they came (by file name). */
export function inListOrder<T extends Pick<Place, "order">>(places: T[]): T[] {
  return places
    .map((place, index) => ({ place, index }))
    .sort((a, b) => (a.place.order ?? Infinity) - (b.place.order ?? Infinity) || a.index - b.index)
    .map(({ place }) => place);
}

/** What the menus, the footer and the lists of places on other pages show: the featured places, or else the first, `limit` at most. */
export function shownPlaces<T extends Place>(places: T[], limit: number): T[] {
  const featured = places.filter((place) => place.featured);
  return (featured.length ? featured : places).slice(0, limit);
}

/**
 * Every place grouped by region, the regions in the order their first place comes, the places
 * without one last. The index page lists them in this order.
 */
export function byRegion<T extends Place>(places: T[]): { region?: string; places: T[] }[] {
  const groups = new Map<string | undefined, T[]>();
  for (const place of places
    .filter((p) => p.region !== undefined)
    .concat(places.filter((p) => p.region === undefined))) {
    const group = groups.get(place.region) ?? [];
    group.push(place);
    groups.set(place.region, group);
  }
  return [...groups].map(([region, grouped]) => ({
    ...(region === undefined ? {} : { region }),
    places: grouped,
  }));
}

/** The places one numbered page of the index lists (the first page is 1), still by region. */
export function indexPage<T extends Place>(
  places: T[],
  page: number,
  perPage: number,
): { region?: string; places: T[] }[] {
  return byRegion(
    byRegion(places)
      .flatMap((group) => group.places)
      .slice((page - 1) * perPage, page * perPage),
  );
}

/** The address of a numbered page of the index: the first at the page's own address, then /locations/page/2 and on. */
export const listPagePath = (firstPath: string, number: number) =>
  number === 1 ? firstPath : `${firstPath.replace(/\/$/, "")}/page/${number}`;

/** How many places a page of the index lists when its section does not say (its schema's default): the route table and the block count alike. */
export const DEFAULT_PER_PAGE = 100;

/** How many numbered pages the index takes. */
export const indexPageCount = (placeCount: number, perPage: number) =>
  Math.max(1, Math.ceil(placeCount / perPage));

/**
 * The other places a place's page links to: those of its region first, then the rest, each
 * starting after the place itself and going round. Going round, every place is linked from the
 * pages of the places before it, whatever the limit.
 */
export function nearbyPlaces<T extends Place>(places: T[], slug: string, limit: number): T[] {
  const at = places.findIndex((place) => place.slug === slug);
  const self = places[at];
  if (!self) return places.slice(0, limit);
  const round = [...places.slice(at + 1), ...places.slice(0, at)];
  const sameRegion =
    self.region === undefined
      ? []
      : round.filter((place) => place.region === self.region).slice(0, limit);
  const taken = new Set(sameRegion);
  return [
    ...sameRegion,
    ...round.filter((place) => !taken.has(place)).slice(0, limit - sameRegion.length),
  ];
}
