// What the fixture site says about itself, read from its own built data: engine tests assert
// these, never the real site's words.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sharedBuild } from "./fixture-site.ts";
import type { PageData, RouteManifest, SiteData } from "../../src/site/site-data.ts";

const root = sharedBuild();
const generated = <T>(file: string): T => JSON.parse(readFileSync(join(root, "src/generated", file), "utf8")) as T;

export const fixture = {
  root,
  dist: join(root, "dist"),
  site: (lang = "en") => generated<SiteData>(`site.${lang}.json`),
  routes: generated<RouteManifest>("routes.json"),
  page: (lang: string, key: string) => generated<PageData>(`pages/${lang}/${key}.json`),
  words: (lang: string, ns: string) => generated<Record<string, unknown>>(`locales/${lang}/${ns}.json`),
};
