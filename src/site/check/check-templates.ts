// The templates the records' pages are drawn from: each kind of record with files has one, each
// record has the fields its template refers to, and a section's forKind names a kind some record has.
import type { Section } from "../../generated/schema-types.ts";
import { messages } from "./diagnostics.ts";
import { isNameForm } from "../load/name-forms.ts";
import { inLanguage, TEMPLATE_COLLECTIONS } from "../load/collections.ts";
import { TOKEN } from "../resolve/interpolate.ts";
import { report, type CheckContext } from "./reference-context.ts";
import type { SchemaSet, TemplateKind } from "../load/schema-set.ts";
import type { Located, SiteContent } from "../load/site-content.ts";
import type { SourceFile } from "../load/source-file.ts";
import { walkStrings, type JsonPath } from "../load/walk.ts";

type RecordKind = TemplateKind;
const RECORD_DIRS = Object.fromEntries(
  TEMPLATE_COLLECTIONS.map(([kind, collection]) => [kind, collection.dir]),
) as Record<RecordKind, string>;

/** The records of each kind that has a template, read as plain fields. */
export type RecordsByKind = Record<RecordKind, Located<Record<string, unknown>>[]>;

export function recordsByKind(content: SiteContent): RecordsByKind {
  return {
    location: content.locations as unknown as Located<Record<string, unknown>>[],
    service: content.services as unknown as Located<Record<string, unknown>>[],
    advantage: content.advantages as unknown as Located<Record<string, unknown>>[],
  };
}

/** forKind: only works in a template, and must name a kind that one of its records has. */
export function checkForKind(
  ctx: CheckContext,
  records: RecordsByKind,
  source: SourceFile,
  path: JsonPath,
  section: Section,
) {
  if (!("forKind" in section) || section.forKind === undefined) return;
  const template = path[0] === "templates" ? (String(path[1]) as RecordKind) : undefined;
  if (!template)
    return report(ctx, source, [...path, "forKind"], messages.forKindOutsideTemplate());
  const kinds = [
    ...new Set(
      (records[template] ?? [])
        .map((r) => r.value.kind)
        .filter((k): k is string => typeof k === "string"),
    ),
  ];
  if (!kinds.includes(section.forKind))
    report(
      ctx,
      source,
      [...path, "forKind"],
      messages.unknownForKind(section.forKind, template, kinds),
    );
}

/** The fields of its record that a template refers to as {record.field}. */
function recordFieldsUsed(template: unknown): Set<string> {
  const used = new Set<string>();
  walkStrings(template, (text) => {
    for (const [, token] of text.matchAll(TOKEN))
      if (token.startsWith("record.")) used.add(token.slice(7));
  });
  return used;
}

/** Each kind of record with files has its template, and each record the fields its template uses. */
export function checkRecordTemplates(
  ctx: CheckContext,
  content: SiteContent,
  records: RecordsByKind,
  recordFields: SchemaSet["recordFields"],
) {
  const config = content.config.value;
  for (const kind of Object.keys(RECORD_DIRS) as RecordKind[]) {
    const template = config.templates?.[kind];
    if (!records[kind].length) continue;
    if (!template) {
      report(
        ctx,
        content.config.source,
        config.templates ? ["templates"] : [],
        messages.templateMissing(kind, inLanguage(RECORD_DIRS[kind], config.site.defaultLanguage)),
        Boolean(config.templates),
      );
      continue;
    }
    const used = recordFieldsUsed(template);
    for (const { source, value } of records[kind]) {
      // A name form (nameIn, nameOf) falls back to the name, so a record may leave it out.
      for (const field of used)
        if (
          typeof value[field] !== "string" &&
          recordFields[kind].includes(field) &&
          !isNameForm(field)
        )
          report(ctx, source, [], messages.recordFieldMissing(field, kind));
    }
  }
}
