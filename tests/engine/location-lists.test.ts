// The lists of places on the fixture site's pages, in both its languages: the menus and the footer
// show a bounded number and end with the page that lists every place, which groups them by region
// and splits into numbered pages; a place's page links to a few neighbours. Read from built HTML.
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument } from "yaml";
import { fixture, inLanguage } from "../helpers/fixture-facts.ts";
import { buildIn, copySite } from "../helpers/fixture-site.ts";
import { multiplyPlaces } from "../../tools/bench-build.ts";
import type { RouteManifest, SiteData } from "../../src/site/resolve/site-data.ts";

const fileOf = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

/** The links of each list that follows a heading or button with these words: the header's menu, the phone menu, the footer. */
function listsAfter(html: string, label: string): { href: string; text: string }[][] {
  const lists: { href: string; text: string }[][] = [];
  let at = html.indexOf(`>${label}<`);
  while (at >= 0) {
    const start = html.indexOf("<ul", at);
    const end = html.indexOf("</ul>", start);
    lists.push(
      [...html.slice(start, end).matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(
        (m) => ({ href: m[1], text: decode(m[2]) }),
      ),
    );
    at = html.indexOf(`>${label}<`, end);
  }
  return lists;
}

const placeLinks = (html: string) =>
  new Set([...html.matchAll(/href="([^"]*\/locations\/[^"]+)"/g)].map((m) => m[1]));

/** The path of the page with a location-index section, in the default language. */
function indexPath(root: string): string {
  const routes = JSON.parse(
    readFileSync(join(root, "src/generated/routes.json"), "utf8"),
  ) as RouteManifest;
  const [path] = Object.entries(routes.routes[routes.defaultLanguage]).find(([, key]) => {
    const page = JSON.parse(
      readFileSync(
        join(root, "src/generated/pages", routes.defaultLanguage, `${key}.json`),
        "utf8",
      ),
    ) as { sections: { type: string }[] };
    return page.sections.some((section) => section.type === "location-index");
  })!;
  return path;
}

describe("the places on the fixture site, in each of its languages", () => {
  const languages = Object.keys(fixture.routes.routes);
  const index = indexPath(fixture.root);

  it.each(languages)(
    "%s: the menus and the footer list the places and end with the page of every place",
    (lang) => {
      const site = fixture.site(lang);
      const nav = fixture.words(lang, "nav") as Record<string, string>;
      const expected = [
        ...site.placeLinks.shown.map((l) => ({ href: l.href, text: l.name })),
        { href: inLanguage(index, lang), text: nav.allServiceAreas },
      ];
      for (const path of ["/", "/about", "/locations/kingston"].map((p) => inLanguage(p, lang))) {
        const lists = listsAfter(
          readFileSync(join(fixture.dist, fileOf(path)), "utf8"),
          nav.serviceAreas,
        );
        expect(lists, path).toHaveLength(3);
        for (const list of lists) expect(list, path).toEqual(expected);
      }
    },
  );

  it.each(languages)(
    "%s: the page of every place names each one under its region, linking to its page",
    (lang) => {
      const site = fixture.site(lang);
      const html = readFileSync(join(fixture.dist, fileOf(inLanguage(index, lang))), "utf8");
      for (const place of site.locations) {
        expect(html).toContain(`href="${place.href}"`);
        expect(decode(html)).toContain(`>${place.name}</a>`);
        if (place.region)
          expect(decode(html)).toMatch(new RegExp(`<h[23][^>]*>${place.region}</h[23]>`));
      }
      // One page is enough for two places: no row of page numbers.
      expect(html).not.toContain(`/page/2"`);
    },
  );

  it.each(languages)(
    "%s: a place's page links to the other places and to the page of every place",
    (lang) => {
      const site = fixture.site(lang);
      const [first, ...others] = site.locations;
      const html = readFileSync(join(fixture.dist, fileOf(first.href)), "utf8");
      const nearby = fixture
        .page(lang, `locations__${first.slug}`)
        .sections.find((s) => s.type === "nearby-locations");
      expect(
        nearby,
        "the fixture's location template has a nearby-locations section",
      ).toBeDefined();
      const section = html.slice(html.indexOf(`id="${nearby!.id}"`));
      for (const other of others) expect(section).toContain(`href="${other.href}"`);
      expect(section).toContain(`href="${inLanguage(index, lang)}"`);
    },
  );
});

describe("a fixture site with many places", () => {
  const PLACES = 30;
  const SHOWN = 4;
  const PER_PAGE = 10;
  let root: string;
  let remove: () => void;
  let featured: string[];

  beforeAll(() => {
    ({ root, remove } = copySite());
    multiplyPlaces(root, PLACES);
    const config = parseDocument(readFileSync(join(root, "site.config.yaml"), "utf8"));
    config.setIn(["navigation", "locationsShown"], SHOWN);
    writeFileSync(join(root, "site.config.yaml"), config.toString());
    const indexFile = join(root, "content/pages/en/service-areas.yaml");
    const indexPage = parseDocument(readFileSync(indexFile, "utf8"));
    const sections = indexPage.get("sections") as {
      items: { get(key: string): unknown; set(key: string, value: unknown): void }[];
    };
    sections.items.find((s) => s.get("type") === "location-index")!.set("perPage", PER_PAGE);
    writeFileSync(indexFile, indexPage.toString());
    // Two places featured: the menus show those two, not the first four.
    featured = ["kingston-7", "napanee-12"];
    for (const slug of featured)
      writeFileSync(
        join(root, `content/locations/en/${slug}.yaml`),
        readFileSync(join(root, `content/locations/en/${slug}.yaml`), "utf8") + "featured: true\n",
      );
    buildIn(root);
  }, 240_000);
  afterAll(() => remove?.());

  const site = (lang: string) =>
    JSON.parse(readFileSync(join(root, `src/generated/site.${lang}.json`), "utf8")) as SiteData;
  const routes = () =>
    JSON.parse(readFileSync(join(root, "src/generated/routes.json"), "utf8")) as RouteManifest;
  const page = (path: string) => readFileSync(join(root, "dist", fileOf(path)), "utf8");

  it("shows only the featured places in the menus and the footer, in both languages", () => {
    for (const lang of Object.keys(routes().routes)) {
      const nav = JSON.parse(
        readFileSync(join(root, `src/generated/locales/${lang}/nav.json`), "utf8"),
      ) as Record<string, string>;
      const shown = site(lang).placeLinks.shown;
      expect(shown.map((l) => l.slug).sort()).toEqual([...featured].sort());
      for (const list of listsAfter(page(inLanguage("/about", lang)), nav.serviceAreas)) {
        expect(list.map((l) => l.text)).toEqual([...shown.map((l) => l.name), nav.allServiceAreas]);
      }
    }
  });

  it("splits the page of every place into numbered pages that together list each place once", () => {
    for (const lang of Object.keys(routes().routes)) {
      const first = inLanguage("/service-areas", lang);
      const paths = [first, `${first}/page/2`, `${first}/page/3`];
      expect(Object.keys(routes().routes[lang]).filter((path) => path.startsWith(first))).toEqual(
        paths,
      );
      const listed = paths.flatMap((path, i) => {
        const html = page(path);
        // Every numbered page links to each of the others, and marks its own.
        for (const other of paths) expect(html, path).toContain(`href="${other}"`);
        expect(html, path).toMatch(
          new RegExp(
            `aria-current="page"[^>]*>${new Intl.NumberFormat(site(lang).numberLocale).format(i + 1)}<`,
          ),
        );
        const onPage = [...placeLinks(parse(html).getElementById("towns")!.outerHTML)];
        expect(onPage.length, path).toBeLessThanOrEqual(PER_PAGE);
        return onPage;
      });
      expect(listed.sort()).toEqual(
        site(lang)
          .locations.map((place) => place.href)
          .sort(),
      );
    }
  });

  it("links no page to more places than its lists allow, however many there are", () => {
    // The menus' places, six neighbours and ten on a page of the index, and never all thirty.
    for (const [lang, paths] of Object.entries(routes().routes))
      for (const path of Object.keys(paths))
        expect(placeLinks(page(path)).size, `${lang} ${path}`).toBeLessThanOrEqual(
          featured.length + 6 + PER_PAGE + 1,
        );
  });

  it("links a place's page to others of its region first", () => {
    const places = site("en").locations;
    const place = places[5];
    const html = page(place.href);
    const nearbyStart = html.indexOf('id="nearby"');
    const linked = [
      ...placeLinks(html.slice(nearbyStart, html.indexOf("</section>", nearbyStart))),
    ].filter((href) => href !== place.href);
    const sameRegion = places
      .filter((p) => p.region === place.region && p.slug !== place.slug)
      .map((p) => p.href);
    expect(linked.length).toBeGreaterThan(0);
    expect(
      linked.slice(0, Math.min(sameRegion.length, 6)).every((href) => sameRegion.includes(href)),
    ).toBe(true);
  });
});
