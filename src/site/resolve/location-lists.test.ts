import { describe, expect, it } from "vitest";
import {
  byRegion,
  indexPage,
  indexPageCount,
  inListOrder,
  listPagePath,
  nearbyPlaces,
  shownPlaces,
} from "./location-lists.ts";

const place = (
  slug: string,
  region?: string,
  extra: { featured?: boolean; order?: number } = {},
) => ({ slug, ...(region ? { region } : {}), ...extra });

describe("the lists of places", () => {
  it("orders places by order, then as they came", () => {
    const places = [
      place("c"),
      place("a", undefined, { order: 2 }),
      place("b"),
      place("d", undefined, { order: 1 }),
    ];
    expect(inListOrder(places).map((p) => p.slug)).toEqual(["d", "a", "c", "b"]);
  });

  it("shows the featured places when some are, else the first ones, never more than the limit", () => {
    const places = Array.from({ length: 30 }, (_, i) =>
      place(`p${i}`, undefined, { featured: i % 10 === 3 }),
    );
    expect(shownPlaces(places, 12).map((p) => p.slug)).toEqual(["p3", "p13", "p23"]);
    const plain = places.map(({ slug }) => place(slug));
    expect(shownPlaces(plain, 12)).toHaveLength(12);
    expect(shownPlaces(plain, 12)[0].slug).toBe("p0");
  });

  it("groups by region in the order regions first come, the places without one last", () => {
    const groups = byRegion([
      place("a", "North"),
      place("b"),
      place("c", "South"),
      place("d", "North"),
    ]);
    expect(groups.map((g) => [g.region, g.places.map((p) => p.slug)])).toEqual([
      ["North", ["a", "d"]],
      ["South", ["c"]],
      [undefined, ["b"]],
    ]);
  });

  it("splits the index into numbered pages that together list every place once", () => {
    const places = Array.from({ length: 250 }, (_, i) => place(`p${i}`, `R${i % 3}`));
    expect(indexPageCount(places.length, 100)).toBe(3);
    expect(indexPageCount(0, 100)).toBe(1);
    const listed = [1, 2, 3].flatMap((n) =>
      indexPage(places, n, 100).flatMap((g) => g.places.map((p) => p.slug)),
    );
    expect(listed).toHaveLength(250);
    expect(new Set(listed).size).toBe(250);
    // 84 places of R0, then the first 16 of R1; the second page goes on with R1.
    expect(indexPage(places, 1, 100).map((g) => [g.region, g.places.length])).toEqual([
      ["R0", 84],
      ["R1", 16],
    ]);
    expect(indexPage(places, 2, 100)[0]).toMatchObject({ region: "R1" });
  });

  it("gives the numbered pages their addresses, the first at the page's own", () => {
    expect(listPagePath("/fr/areas", 1)).toBe("/fr/areas");
    expect(listPagePath("/fr/areas", 3)).toBe("/fr/areas/page/3");
  });

  it("links a place to others of its region first, going round, then to the rest", () => {
    const places = [
      place("a", "N"),
      place("b", "S"),
      place("c", "N"),
      place("d", "N"),
      place("e", "S"),
    ];
    expect(nearbyPlaces(places, "c", 3).map((p) => p.slug)).toEqual(["d", "a", "e"]);
    expect(nearbyPlaces(places, "b", 10).map((p) => p.slug)).toEqual(["e", "c", "d", "a"]);
  });

  it("links every place from some other place's page, whatever the limit", () => {
    const places = Array.from({ length: 50 }, (_, i) => place(`p${i}`, `R${i % 4}`));
    const linked = new Set(
      places.flatMap((p) => nearbyPlaces(places, p.slug, 1).map((n) => n.slug)),
    );
    expect(linked.size).toBe(50);
  });
});
