// What the fixture site says about itself, read from its own built data: engine tests assert
// these, never the real site's words.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sharedBuild } from "./fixture-site.ts";
import type { PageData, RouteManifest, SiteData } from "../../src/site/resolve/site-data.ts";
import { localizedPath } from "../../src/site/shared/localized-path.ts";

const root = sharedBuild();
const generated = <T>(file: string): T =>
  JSON.parse(readFileSync(join(root, "src/generated", file), "utf8")) as T;

export const fixture = {
  root,
  dist: join(root, "dist"),
  site: (lang = "en") => generated<SiteData>(`site.${lang}.json`),
  routes: generated<RouteManifest>("routes.json"),
  page: (lang: string, key: string) => generated<PageData>(`pages/${lang}/${key}.json`),
  words: (lang: string, ns: string) =>
    generated<Record<string, unknown>>(`locales/${lang}/${ns}.json`),
};

/** A fixture address written in the default language, in `lang`: /contact in ar is /ar/contact. */
export const inLanguage = (path: string, lang: string) =>
  localizedPath(path, lang, fixture.routes.defaultLanguage);

/** One default-language address per template: the home page, a plain page, each page with its own sections, a record of each kind, and the 404 page. */
export const TEMPLATE_PATHS = [
  "/",
  "/about",
  "/contact",
  "/purchase-inquiry",
  "/advantages",
  "/testimonials",
  "/services/washer-repair",
  "/advantages/rapid-solution",
  "/locations/kingston",
  "/no-such-page",
];
