// What search engines and social networks read from the built site in dist/ (npm run build, which
// npm test runs first): sitemap.xml against each page's own head, JSON-LD, Open Graph, robots.txt.
import { describe, expect, it } from "vitest";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";
import { PROJECT } from "../helpers/fixture-site.ts";
import { readImageSize } from "../../src/site/load/image-size.ts";
import { openGraphLocale } from "../../src/seo/social-tags.ts";
import { MAX_SHARE_IMAGE_BYTES } from "../../src/site/check/check-images.ts";

const DIST = join(PROJECT, "dist");
const read = (file: string) => readFileSync(join(DIST, file), "utf8");
const generated = (file: string) => JSON.parse(readFileSync(join(PROJECT, "src/generated", file), "utf8"));
const SOURCE = (generated("routes.json") as { defaultLanguage: string }).defaultLanguage;
const { baseUrl: BASE, business, languages } = generated(`site.${SOURCE}.json`) as {
  baseUrl: string;
  business: { name: string; phone: string; schemaType?: string; image?: string };
  languages: { code: string; ogLocale?: string }[];
};
const BUSINESS_TYPE = business.schemaType ?? "LocalBusiness";
/** The phone as written in site.config.yaml, digits only, without a national trunk 0. */
const PHONE_DIGITS = business.phone.replace(/\D/g, "").replace(/^0+/, "");
const BUSINESS_ID = `${BASE}/#business`;

if (!existsSync(join(DIST, "sitemap.xml"))) throw new Error("dist/sitemap.xml is missing: run npm run build before these tests.");

/** Every prerendered page (not the not-found pages), by its address. */
function builtPages(dir = DIST): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return builtPages(file);
    return name === "index.html" ? [relative(DIST, file)] : [];
  });
}
const addressOf = (file: string) => "/" + file.replace(/\/?index\.html$/, "");
const pages = builtPages().map((file) => ({ path: addressOf(file), html: readFileSync(join(DIST, file), "utf8") }));

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;|&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const canonicalOf = (html: string) => unescape(/<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1] ?? "");
const isNoindex = (html: string) => html.includes('<meta name="robots" content="noindex" />');
const hreflangOf = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(([, lang, href]) => `${lang} ${unescape(href)}`).sort();
const metaOf = (html: string, key: string) => [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)].filter(([, k]) => k === key).map(([, , content]) => unescape(content));
const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)![1];

const sitemap = read("sitemap.xml");
const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
  loc: unescape(/<loc>([^<]*)<\/loc>/.exec(body)![1]),
  alternates: [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(([, lang, href]) => `${lang} ${unescape(href)}`).sort(),
}));
const pageAt = (loc: string) => pages.find((p) => BASE + p.path === loc || (p.path === "/" && loc === `${BASE}/`));

describe("sitemap.xml", () => {
  it("lists each address once, absolute, on the site's public address", () => {
    expect(entries.length).toBeGreaterThan(0);
    expect(new Set(entries.map((e) => e.loc)).size).toBe(entries.length);
    for (const { loc } of entries) expect(loc.startsWith(`${BASE}/`), loc).toBe(true);
  });

  it("lists only built pages whose canonical address is the one listed", () => {
    for (const { loc } of entries) {
      const page = pageAt(loc);
      expect(page, `${loc} is in sitemap.xml but no page was built there`).toBeDefined();
      expect(canonicalOf(page!.html), loc).toBe(loc);
      expect(isNoindex(page!.html), loc).toBe(false);
    }
  });

  it("gives each page the same hreflang alternates, x-default included, as the page's own head", () => {
    for (const { loc, alternates } of entries) {
      expect(alternates.filter((a) => a.startsWith("x-default ")), loc).toHaveLength(1);
      expect(alternates, loc).toEqual(hreflangOf(pageAt(loc)!.html));
    }
  });

  it("lists every built page search engines may index, in every language", () => {
    const listed = new Set(entries.map((e) => e.loc));
    const indexable = pages.filter((p) => !isNoindex(p.html));
    for (const page of indexable) expect(listed.has(canonicalOf(page.html)), page.path).toBe(true);
    expect(listed.size).toBe(indexable.length);
    expect(sitemap).not.toContain("404");
  });
});

describe("robots.txt", () => {
  it("lets crawlers read everything and names the sitemap", () => {
    const robots = read("robots.txt");
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).toContain(`\nSitemap: ${BASE}/sitemap.xml\n`);
  });
});

type JsonLdNode = Record<string, unknown>;
/** The JSON-LD of a page: exactly one data block, which must parse. */
function jsonLdOf(path: string, html: string): JsonLdNode[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => json);
  expect(blocks, path).toHaveLength(1);
  const data = JSON.parse(blocks[0]);
  expect(data["@context"], path).toBe("https://schema.org");
  return data["@graph"];
}
/** Every object in the data that carries the business's @id. */
const mentionsOfBusiness = (value: unknown): JsonLdNode[] =>
  Array.isArray(value) ? value.flatMap(mentionsOfBusiness)
  : value && typeof value === "object" ? [...((value as JsonLdNode)["@id"] === BUSINESS_ID ? [value as JsonLdNode] : []), ...Object.values(value).flatMap(mentionsOfBusiness)]
  : [];
const homeWord = (lang: string) => generated(`locales/${lang}/nav.json`).home as string;
const isNested = (path: string) => /^(\/[a-z]{2,3}(?:-[A-Za-z0-9]+)*)?\/(services|locations|advantages)\/[^/]+$/.test(path);

