// Every address of the site as written in the default language, derived from the page files and the records.
import type { Section } from "../../generated/schema-types.ts";
import type { SiteContent } from "../load/site-content.ts";
import type { ListPage, PageRecord } from "./site-data.ts";
import { DEFAULT_PER_PAGE, indexPageCount, listPagePath } from "./location-lists.ts";

export interface RouteEntry {
  path: string;
  /** File-system friendly name of the page's data: services__boiler-repair */
  key: string;
  sections: Section[];
  /** The page file's or the template's title and description, facts not yet filled in. */
  title: string;
  description: string;
  /** The record a template page shows, and the file it was read from. */
  record?: PageRecord;
  recordFile?: string;
  isNotFound: boolean;
  /** One of the numbered pages of the page that lists every place. */
  listPage?: ListPage;
  /** Addresses the page had before, which lead to it now. */
  formerPaths?: string[];
}

export const NOT_FOUND_PATH = "/404";
export const pageKey = (path: string) =>
  path === "/" ? "index" : path.slice(1).replace(/\//g, "__");

/** A template's sections for one record: one marked forKind only where the record is of that kind (a sales service). */
export const sectionsForRecord = (sections: Section[], recordKind?: string) =>
  sections.filter(
    (section) =>
      !("forKind" in section) || section.forKind === undefined || section.forKind === recordKind,
  );

export function routeTable(content: SiteContent): RouteEntry[] {
  // The validator makes sure a kind with records has its template.
  const templates = content.config.value.templates ?? {};
  const fromRecords = <K extends PageRecord["kind"]>(
    kind: K,
    prefix: string,
    records: { source: { file: string }; value: { slug: string; kind?: string } }[],
  ): RouteEntry[] =>
    records.map(({ source, value }) => {
      const template = templates[kind] ?? { title: "", description: "", sections: [] };
      return {
        path: `${prefix}/${value.slug}`,
        key: pageKey(`${prefix}/${value.slug}`),
        sections: sectionsForRecord(template.sections, value.kind),
        title: template.title,
        description: template.description,
        record: { kind, [kind]: value } as unknown as PageRecord,
        recordFile: source.file,
        isNotFound: false,
      };
    });
  return [
    ...content.pages.flatMap(({ value }) => {
      const page = {
        path: value.path,
        key: value.path === NOT_FOUND_PATH ? "not-found" : pageKey(value.path),
        sections: value.sections,
        title: value.title,
        description: value.description,
        isNotFound: value.path === NOT_FOUND_PATH,
        ...(value.formerPaths ? { formerPaths: value.formerPaths } : {}),
      };
      // The page that lists every place takes as many numbered pages as its list needs.
      const index = value.sections.find(
        (section): section is Extract<Section, { type: "location-index" }> =>
          section.type === "location-index",
      );
      if (!index) return [page];
      const count = indexPageCount(content.locations.length, index.perPage ?? DEFAULT_PER_PAGE);
      // Its old addresses lead to its first page.
      const { formerPaths: _moved, ...later } = page;
      return Array.from({ length: count }, (_, i) => {
        const path = listPagePath(value.path, i + 1);
        return {
          ...(i === 0 ? page : later),
          path,
          key: pageKey(path),
          listPage: { number: i + 1, count, firstPath: value.path },
        };
      });
    }),
    ...fromRecords("service", "/services", content.services),
    ...fromRecords("advantage", "/advantages", content.advantages),
    ...fromRecords("location", "/locations", content.locations),
  ];
}
