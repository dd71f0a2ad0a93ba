// The site's facts as npm run generate resolved them: checked against the schemas, with every
// default applied and the EMAILJS_* variables read. Scripts that run after a build (the security
// headers, the outbox's size limit) read them here rather than parsing site.config.yaml again.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { RouteManifest, SiteData } from "./site-data.ts";

export function generatedSite(root: string): SiteData {
  const dir = join(root, "src/generated");
  const routes = join(dir, "routes.json");
  if (!existsSync(routes))
    throw new Error(`${routes} is missing. Run npm run build (or npm run generate) first.`);
  const { defaultLanguage } = JSON.parse(readFileSync(routes, "utf8")) as RouteManifest;
  return JSON.parse(readFileSync(join(dir, `site.${defaultLanguage}.json`), "utf8")) as SiteData;
}

/** The site in every language it is built in, the source language first. */
export function generatedSites(root: string): SiteData[] {
  const source = generatedSite(root);
  const dir = join(root, "src/generated");
  return [
    source,
    ...source.languages
      .filter((l) => l.code !== source.lang)
      .map((l) => JSON.parse(readFileSync(join(dir, `site.${l.code}.json`), "utf8")) as SiteData),
  ];
}
