// How npm run leads shows leads: the table of many with its columns, one lead in full, and the
// leads as JSON for other programs.
import { existsSync } from "node:fs";
import { dirname } from "node:path";
import { printable } from "../src/site/check/terminal-text.ts";
import type { FormDefinition, Forms } from "../src/generated/schema-types.ts";
import { INBOX, shortId, shownDir, type StoredEntry } from "./outbox-files.ts";
import { field, kindOf } from "./leads-fields.ts";
import { fit, localMinute, textWidth, wholeText } from "./leads-text.ts";

interface Column {
  title: string;
  /** The widest the column gets; narrower when its values are. */
  max: number;
  value: (entry: StoredEntry) => string;
}

const FIRST_COLUMNS: Column[] = [
  { title: "time", max: 16, value: (e) => localMinute(e.receivedAt) },
  { title: "kind", max: 16, value: kindOf },
];
const LAST_COLUMNS: Column[] = [
  { title: "photo", max: 5, value: (e) => (e.photoPath ? "yes" : "no") },
  { title: "id", max: 60, value: (e) => shortId(e.id) },
];

/**
 * A column of each lead's first field of a kind, from its form's definition, headed by that
 * field's name: the first text field says who (a name), the first tel field how to call them, the
 * first select what it is about (the appliance, on a repair business's forms). None when no listed
 * lead's form has such a field.
 */
function fieldColumn(
  entries: StoredEntry[],
  forms: Forms,
  kind: FormDefinition["fields"][number]["kind"],
  max: number,
): Column[] {
  const definitions = forms as Record<string, FormDefinition | undefined>;
  const fieldOf = (entry: StoredEntry) =>
    definitions[entry.form]?.fields.find((f) => f.kind === kind);
  const names = [...new Set(entries.flatMap((entry) => fieldOf(entry)?.name ?? []))];
  if (!names.length) return [];
  return [
    {
      title: names.join("/"),
      max,
      value: (entry) => {
        const chosen = fieldOf(entry);
        return chosen ? field(entry, chosen.name) : "";
      },
    },
  ];
}
const STATUS: Column = {
  title: "status",
  max: 7,
  value: (e) => (e.folder === INBOX ? "new" : e.folder),
};

/**
 * The leads as a table, one line each under a header line: with columns of who, their phone and
 * what each is about when `forms` (the site's form definitions) say them, and with `showStatus` a
 * last column saying new or handled.
 */
export function leadsTable(
  entries: StoredEntry[],
  { showStatus = false, forms = {} as Forms } = {},
): string[] {
  const columns = [
    ...FIRST_COLUMNS,
    ...fieldColumn(entries, forms, "text", 24),
    ...fieldColumn(entries, forms, "tel", 16),
    ...fieldColumn(entries, forms, "select", 16),
    ...LAST_COLUMNS,
    ...(showStatus ? [STATUS] : []),
  ];
  const cells = entries.map((entry) => columns.map((column) => column.value(entry)));
  const widths = columns.map((column, i) =>
    Math.min(
      column.max,
      Math.max(textWidth(column.title), ...cells.map((row) => textWidth(row[i]))),
    ),
  );
  const line = (row: string[]) =>
    row
      .map((cell, i) => fit(cell, widths[i]))
      .join("  ")
      .trimEnd();
  return [line(columns.map((column) => column.title)), ...cells.map(line)];
}

/** The leads as JSON for other programs; characters a terminal would act on are escaped, as JSON allows. */
export function leadsJson(entries: StoredEntry[]): string {
  const leads = entries.map((e) => ({
    id: e.id,
    receivedAt: e.lead.receivedAt,
    form: e.form,
    language: e.lead.params.language ?? null,
    page: e.lead.params.page ?? null,
    photoPath: e.photoPath ?? null,
    params: e.lead.params,
  }));
  return JSON.stringify(leads, null, 2).replace(
    /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** Every field of one lead, one per line, labels aligned. */
export function leadDetails(entry: StoredEntry, cwd: string): string[] {
  const { form: _, language, page, ...params } = entry.lead.params;
  const rows: [string, string[]][] = [
    ["received", [`${localMinute(entry.receivedAt)} (${printable(entry.lead.receivedAt)})`]],
    ["kind", [kindOf(entry)]],
    ["status", [entry.folder === INBOX ? "new" : entry.folder]],
    ["language", [language ? printable(language) : "unknown"]],
    ["page", [page ? printable(page) : "unknown"]],
    ...Object.entries(params).map(([name, value]): [string, string[]] => [
      printable(name),
      wholeText(value),
    ]),
    [
      "photo",
      [
        entry.photoPath
          ? entry.photoPath + (existsSync(entry.photoPath) ? "" : " (not found)")
          : "no photo",
      ],
    ],
    ["file", [entry.file]],
  ];
  const width = Math.max(...rows.map(([label]) => textWidth(label)));
  const title = `Lead ${shortId(entry.id)} in ${shownDir(dirname(entry.file), cwd)}`;
  return [
    title,
    ...rows.flatMap(([label, lines]) =>
      lines.map((line, i) => `  ${fit(i ? "" : label, width)}  ${line}`.trimEnd()),
    ),
  ];
}
