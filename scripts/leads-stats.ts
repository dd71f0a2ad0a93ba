// The counts npm run leads -- stats prints: leads per day, form, page and language, as aligned
// text, and how full the outbox is against the limit npm start keeps it to.
import { existsSync, statfsSync } from "node:fs";
import { dirname } from "node:path";
import { limitsFromEnvironment, outboxFullness } from "../src/server/outbox/limits.ts";
import type { StoredEntry } from "./outbox-files.ts";
import { field, isLead, kindOf } from "./leads-fields.ts";
import { fit, localDay, textWidth } from "./leads-text.ts";

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

/** The room left on the disk that holds the folder, or undefined when it cannot be asked. */
function freeBytes(dir: string): number | undefined {
  try {
    const disk = statfsSync(existsSync(dir) ? dir : dirname(dir));
    return disk.bavail * disk.bsize;
  } catch {
    return undefined;
  }
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
  const advice =
    "Mark leads handled (npm run leads -- done ID, or --before a day) or raise OUTBOX_MAX_MB: when it is full, new leads are refused and visitors are shown the phone number.";
  // The server also refuses leads when the disk itself is full, whatever OUTBOX_MAX_MB says.
  const free = freeBytes(dir);
  if (free !== undefined && free < totalBytes - bytes)
    return `${line} The disk holding it has only ${mb(free)} free: when the disk is full, new leads are refused too, and visitors are shown the phone number. Free room on the disk, or lower OUTBOX_MAX_MB.`;
  return share >= 0.8 ? `${line} ${advice}` : line;
}
