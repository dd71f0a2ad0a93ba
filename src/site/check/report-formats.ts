// npm run validate's output for machines: GitHub's workflow commands, which put each problem as an
// annotation on its line of the changed file in a pull request, and JSON for other tools. The
// words are diagnostics.ts's; only the wrapping differs.
import type { Diagnostic } from "./diagnostics.ts";
import { terminalSafe } from "./terminal-text.ts";

export const REPORT_FORMATS = ["text", "github", "json"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The format asked for with --format, else GitHub's where a GitHub Actions runner runs it (GITHUB_ACTIONS=true), else text. */
export function chooseFormat(
  asked: string | undefined,
  env: Record<string, string | undefined> = process.env,
): ReportFormat {
  if (asked === undefined) return env.GITHUB_ACTIONS === "true" ? "github" : "text";
  if ((REPORT_FORMATS as readonly string[]).includes(asked)) return asked as ReportFormat;
  throw new Error(`--format takes ${REPORT_FORMATS.join(", ")}; "${asked}" is not one of them.`);
}

/** Worth fixing, not worth failing: at a line of a file (a stale translation), or of no file (a page's title too long for a search result). */
export interface Warning {
  message: string;
  title: string;
  file?: string;
  line?: number;
  col?: number;
  path?: string;
}

/**
 * GitHub's escaping for a workflow command: in the message, %; in a property value, also the :
 * and , that separate properties. Quoted content is first made terminal-safe, as in the text
 * format, so no control character or line break reaches the log.
 */
const escapeData = (text: string) => terminalSafe(text).replace(/%/g, "%25");
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");

/** One annotation: `::error file=…,line=…,col=…,title=…::message`. */
export function githubCommand(
  level: "error" | "warning",
  message: string,
  where: { file?: string; line?: number; col?: number; title?: string } = {},
): string {
  const properties = [
    where.file !== undefined ? `file=${escapeProperty(where.file)}` : "",
    where.line !== undefined ? `line=${where.line}` : "",
    where.col !== undefined ? `col=${where.col}` : "",
    where.title !== undefined ? `title=${escapeProperty(where.title)}` : "",
  ].filter(Boolean);
  return `::${level}${properties.length ? ` ${properties.join(",")}` : ""}::${escapeData(message)}`;
}

/** A content problem as an annotation on its line, titled by where in the file it is. */
export function githubProblem(d: Diagnostic): string {
  return githubCommand("error", d.message, {
    file: d.file,
    line: d.line,
    col: d.col,
    title: d.path ? `Content problem at ${d.path}` : "Content problem",
  });
}

export interface JsonReport {
  valid: boolean;
  fileCount: number;
  seconds: number;
  problems: Diagnostic[];
  warnings: Warning[];
}

export function jsonReport(report: JsonReport): string {
  return JSON.stringify(report, null, 2);
}
