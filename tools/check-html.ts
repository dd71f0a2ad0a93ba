// The W3C Nu HTML Checker (vnu.jar, from the vnu-jar package, run with Java) over built pages.
// Run: npm run check:html [-- DIR]   (default dist/; exit 1 when a page has an error)
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { commandLine } from "../scripts/command-line.ts";

const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));

export interface HtmlError {
  file: string;
  line?: number;
  message: string;
}

/** Every error the checker finds in the HTML files under `target` (a folder or one file); warnings are left out. */
export function checkHtml(target: string): HtmlError[] {
  const run = spawnSync(
    "java",
    ["-jar", VNU_JAR, "--errors-only", "--skip-non-html", "--format", "json", target],
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
      file: m.url ? relative(process.cwd(), new URL(m.url).pathname) : target,
      line: m.lastLine,
      message: m.message,
    }));
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
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