describe("JSON-LD", () => {
  it("parses on every page and defines the business once, by name, under one @id", () => {
    for (const { path, html } of pages) {
      const graph = jsonLdOf(path, html);
      const definitions = graph.filter((node) => node["@id"] === BUSINESS_ID);
      expect(definitions, path).toHaveLength(1);
      expect(definitions[0], path).toMatchObject({ "@type": BUSINESS_TYPE, name: business.name });
      expect(String(definitions[0].telephone).replace(/\D/g, ""), path).toMatch(new RegExp(`${PHONE_DIGITS}$`));
      // Everywhere else the business is only referred to, never described again.
      for (const mention of mentionsOfBusiness(graph).filter((m) => m !== definitions[0])) expect(mention, path).toEqual({ "@id": BUSINESS_ID });
    }
  });

  it("has every service and location page offer a Service provided by the business", () => {
    const offering = pages.filter((p) => /\/(services|locations)\/[^/]+$/.test(p.path));
    const { routes } = generated("routes.json") as { routes: Record<string, Record<string, string>> };
    expect(offering.length).toBe(Object.values(routes).flatMap((r) => Object.keys(r)).filter((p) => /\/(services|locations)\/[^/]+$/.test(p)).length);
    for (const { path, html } of offering) {
      const services = jsonLdOf(path, html).filter((node) => node["@type"] === "Service");
      expect(services, path).toHaveLength(1);
      expect(services[0].provider, path).toEqual({ "@id": BUSINESS_ID });
      expect(services[0].url, path).toBe(canonicalOf(html));
      // The place itself first, of the type its record gives (a city unless it says otherwise).
      if (path.includes("/locations/")) {
        const slug = path.split("/").at(-1)!;
        const record = parse(readFileSync(join(PROJECT, "content/locations", SOURCE, `${slug}.yaml`), "utf8")) as { placeType?: string };
        expect((services[0].areaServed as JsonLdNode[])[0]["@type"], path).toBe(record.placeType ?? "City");
      }
    }
  });

  it("gives nested pages breadcrumbs from the home page to the page, in the page's language", () => {
    for (const { path, html } of pages) {
      const trails = jsonLdOf(path, html).filter((node) => node["@type"] === "BreadcrumbList");
      if (!isNested(path)) {
        expect(trails, path).toEqual([]);
        continue;
      }
      expect(trails, path).toHaveLength(1);
      const items = trails[0].itemListElement as { position: number; name: string; item: string }[];
      const lang = langOf(html);
      expect(items.map((i) => i.position), path).toEqual(items.map((_, i) => i + 1));
      expect(items[0], path).toMatchObject({ name: homeWord(lang), item: BASE + (lang === SOURCE ? "/" : `/${lang}`) });
      expect(items.at(-1)!.item, path).toBe(BASE + path);
      expect(items.at(-1)!.name, path).not.toBe("");
      expect(items.at(-1)!.name, path).not.toBe(items[0].name);
    }
  });

  it("carries no ratings or reviews the business gives itself", () => {
    for (const { path, html } of pages) {
      expect(html, path).not.toContain("aggregateRating");
      expect(jsonLdOf(path, html).flatMap((node) => JSON.stringify(node).match(/"[a-zA-Z]*(rating|review)[a-zA-Z]*":/gi) ?? []), path).toEqual([]);
    }
  });
});

describe("Open Graph and Twitter", () => {
  it("shares each page with its own title, description, address and language", () => {
    for (const { path, html } of pages) {
      const one = (key: string) => {
        const found = metaOf(html, key);
        expect(found, `${path} ${key}`).toHaveLength(1);
        return found[0];
      };
      expect(one("og:title"), path).toBe(unescape(/<title>(.*?)<\/title>/.exec(html)![1]));
      expect(one("og:description"), path).toBe(metaOf(html, "description")[0]);
      expect(one("og:url"), path).toBe(canonicalOf(html));
      // A page not translated yet is in the source language inside the other language's shell: its words say which.
      const contentLang = /<main[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? langOf(html);
      expect(one("og:locale"), path).toBe(openGraphLocale(languages.find((l) => l.code === contentLang)!));
      expect(one("og:site_name"), path).toBe(business.name);
      expect(one("og:type"), path).toBe("website");
      // A large preview when the site names a share picture (business.image), the small card when it does not.
      expect(one("twitter:card"), path).toBe(business.image ? "summary_large_image" : "summary");
      expect(metaOf(html, "og:locale:alternate").length, path).toBe(hreflangOf(html).length - 2);
    }
  });

  it("offers the picture site.config.yaml names for sharing, as social networks show it: a raster file in dist, its declared size, within the validator's limit", () => {
    if (!business.image) {
      // The validator asks for none: no page claims one.
      for (const { path, html } of pages) expect(metaOf(html, "og:image"), path).toEqual([]);
      return;
    }
    const [home] = pages.filter((p) => p.path === "/");
    const image = metaOf(home.html, "og:image")[0];
    expect(image.startsWith(`${BASE}/images/`)).toBe(true);
    const file = join(DIST, image.slice(BASE.length));
    expect(readImageSize(file)).toEqual({ width: Number(metaOf(home.html, "og:image:width")[0]), height: Number(metaOf(home.html, "og:image:height")[0]) });
    expect(metaOf(home.html, "og:image:type")[0]).toMatch(/^image\/(png|jpeg)$/);
    expect(statSync(file).size).toBeLessThanOrEqual(MAX_SHARE_IMAGE_BYTES);
    for (const { path, html } of pages) expect(metaOf(html, "og:image"), path).toEqual([image]);
  });
});
