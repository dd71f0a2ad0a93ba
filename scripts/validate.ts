// Checks site.config.yaml and everything in content/ against schemas/. Run: npm run validate
import { formatDiagnostic } from "../src/site/diagnostics.ts";
import { validateSite } from "../src/site/validate-site.ts";
import { resolveSite } from "../src/site/resolve-site.ts";
import { snippetWarnings } from "../src/site/snippet-lengths.ts";

const started = performance.now();
const { diagnostics, fileCount, coverage, content } = validateSite(process.cwd());
const seconds = ((performance.now() - started) / 1000).toFixed(2);
if (diagnostics.length) {
  console.error(diagnostics.map(formatDiagnostic).join("\n\n"));
  console.error(`\n${diagnostics.length} problem${diagnostics.length === 1 ? "" : "s"} in ${fileCount} files (${seconds}s). Fix them and run npm run validate again.`);
  process.exit(1);
}
console.log(`Content is valid: ${fileCount} files checked in ${seconds}s.`);
const site = content?.config.value.site;
const sourceName = site?.languages.find((l) => l.code === site.defaultLanguage)?.name ?? site?.defaultLanguage;
for (const { lang, fields, translated, inEnglish } of coverage) {
  const share = fields ? Math.floor((translated / fields) * 100) : 100;
  console.log(`  ${lang}: ${share}% of ${fields} fields translated${inEnglish.length ? `; shown in ${sourceName} until translated: ${inEnglish.join(", ")}` : ""}`);
}

// Titles and descriptions too long for a search result: worth fixing, not worth stopping the build.
if (content && site) {
  const warnings = site.languages.flatMap(({ code }) => snippetWarnings(resolveSite(content, code, process.env).pages));
  if (warnings.length) {
    console.log(`\nWarning: ${warnings.length} title${warnings.length === 1 ? "" : "s"} or description${warnings.length === 1 ? "" : "s"} longer than a search result shows (change them in the page's file, its translation, or the template in site.config.yaml):`);
    for (const warning of warnings) console.log(`  ${warning.message}`);
  }
}
