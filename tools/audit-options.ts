// npm run audit's command line: its options, what it says of them, and the error it stops on with
// a message for the developer.
import { parseArgs } from "node:util";

/** A reason the audit cannot run, said to the developer as it is (exit code 2). */
export class AuditError extends Error {}

/** Lighthouse's own advice for scores that vary from run to run: judge the median of several. */
const DEFAULT_RUNS = 3;

export const USAGE = [
  "Usage: npm run audit [-- --pages /,/about] [--lang en,ar] [--runs 1] [--dist DIR] [--act-pages /contact,/ar]",
  "Pages are addresses in the source language; each is audited in every language of --lang (default: the source language and the first right-to-left one the site lists).",
  "--act-pages names the built pages acted on as a visitor (each act first and again) and measured against their no-script floor; by default the home page and a form's page in the source language and in two right-to-left ones.",
  "--runs N measures each page N times (default 3) and keeps the median run, as Lighthouse advises: one run's blocking time can vary by 200 ms on the same page. --runs 1 is quicker.",
].join("\n");

export type AuditOptions = ReturnType<typeof readOptions>;

export function readOptions() {
  const { values } = parseOptions();
  const list = (value: string | undefined) =>
    value
      ?.split(",")
      .map((part) => part.trim())
      .filter(Boolean);
  const runs = Number(values.runs ?? DEFAULT_RUNS);
  if (!Number.isInteger(runs) || runs < 1)
    throw new AuditError(
      `--runs takes a whole number of runs per page, such as 3; "${values.runs}" is not one.`,
    );
  return {
    dist: values.dist,
    pages: list(values.pages),
    languages: list(values.lang),
    actPages: list(values["act-pages"]),
    runs,
    isHelp: values.help ?? false,
  };
}

function parseOptions() {
  try {
    return parseArgs({
      options: {
        dist: { type: "string" },
        pages: { type: "string" },
        lang: { type: "string" },
        "act-pages": { type: "string" },
        runs: { type: "string" },
        help: { type: "boolean" },
      },
    });
  } catch (error) {
    // Node's message goes on to talk about positional arguments, which this script has none of.
    throw new AuditError(
      `${String(error instanceof Error ? error.message : error).split(". ")[0]}.\n${USAGE}`,
    );
  }
}
