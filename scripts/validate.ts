// Checks site.config.yaml and everything in content/ against schemas/. Run: npm run validate
// (npm run build checks the same once, in npm run generate.)
import { formatDiagnostic } from "../src/site/diagnostics.ts";
import { validateSite } from "../src/site/validate-site.ts";
import { validationReport } from "../src/site/validation-report.ts";
import { terminalSafe } from "../src/site/terminal-text.ts";

const started = performance.now();
const result = validateSite(process.cwd());
const seconds = (performance.now() - started) / 1000;
if (result.diagnostics.length) {
  const count = result.diagnostics.length;
  console.error(result.diagnostics.map(formatDiagnostic).join("\n\n"));
  console.error(`\n${count} problem${count === 1 ? "" : "s"} in ${result.fileCount} files (${seconds.toFixed(2)}s). Fix them and run npm run validate again.`);
  process.exit(1);
}
console.log(validationReport(result, seconds).map(terminalSafe).join("\n"));
