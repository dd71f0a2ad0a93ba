// What the fixture site's pages tell search engines, held against what the same pages show and
// ship: each record's page shows the breadcrumb its markup gives, with every level the site has a
// page for; the logo given is a picture of at least 112 pixels; the map's point has five decimals.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { imageSize } from "image-size";
import { parse } from "node-html-parser";
import { builtFile } from "../helpers/built-html.ts";
import { fixture } from "../helpers/fixture-facts.ts";
import { GEO_DECIMALS, LOGO_MIN_SIDE } from "../../src/site/check/search-engine-limits.ts";

type Node = Record<string, unknown> & { "@type": string };
/** A built page's JSON-LD nodes, and the page parsed. */
function builtPage(path: string) {
  const html = readFileSync(builtFile(path), "utf8");
  const page = parse(html);
  const graph = JSON.parse(page.querySelector('script[type="application/ld+json"]')!.textContent)[
    "@graph"
  ] as Node[];
  return { page, graph };
}

const { routes } = fixture.routes;
const baseUrl = fixture.site().baseUrl;
const everyPage = Object.entries(routes).flatMap(([lang, paths]) =>
  Object.entries(paths).map(([path, key]) => ({ lang, path, key })),
);

describe("the structured data of the fixture's pages", () => {
  it("gives each record's page the breadcrumb it shows, with every level the site has a page for", () => {
    let trails = 0;
    let middle = 0;
    for (const { lang, path, key } of everyPage) {
      const { page, graph } = builtPage(path);
      const lists = graph.filter((node) => node["@type"] === "BreadcrumbList");
      const shown = page.querySelectorAll("nav[aria-label] ol li");
      const data = fixture.page(lang, key);
      if (!data.record) {
        expect(lists, path).toEqual([]);
        expect(shown, path).toEqual([]);
        continue;
      }
      trails++;
      const items = (lists[0].itemListElement as { name: string; item: string }[]).map((item) => [
        item.name,
        item.item,
      ]);
      // The last step is the page itself, shown as the current page rather than a link.
      const drawn = shown.map((li, i) => {
        const link = li.querySelector("a");
        const here = li.querySelector('[aria-current="page"]');
        expect(i === shown.length - 1 ? here : link, `${path}, step ${i + 1}`).not.toBeNull();
        return [
          (link ?? here)!.textContent.trim(),
          baseUrl + (link ? link.getAttribute("href") : path),
        ];
      });
      expect(drawn, path).toEqual(items);
      // No level skipped: a page at each address between home and the page is in the trail.
      const addresses = items.map(([, item]) => new URL(item).pathname);
      if (items.length > 2) middle++;
      const parent = path.replace(/\/[^/]+$/, "");
      if (parent && routes[lang][parent]) expect(addresses, path).toContain(parent);
    }
    expect(trails).toBeGreaterThan(10);
    // Some pages have a level between home and themselves (the FAQ page above its articles).
    expect(middle).toBeGreaterThan(0);
  });

  it("gives a logo of at least 112 pixels, and the business's point with five decimals", () => {
    const business = builtPage("/").graph[0];
    const logo = new URL(String(business.logo)).pathname;
    const { width, height } = imageSize(readFileSync(join(fixture.dist, logo)));
    expect(Math.min(width, height)).toBeGreaterThanOrEqual(LOGO_MIN_SIDE);
    const geo = business.geo as { latitude: number; longitude: number };
    for (const value of [geo.latitude, geo.longitude])
      expect(String(value).split(".")[1].length).toBeGreaterThanOrEqual(GEO_DECIMALS);
  });
});
