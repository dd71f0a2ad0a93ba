// npm run leads: the leads npm start kept in its outbox folder, for the owner to read in a
// terminal: a table of the newest, one lead in full, marking one handled (moved to handled/,
// never deleted) and counts. Reviews sent through the site are not leads: npm run reviews has them.
import stringWidth from "string-width";
import { parseArgs } from "node:util";
import { existsSync } from "node:fs";
import { dirname, isAbsolute, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { limitsFromEnvironment, outboxFullness } from "../src/server/outbox/limits.ts";
import { printable, terminalSafe } from "../src/site/terminal-text.ts";
import { generatedSite } from "../src/site/generated-site.ts";
import type { FormDefinition, Forms } from "../src/generated/schema-types.ts";
import {
  findStored,
  INBOX,
  listStored,
  moveStored,
  outboxDir,
  shortId,
  shownDir,
  type StoredEntry,
} from "./outbox-files.ts";
import { UsageError, defaultIo, runCommand, type Io } from "./cli.ts";

const HANDLED = "handled";
const DEFAULT_COUNT = 20;

const USAGE = `Usage:
  npm run leads                         the ${DEFAULT_COUNT} newest leads in the outbox folder
  npm run leads -- --all                every lead
  npm run leads -- --since 2d           the leads of the last 2 days (also 30m, 12h, 1w)
  npm run leads -- --handled            handled ones too, marked
  npm run leads -- --json               the leads as JSON, for other programs
  npm run leads -- --open a1b2c3        every field of one lead, and where its photo is
  npm run leads -- done a1b2c3          mark a lead handled: it is moved to handled/
  npm run leads -- stats [--since 30d]  leads per day, form, page and language
The outbox folder is outbox/, or the one OUTBOX_DIR names. Reviews are not listed here: npm run reviews has them.`;

// ---------------------------------------------------------------------------------------------
// Pure pieces

const UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 };

/** --since's value (30m, 12h, 2d, 1w) in milliseconds. */
export function parseSince(value: string): number {
  const match = /^\s*(\d+)\s*([mhdw])\s*$/i.exec(value);
  if (!match || Number(match[1]) === 0)
    throw new UsageError(
      `--since takes a number and a unit, such as 30m, 12h, 2d or 1w (minutes, hours, days, weeks), not "${value}".`,
    );
  return Number(match[1]) * UNITS[match[2].toLowerCase()];
}

/** Whether an entry is a lead: reviews come through the same outbox but are not. */
export const isLead = (entry: StoredEntry) => entry.form !== "review";

const pad2 = (n: number) => String(n).padStart(2, "0");
/** A day in local time: YYYY-MM-DD. */
export const localDay = (date: Date) =>
  `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
/** A moment in local time, to the minute: YYYY-MM-DD HH:MM. */
export const localMinute = (date: Date) =>
  `${localDay(date)} ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;

/** How many columns a terminal gives the text: 2 for a Chinese character or an emoji, 0 for a combining mark. */
export const textWidth = (text: string) => stringWidth(text);

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Text cut to `width` terminal columns (ending with … when cut) and padded to it. */
export function fit(text: string, width: number): string {
  const shown = stringWidth(text);
  if (shown <= width) return text + " ".repeat(width - shown);
  let cut = "";
  for (const { segment } of graphemes.segment(text)) {
    if (stringWidth(cut + segment) > width - 1) break;
    cut += segment;
  }
  return cut + "…" + " ".repeat(Math.max(0, width - 1 - stringWidth(cut)));
}

