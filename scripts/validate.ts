// Checks site.config.yaml and everything in content/ against schemas/.
// Run: npm run validate [-- --format text|github|json]
// text, for people, is the default; github (chosen by itself under GitHub Actions, where
// GITHUB_ACTIONS=true) puts each problem as an annotation on its line in a pull request; json is
// for other tools (npm run --silent validate -- --format json prints the JSON alone). Exit code 1 when the content has a problem, 2 when the command is misused.
// (npm run build checks the same once, in npm run generate.)
import { parseArgs } from "node:util";
import { formatDiagnostic } from "../src/site/check/diagnostics.ts";
import { validateSite } from "../src/site/check/validate-site.ts";
import { validationReport, validationWarnings } from "./validation-report.ts";
import { terminalSafe } from "../src/site/check/terminal-text.ts";
import {
  chooseFormat,
  githubCommand,
  githubProblem,
  jsonReport,
  type ReportFormat,
} from "../src/site/check/report-formats.ts";

function readFormat(): ReportFormat {
  try {
    const { values } = parseArgs({ options: { format: { type: "string" } } });
    return chooseFormat(values.format);
  } catch (error) {
    console.error(
      `${(error as Error).message.split(". ")[0].replace(/\.$/, "")}.\nUsage: npm run validate [-- --format text|github|json]`,
    );
    process.exit(2);
  }
}

const format = readFormat();
const started = performance.now();
const result = validateSite(process.cwd());
const seconds = (performance.now() - started) / 1000;
const count = result.diagnostics.length;
const summary = `${count} problem${count === 1 ? "" : "s"} in ${result.fileCount} files (${seconds.toFixed(2)}s). Fix them and run npm run validate again.`;

if (format === "json") {
  const warnings = count ? [] : validationWarnings(result);
  console.log(
    jsonReport({
      valid: count === 0,
      fileCount: result.fileCount,
      seconds: Math.round(seconds * 100) / 100,
      problems: result.diagnostics,
      warnings,
    }),
  );
} else if (format === "github") {
  for (const d of result.diagnostics) console.log(githubProblem(d));
  if (count) console.log(githubCommand("error", summary, { title: "npm run validate" }));
  else {
    for (const warning of validationWarnings(result))
      console.log(githubCommand("warning", warning.message, warning));
    console.log(validationReport(result, seconds).map(terminalSafe).join("\n"));
  }
} else if (count) {
  console.error(result.diagnostics.map(formatDiagnostic).join("\n\n"));
  console.error(`\n${summary}`);
} else console.log(validationReport(result, seconds).map(terminalSafe).join("\n"));
process.exit(count ? 1 : 0);
