// Every address of the site in one language, derived from the page files and the records.
import type { Section } from "../generated/schema-types.ts";
import type { SiteContent } from "./site-content.ts";

export type RecordRef = { kind: "location" | "service" | "advantage"; slug: string };

export interface RouteEntry {
  path: string;
  /** File-system friendly name of the page's data: services__boiler-repair */
  key: string;
  sections: Section[];
  record?: RecordRef;
  isNotFound: boolean;
}

export const NOT_FOUND_PATH = "/404";
export const pageKey = (path: string) => (path === "/" ? "index" : path.slice(1).replace(/\//g, "__"));

/** A template's sections for one record: one marked forKind only where the record is of that kind (a sales service). */
export const sectionsForRecord = (sections: Section[], recordKind?: string) =>
  sections.filter((section) => !("forKind" in section) || section.forKind === undefined || section.forKind === recordKind);

export function routeTable(content: SiteContent): RouteEntry[] {
  // The validator makes sure a kind with records has its template.
  const templates = content.config.value.templates ?? {};
  const fromRecords = (kind: RecordRef["kind"], prefix: string, records: { slug: string; kind?: string }[], sections: Section[]) =>
    records.map(({ slug, kind: recordKind }) => ({
      path: `${prefix}/${slug}`,
      key: pageKey(`${prefix}/${slug}`),
      sections: sectionsForRecord(sections, recordKind),
      record: { kind, slug },
      isNotFound: false,
    }));
  return [
    ...content.pages.map(({ value }) => ({
      path: value.path,
      key: value.path === NOT_FOUND_PATH ? "not-found" : pageKey(value.path),
      sections: value.sections,
      isNotFound: value.path === NOT_FOUND_PATH,
    })),
    ...fromRecords(
      "service",
      "/services",
      content.services.map((s) => s.value),
      templates.service?.sections ?? [],
    ),
    ...fromRecords(
      "advantage",
      "/advantages",
      content.advantages.map((a) => a.value),
      templates.advantage?.sections ?? [],
    ),
    ...fromRecords(
      "location",
      "/locations",
      content.locations.map((l) => l.value),
      templates.location?.sections ?? [],
    ),
  ];
}
