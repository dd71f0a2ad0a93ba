// The pages npm run audit measures: those named with --pages, or the fewest that show every
// section type the site uses, in each language audited, all checked to be in the build first.
import { existsSync, readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { localizedPath } from "../src/site/shared/localized-path.ts";
import type { PageData } from "../src/site/resolve/site-data.ts";
import { AuditError, type AuditOptions } from "./audit-options.ts";

const GENERATED_DIR = "src/generated";
const ROUTES_FILE = `${GENERATED_DIR}/routes.json`;

export interface RouteList {
  defaultLanguage: string;
  routes: Record<string, Record<string, string>>;
}

/** The default dist/ is built when missing; a folder named with --dist is taken as it is. */
export function ensureBuilt(distDir: string, isDefault: boolean): void {
  if (existsSync(join(distDir, "index.html"))) return;
  if (!isDefault)
    throw new AuditError(
      `${distDir} holds no index.html. Build the site into it first, or leave out --dist to audit dist/.`,
    );
  console.log("dist/index.html is missing, so the site is built first (npm run build).");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0)
    throw new AuditError(
      "The build failed (see above), so there is nothing to audit. Fix the build, then run npm run audit again.",
    );
}

export function readRoutes(): RouteList {
  if (!existsSync(ROUTES_FILE))
    throw new AuditError(
      `${ROUTES_FILE} is missing. Run npm run build (or npm run generate), then npm run audit again.`,
    );
  return JSON.parse(readFileSync(ROUTES_FILE, "utf8")) as RouteList;
}

type BuiltPage = Pick<PageData, "path" | "sections" | "record">;

/** A built page's data, as npm run generate wrote it. */
const builtPage = (lang: string, key: string): BuiltPage =>
  JSON.parse(readFileSync(join(GENERATED_DIR, "pages", lang, `${key}.json`), "utf8"));

/**
 * The fewest pages, in the order a visitor meets them, that show every section type the site
 * uses: the home page, the first page of each kind of record (a service, a location, ...), then
 * every other page that draws something none of those drew (a form, a list of reviews...).
 */
export function representativePages(pages: BuiltPage[]): string[] {
  const ordered = [
    ...pages.filter((p) => p.path === "/"),
    ...pages.filter((p) => p.record),
    ...pages.filter((p) => p.path !== "/" && !p.record),
  ];
  const shownTypes = new Set<string>();
  const shownKinds = new Set<string>();
  const chosen: string[] = [];
  for (const page of ordered) {
    const isNewKind = page.record !== undefined && !shownKinds.has(page.record.kind);
    const drawsSomethingNew = page.sections.some((section) => !shownTypes.has(section.type));
    if (page.path !== "/" && !isNewKind && !drawsSomethingNew) continue;
    chosen.push(page.path);
    page.sections.forEach((section) => shownTypes.add(section.type));
    if (page.record) shownKinds.add(page.record.kind);
  }
  return chosen;
}

/** The right-to-left languages the site lists, in its order, the source language apart. */
export function rightToLeftLanguages(defaultLanguage: string): string[] {
  const { languages } = JSON.parse(
    readFileSync(join(GENERATED_DIR, `site.${defaultLanguage}.json`), "utf8"),
  ) as { languages: { code: string; dir: string }[] };
  return languages.filter((l) => l.dir === "rtl" && l.code !== defaultLanguage).map((l) => l.code);
}

/** The source language, and the first right-to-left language the site lists when there is one. */
function defaultLanguages(defaultLanguage: string): string[] {
  return [defaultLanguage, ...rightToLeftLanguages(defaultLanguage).slice(0, 1)];
}

export interface PageToAudit {
  lang: string;
  sourcePath: string;
  path: string;
}

export function pagesToAudit(
  routeList: RouteList,
  distDir: string,
  options: Pick<AuditOptions, "pages" | "languages">,
): PageToAudit[] {
  const known = Object.keys(routeList.routes);
  const languages = options.languages ?? defaultLanguages(routeList.defaultLanguage);
  const unknown = languages.filter((lang) => !known.includes(lang));
  if (unknown.length)
    throw new AuditError(
      `Unknown language ${unknown.join(", ")} in --lang. The site's languages are: ${known.join(", ")}.`,
    );
  const sourcePaths = Object.keys(routeList.routes[routeList.defaultLanguage] ?? {});
  const sourceRoutes = routeList.routes[routeList.defaultLanguage] ?? {};
  const chosen =
    options.pages?.map((path) => (path.startsWith("/") ? path : `/${path}`)) ??
    representativePages(
      Object.values(sourceRoutes).map((key) => builtPage(routeList.defaultLanguage, key)),
    );
  const pages = languages.flatMap((lang) =>
    chosen.map((sourcePath) => ({
      lang,
      sourcePath,
      path: localizedPath(sourcePath, lang, routeList.defaultLanguage),
    })),
  );
  const missing = pages
    .filter(({ path }) => !existsSync(join(distDir, path, "index.html")))
    .map(({ path }) => path);
  if (missing.length)
    throw new AuditError(
      `No built page at ${missing.join(", ")} in ${distDir}. Name pages by their address in the source language (such as /about); the site has: ${sourcePaths.join(", ")}.`,
    );
  return pages;
}