/** A form's name in words: serviceRequest is "Service request". */
const formInWords = (form: string) => {
  const words = form.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`).trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** What kind of lead: its form's name in words, else the inquiry type it was sent with. */
export function kindOf(entry: StoredEntry): string {
  if (/^[a-z][a-zA-Z0-9]*$/.test(entry.form)) return formInWords(entry.form);
  const inquiryType = entry.lead.params.inquiryType;
  return inquiryType ? printable(inquiryType) : printable(entry.form);
}

/** A visitor's field, safe to print: "" when missing. */
const field = (entry: StoredEntry, name: string) =>
  entry.lead.params[name] == null ? "" : printable(entry.lead.params[name]);

interface Column {
  title: string;
  /** The widest the column gets; narrower when its values are. */
  max: number;
  value: (entry: StoredEntry) => string;
}

const FIRST_COLUMNS: Column[] = [
  { title: "time", max: 16, value: (e) => localMinute(e.receivedAt) },
  { title: "kind", max: 16, value: kindOf },
  { title: "name", max: 24, value: (e) => field(e, "name") },
  { title: "phone", max: 16, value: (e) => field(e, "phone") },
];
const LAST_COLUMNS: Column[] = [
  { title: "photo", max: 5, value: (e) => (e.photoPath ? "yes" : "no") },
  { title: "id", max: 60, value: (e) => shortId(e.id) },
];

/** The site's forms as the last build wrote them (src/generated/), or none where there is no build, as for a copied outbox. */
export function builtForms(root: string): Forms {
  try {
    return generatedSite(root).forms;
  } catch {
    return {};
  }
}

/**
 * What each lead is about, from its form's definition: the value of the form's first list field
 * (the appliance, on a repair business's forms), headed by that field's name. None when no listed
 * lead's form has a list.
 */
function subjectColumn(entries: StoredEntry[], forms: Forms): Column | undefined {
  const definitions = forms as Record<string, FormDefinition | undefined>;
  const listOf = (entry: StoredEntry) =>
    definitions[entry.form]?.fields.find((f) => f.kind === "select");
  const names = [...new Set(entries.flatMap((entry) => listOf(entry)?.name ?? []))];
  if (!names.length) return undefined;
  return {
    title: names.join("/"),
    max: 16,
    value: (entry) => {
      const list = listOf(entry);
      return list ? field(entry, list.name) : "";
    },
  };
}
const STATUS: Column = {
  title: "status",
  max: 7,
  value: (e) => (e.folder === INBOX ? "new" : e.folder),
};

/**
 * The leads as a table, one line each under a header line: with the column of what each is about
 * when `forms` (the site's form definitions) say it, and with `showStatus` a last column saying
 * new or handled.
 */
export function leadsTable(
  entries: StoredEntry[],
  { showStatus = false, forms = {} as Forms } = {},
): string[] {
  const subject = subjectColumn(entries, forms);
  const columns = [
    ...FIRST_COLUMNS,
    ...(subject ? [subject] : []),
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

export interface LeadStats {
  total: number;
  /** [local day, count], newest day first. */
  perDay: [string, number][];
  /** [kind, count] and so on: most first. */
  perForm: [string, number][];
  perPage: [string, number][];
  perLanguage: [string, number][];
}

/** How many of each key, most first (then by name). */
function tally(keys: string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** Counts of leads per day, form, page and language. Older leads without a page or language count as "unknown". */
export function leadStats(entries: StoredEntry[]): LeadStats {
  const leads = entries.filter(isLead);
  const perDay = tally(leads.map((e) => localDay(e.receivedAt))).sort((a, b) =>
    b[0].localeCompare(a[0]),
  );
  return {
    total: leads.length,
    perDay,
    perForm: tally(leads.map(kindOf)),
    perPage: tally(leads.map((e) => fit(field(e, "page") || "unknown", 60).trimEnd())),
    perLanguage: tally(leads.map((e) => fit(field(e, "language") || "unknown", 20).trimEnd())),
  };
}

/** The stats as aligned text: a heading per count, its rows indented under it. */
export function statsText(stats: LeadStats): string[] {
  const groups: [string, [string, number][]][] = [
    ["Per day", stats.perDay],
    ["Per form", stats.perForm],
    ["Per page", stats.perPage],
    ["Per language", stats.perLanguage],
  ];
  const width = Math.max(0, ...groups.flatMap(([, rows]) => rows.map(([key]) => textWidth(key))));
  const digits = String(stats.total).length;
  return groups.flatMap(([title, rows], i) => [
    ...(i ? [""] : []),
    title,
    ...rows.map(([key, count]) => `  ${fit(key, width)}  ${String(count).padStart(digits)}`),
  ]);
}

/**
 * A visitor's text in full, safe for the terminal: printable()'s escapes without its cut, and
 * each line of a message on a line of its own (indented by the caller), so it reads as written.
 */
export function wholeText(value: unknown): string[] {
  return String(value)
    .split(/\r\n|\r|\n/)
    .map(terminalSafe);
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

// ---------------------------------------------------------------------------------------------
// The commands

/** A path to show, and to paste into a shell: relative when under cwd, quoted when it needs it. */
function shellPath(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  const shown = rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel : path;
  return /^[\w./-]+$/.test(shown) ? shown : `'${shown.replace(/'/g, `'\\''`)}'`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** How leads get into the folder, for when there are none. */
function whereLeadsComeFrom(shown: string): string {
  return `npm start keeps each lead a visitor sends as a file in ${shown} (OUTBOX_DIR names another folder). A site built with EmailJS keys (delivery: in site.config.yaml) sends leads by e-mail instead, and none are kept here.`;
}

