// The W3C Nu HTML Checker (vnu.jar, from the vnu-jar package, run with Java) over built pages.
// Run: npm run check:html [-- DIR]   (default dist/; exit 1 when a page has an error)
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { relative, resolve } from "node:path";
import { commandLine, isCommand } from "../scripts/command-line.ts";

const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));

/**
 * One run checks a few hundred pages and ends: Java's quick compiler alone and one garbage
 * collector thread do that with about 40% less CPU than its defaults, which tune for a server that
 * runs for hours (20.9 against 12.6 CPU seconds for the real site's 340 pages, on 2 cores). Code
 * of the quick compiler takes more stack, so the stack is set above the checker's 512k floor.
 */
const JAVA_OPTIONS = ["-Xss8m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

export interface HtmlError {
  file: string;
  line?: number;
  message: string;
}

/** Every error the checker finds in the HTML files under `target` (a folder, a file, or a list of files); warnings are left out. */
export function checkHtml(target: string | string[]): HtmlError[] {
  const run = spawnSync(
    "java",
    [
      ...JAVA_OPTIONS,
      "-jar",
      VNU_JAR,
      "--errors-only",
      "--skip-non-html",
      "--format",
      "json",
      ...[target].flat(),
    ],
    {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (run.error)
    throw new Error(
      `The Nu HTML Checker needs Java 11 or newer, which was not found (${run.error.message}). On Debian: apt-get install default-jre-headless.`,
    );
  // The checker writes its JSON report to standard error, and exits 1 when it found errors.
  const report = JSON.parse(run.stderr || run.stdout) as {
    messages: { type: string; url?: string; lastLine?: number; message: string }[];
  };
  return report.messages
    .filter((m) => m.type === "error" || m.type === "non-document-error")
    .map((m) => ({
      file: m.url ? relative(process.cwd(), new URL(m.url).pathname) : [target].flat().join(" "),
      line: m.lastLine,
      message: m.message,
    }));
}

if (isCommand(import.meta.url)) {
  const [folder = "dist"] = commandLine({
    usage: "Usage: npm run check:html [-- DIR]",
    positionals: [0, 1],
  }).positionals;
  const target = resolve(folder);
  const errors = checkHtml(target);
  for (const error of errors)
    console.log(`${error.file}${error.line ? `:${error.line}` : ""}  ${error.message}`);
  console.log(
    errors.length
      ? `\n${errors.length} HTML error(s) in ${target}.`
      : `No HTML errors in ${target}.`,
  );
  process.exit(errors.length ? 1 : 0);
}
