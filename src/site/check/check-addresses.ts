// Addresses and names that must each belong to one file: slugs, place names, page paths, and the
// ids of a list's entries. A page's path must also keep clear of the languages' prefixes, the
// records' pages and the folders the build fills.
import { messages } from "./diagnostics.ts";
import { COLLECTIONS, inLanguage } from "../load/collections.ts";
import { report, type CheckContext } from "./reference-context.ts";
import { routeTable } from "../resolve/route-table.ts";
import type { Located, SiteContent } from "../load/site-content.ts";
import type { SourceFile } from "../load/source-file.ts";
import type { JsonPath } from "../load/walk.ts";

/** Folders the build and the server own at the top of the site: a page there would be served over them, or they over it. */
export const RESERVED_FOLDERS = ["assets", "images", "api", "locales"];

export function checkSlugs(
  ctx: CheckContext,
  records: Located<{ slug: string }>[],
  ending: string,
) {
  const seen = new Map<string, string>();
  // The file whose name matches its slug owns it; the other one is reported.
  const fileMatches = (r: Located<{ slug: string }>) =>
    r.source.file.endsWith(`/${r.value.slug}${ending}`);
  const ordered = [...records].sort((a, b) => Number(fileMatches(b)) - Number(fileMatches(a)));
  for (const { source, value } of ordered) {
    const fileName = source.file.split("/").pop()!;
    if (seen.has(value.slug))
      report(ctx, source, ["slug"], messages.duplicateSlug(value.slug, seen.get(value.slug)!));
    else if (fileName !== `${value.slug}${ending}`)
      report(ctx, source, ["slug"], messages.slugNotFileName(value.slug, `${value.slug}${ending}`));
    seen.set(value.slug, source.file);
  }
}

export function checkLocationNames(
  ctx: CheckContext,
  locations: Located<{ name: string; slug: string }>[],
) {
  const seen = new Map<string, string>();
  // The record whose slug is its name written as an address owns the name; the other one is reported.
  const ownsName = (r: Located<{ name: string; slug: string }>) =>
    r.value.slug ===
    r.value.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
  const ordered = [...locations].sort((a, b) => Number(ownsName(b)) - Number(ownsName(a)));
  for (const { source, value } of ordered) {
    const name = value.name.trim().toLocaleLowerCase();
    if (seen.has(name))
      report(ctx, source, ["name"], messages.duplicateLocationName(value.name, seen.get(name)!));
    else seen.set(name, source.file);
  }
}

export function checkUniqueIds(
  ctx: CheckContext,
  source: SourceFile,
  items: { id: string }[],
  base: JsonPath,
) {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) report(ctx, source, [...base, i, "id"], messages.duplicateId(item.id));
    seen.add(item.id);
  });
}

/** Each page has its own path and each of its sections its own id, and one page is the 404 page. */
export function checkPagePaths(ctx: CheckContext, content: SiteContent): void {
  const pathOwners = new Map<string, string>();
  for (const { source, value } of content.pages) {
    if (pathOwners.has(value.path))
      report(
        ctx,
        source,
        ["path"],
        messages.duplicatePath(value.path, pathOwners.get(value.path)!),
      );
    pathOwners.set(value.path, source.file);
    checkUniqueIds(ctx, source, value.sections, ["sections"]);
  }
  if (!pathOwners.has("/404"))
    ctx.out.push({
      file: inLanguage(COLLECTIONS.page.dir, content.config.value.site.defaultLanguage),
      line: 1,
      col: 1,
      path: "",
      message: messages.notFoundPageMissing(),
    });
}

/**
 * A page's address must be its own in every language: not a language's prefix (/fr is the French
 * home page, /ar/contact the Arabic contact page), not a record's page, and not a folder the build
 * or the server fills. A file of public/ in a page's way is named at the file (check-public.ts).
 */
export function checkPageAddresses(ctx: CheckContext, content: SiteContent): void {
  const codes = content.config.value.site.languages.map((l) => l.code);
  const recordRoutes = new Map(
    routeTable(content).flatMap((route) =>
      route.recordFile ? [[route.path, route.recordFile] as const] : [],
    ),
  );
  for (const { source, value } of content.pages) {
    const first = value.path.split("/")[1] ?? "";
    if (codes.includes(first))
      report(ctx, source, ["path"], messages.languagePath(value.path, first));
    else if (RESERVED_FOLDERS.includes(first))
      report(ctx, source, ["path"], messages.reservedPath(value.path, first));
    else if (recordRoutes.has(value.path))
      report(
        ctx,
        source,
        ["path"],
        messages.duplicatePath(value.path, recordRoutes.get(value.path)!),
      );
  }
}

/**
 * An address a page had before (formerPaths) leads to it from then on: it is no other page's
 * address now, nor another page's former one, nor in a language's folder or one the site keeps.
 */
export function checkFormerPaths(ctx: CheckContext, content: SiteContent): void {
  const codes = content.config.value.site.languages.map((l) => l.code);
  const routes = new Map(routeTable(content).map((route) => [route.path, route]));
  const ownerOf = (path: string) => {
    const route = routes.get(path);
    return route?.recordFile ?? content.pages.find(({ value }) => value.path === path)?.source.file;
  };
  const claimed = new Map<string, string>();
  for (const { source, value } of content.pages) {
    (value.formerPaths ?? []).forEach((former, i) => {
      const at = ["formerPaths", i];
      const first = former.split("/")[1] ?? "";
      const owner = ownerOf(former);
      if (former === value.path)
        report(
          ctx,
          source,
          at,
          `${former} is this page's own address. Remove it from formerPaths.`,
        );
      else if (owner)
        report(
          ctx,
          source,
          at,
          `${former} is the address of ${owner} now, so it cannot lead here too. Remove it from formerPaths, or give that page another path.`,
        );
      else if (claimed.has(former))
        report(
          ctx,
          source,
          at,
          `${former} is already a former address of ${claimed.get(former)}, so it cannot lead here too. Keep it in one file.`,
        );
      else if (codes.includes(first))
        report(
          ctx,
          source,
          at,
          `${former} starts with /${first}, a language's folder. Write the address as the source language has it (without /${first}): it leads here in every language.`,
        );
      else if (RESERVED_FOLDERS.includes(first))
        report(
          ctx,
          source,
          at,
          `${former} is inside /${first}/, which the site keeps for its own files, so no page was ever there. Remove it from formerPaths.`,
        );
      claimed.set(former, source.file);
    });
  }
}