function warnUnreadable(unreadable: string[], io: Io): void {
  for (const message of unreadable) io.err(message);
}

interface ListOptions {
  all: boolean;
  since?: string;
  json: boolean;
  handled: boolean;
}

/** The earliest time --since lets in, or undefined without it. */
const sinceCutoff = (since: string | undefined, now: Date) =>
  since === undefined ? undefined : new Date(now.getTime() - parseSince(since));

/** " from the last 2d", or "" without --since. */
const sinceWords = (since: string | undefined) =>
  since === undefined ? "" : ` from the last ${since.trim()}`;

/** What to say when there is no lead to show: why, and how leads get there. */
function nothingToShow(
  dir: string,
  all: StoredEntry[],
  leads: StoredEntry[],
  since: string | undefined,
  cwd: string,
): string {
  const shown = shownDir(dir, cwd);
  if (!existsSync(dir))
    return `No leads yet: there is no folder ${shown}. ${whereLeadsComeFrom(shown)}`;
  const handled = leads.filter((e) => e.folder !== INBOX).length;
  const aside = handled
    ? ` ${plural(handled, "handled lead")} ${handled === 1 ? "is" : "are"} in ${shown}${HANDLED}/ (--handled shows them).`
    : "";
  return `No new leads${sinceWords(since)} in ${shown}.${aside}${all.length ? "" : ` ${whereLeadsComeFrom(shown)}`}`;
}

/** The line under the table: how many, and the commands to go on with. */
function footer(
  dir: string,
  leads: StoredEntry[],
  picked: StoredEntry[],
  options: ListOptions,
  cwd: string,
): string {
  const shown = shownDir(dir, cwd);
  const fresh = leads.filter((e) => e.folder === INBOX);
  const photos = fresh.filter((e) => e.photoPath).length;
  const handled = options.handled
    ? `, ${plural(leads.length - fresh.length, "handled lead")}${sinceWords(options.since)} in ${shown}${HANDLED}/`
    : "";
  const open = ` See one: npm run leads -- --open ${shortId((fresh[0] ?? picked[0]).id)}.`;
  const done = fresh.length
    ? ` Mark one handled: npm run leads -- done ${shortId(fresh[0].id)}.`
    : "";
  const withPhoto = photos ? `${photos} with a photo` : "none with a photo";
  return `${plural(fresh.length, "new lead")}${sinceWords(options.since)} in ${shown} (${withPhoto})${handled}.${open}${done}`;
}

/**
 * How full the outbox is: the leads not yet handled against the limit npm start refuses new ones
 * at (OUTBOX_MAX_MB), with what to do when it is nearly reached.
 */
export function fullnessLine(dir: string, env: NodeJS.ProcessEnv = process.env): string {
  const { bytes, totalBytes, share } = outboxFullness(dir, limitsFromEnvironment(env).totalBytes);
  const mb = (n: number) =>
    n < 1048576
      ? `${Math.ceil(n / 1024)} kB`
      : `${n < 10 * 1048576 ? (n / 1048576).toFixed(1) : Math.round(n / 1048576)} MB`;
  const percent = share > 0 && share < 0.01 ? "under 1%" : `${Math.round(share * 100)}%`;
  const line = `The outbox is ${percent} full: ${mb(bytes)} of leads not yet handled, of the ${mb(totalBytes)} it may hold (OUTBOX_MAX_MB).`;
  return share >= 0.8
    ? `${line} Mark leads handled (npm run leads -- done ID) or raise OUTBOX_MAX_MB: when it is full, new leads are refused and visitors are shown the phone number.`
    : line;
}

/** The table (or JSON) of the newest leads, and a line saying what to do next. */
function listLeads(dir: string, options: ListOptions, io: Io): number {
  const cutoff = sinceCutoff(options.since, io.now);
  const { entries, unreadable } = listStored(dir, { folders: [HANDLED] });
  warnUnreadable(unreadable, io);
  const leads = entries.filter(isLead).filter((e) => !cutoff || e.receivedAt >= cutoff);
  const selected = leads.filter((e) => options.handled || e.folder === INBOX);
  // --since asks for a window of time: all of it is shown, as with --all.
  const picked = options.all || cutoff ? selected : selected.slice(0, DEFAULT_COUNT);
  if (options.json) {
    io.out(leadsJson(picked));
    return 0;
  }
  if (!picked.length) {
    io.out(nothingToShow(dir, entries, leads, options.since, io.cwd));
    return 0;
  }
  for (const line of leadsTable(picked, { showStatus: options.handled, forms: builtForms(io.cwd) }))
    io.out(line);
  io.out("");
  if (picked.length < selected.length)
    io.out(`Showing the ${picked.length} newest of ${selected.length}; --all shows every one.`);
  io.out(footer(dir, leads, picked, options, io.cwd));
  io.out(fullnessLine(dir));
  return 0;
}

