// npm run leads: the leads npm start kept in its outbox folder, for the owner to read in a
// terminal: a table of the newest, one lead in full, marking one handled (moved to handled/,
// never deleted) and counts. Reviews sent through the site are not leads: npm run reviews has them.
import { parseArgs } from "node:util";
import { existsSync } from "node:fs";
import { printable } from "../src/site/check/terminal-text.ts";
import {
  findStored,
  INBOX,
  listStored,
  outboxDir,
  shortId,
  shownDir,
  type StoredEntry,
} from "./outbox-files.ts";
import { UsageError, defaultIo, runCommand, type Io } from "./cli.ts";
import { builtForms, isLead } from "./leads-fields.ts";
import { leadDetails, leadsJson, leadsTable } from "./leads-table.ts";
import { fullnessLine, leadStats, statsText } from "./leads-stats.ts";
import { localMinute } from "./leads-text.ts";
import { runAsCommand } from "./command-line.ts";
import { HANDLED, markDone } from "./leads-done.ts";
import { withSiteEnv } from "../src/server/site-env.ts";

const DEFAULT_COUNT = 20;

const USAGE = `Usage:
  npm run leads                         the ${DEFAULT_COUNT} newest leads in the outbox folder
  npm run leads -- --all                every lead
  npm run leads -- --since 2d           the leads of the last 2 days (also 30m, 12h, 1w)
  npm run leads -- --handled            handled ones too, marked
  npm run leads -- --json               the leads as JSON, for other programs
  npm run leads -- --open a1b2c3        every field of one lead, and where its photo is
  npm run leads -- done a1b2c3          mark a lead handled: it is moved to handled/
  npm run leads -- done a1b2c3 0f0f0f   mark several handled at once
  npm run leads -- done --before 2026-11-01   every lead received before that day
  npm run leads -- done --all           every lead not yet handled
  npm run leads -- stats [--since 30d]  leads per day, form, page and language
The outbox folder is outbox/, or the one OUTBOX_DIR names, in the environment or in site.env
(the file the server's service reads, DEPLOY.md). Reviews are not listed here: npm run reviews has them.`;

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

// ---------------------------------------------------------------------------------------------
// The commands

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
  io.out(fullnessLine(dir, io.env));
  return 0;
}

/** Every field of one lead. Handled ones are found too. */
function openLead(dir: string, id: string, io: Io): number {
  const entry = findStored(dir, id, { folders: [HANDLED], accept: isLead, cwd: io.cwd });
  for (const line of leadDetails(entry, io.cwd)) io.out(line);
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
  io.out(fullnessLine(dir, io.env));
  io.out("");
  for (const line of statsText(stats)) io.out(line);
  return 0;
}

/** Options each command takes, besides --help. */
const COMMANDS: Record<string, string[]> = {
  list: ["all", "since", "json", "open", "handled"],
  done: ["all", "before"],
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
        before: { type: "string" },
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
    io = { ...io, env: withSiteEnv(io.env, io.cwd).env };
    const dir = outboxDir(io.env, io.cwd);
    if (command === "done") {
      const ways = [rest.length > 0, values.before !== undefined, Boolean(values.all)];
      if (ways.filter(Boolean).length !== 1)
        throw new UsageError(
          "done takes the ids of the leads (npm run leads -- done a1b2c3 0f0f0f), or --before a day, or --all: one of these.",
        );
      return markDone(dir, { ids: rest, before: values.before, all: Boolean(values.all) }, io);
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

await runAsCommand(import.meta.url, run);