/** Every field of one lead. Handled ones are found too. */
function openLead(dir: string, id: string, io: Io): number {
  const entry = findStored(dir, id, { folders: [HANDLED], accept: isLead, cwd: io.cwd });
  for (const line of leadDetails(entry, io.cwd)) io.out(line);
  return 0;
}

/** Moves a lead (photo first, then its JSON) into handled/, and says how to undo it. */
function markDone(dir: string, id: string, io: Io): number {
  const entry = findStored(dir, id, { folders: [HANDLED], accept: isLead, cwd: io.cwd });
  if (entry.folder !== INBOX)
    throw new Error(
      `Lead ${shortId(entry.id)} is in ${shownDir(dirname(entry.file), io.cwd)} already: ${entry.file}`,
    );
  const moved = moveStored(entry, dir, HANDLED);
  const name = entry.lead.params.name ? ` (${printable(entry.lead.params.name)})` : "";
  io.out(
    `Lead ${shortId(entry.id)}${name} is marked handled: moved to ${shellPath(moved.file, io.cwd)}${moved.photoPath ? `, with its photo` : ""}. Nothing was deleted.`,
  );
  const files = [moved.photoPath, moved.file]
    .filter((f): f is string => Boolean(f))
    .map((f) => shellPath(f, io.cwd));
  io.out(
    `To undo, move ${files.length > 1 ? "both files" : "it"} back into ${shownDir(dir, io.cwd)}:  mv ${files.join(" ")} ${shellPath(dir, io.cwd)}/`,
  );
  return 0;
}

/** Counts of leads, handled ones included. */
function showStats(dir: string, since: string | undefined, io: Io): number {
  const cutoff = sinceCutoff(since, io.now);
  const { entries, unreadable } = listStored(dir, { folders: [HANDLED] });
  warnUnreadable(unreadable, io);
  const stats = leadStats(entries.filter((e) => !cutoff || e.receivedAt >= cutoff));
  const shown = shownDir(dir, io.cwd);
  const from = cutoff ? ` since ${localMinute(cutoff)}` : "";
  io.out(
    `${plural(stats.total, "lead")} in ${shown}${from} (handled ones included, reviews left out).`,
  );
  if (!stats.total) {
    if (!entries.length) io.out(whereLeadsComeFrom(shown));
    return 0;
  }
  io.out(fullnessLine(dir));
  io.out("");
  for (const line of statsText(stats)) io.out(line);
  return 0;
}

/** Options each command takes, besides --help. */
const COMMANDS: Record<string, string[]> = {
  list: ["all", "since", "json", "open", "handled"],
  done: [],
  stats: ["since"],
};

/** Runs the CLI with its arguments (as after `npm run leads --`). Returns the exit code. */
export function run(args: string[], io: Io = defaultIo()): number {
  return runCommand(USAGE, io, () => {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        all: { type: "boolean" },
        since: { type: "string" },
        json: { type: "boolean" },
        open: { type: "string" },
        handled: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
    if (values.help) {
      io.out(USAGE);
      return 0;
    }
    // No command lists the leads; "list" itself is not one people type.
    const [command = "list", ...rest] = positionals;
    if (!Object.hasOwn(COMMANDS, command) || positionals[0] === "list")
      throw new UsageError(`Unknown command: ${printable(command)}.`);
    const { help: _, ...given } = values;
    const wrong = Object.keys(given).filter((name) => !COMMANDS[command].includes(name));
    if (wrong.length) throw new UsageError(`${command} does not take --${wrong.join(" or --")}.`);
    if (values.open !== undefined && (values.all || values.since !== undefined || values.json))
      throw new UsageError("--open shows one lead; it does not go with --all, --since or --json.");
    const dir = outboxDir(io.env, io.cwd);
    if (command === "done") {
      if (rest.length !== 1)
        throw new UsageError("done takes one id: npm run leads -- done a1b2c3");
      return markDone(dir, rest[0], io);
    }
    if (rest.length)
      throw new UsageError(`${command} takes no further words: ${printable(rest.join(" "))}`);
    if (command === "stats") return showStats(dir, values.since, io);
    if (values.open !== undefined) return openLead(dir, values.open, io);
    return listLeads(
      dir,
      {
        all: Boolean(values.all),
        since: values.since,
        json: Boolean(values.json),
        handled: Boolean(values.handled),
      },
      io,
    );
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exitCode = run(process.argv.slice(2));
