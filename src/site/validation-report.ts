// What npm run validate and npm run generate say about content that passed: how many files were
// checked, how much of each language is translated, and the titles and descriptions too long for
// a search result (worth fixing, not worth stopping the build).
import type { ValidationResult } from "./validate-site.ts";
import { resolveSite } from "./resolve-site.ts";
import { snippetWarnings } from "./snippet-lengths.ts";

export function validationReport(
  { fileCount, coverage, content }: ValidationResult,
  seconds: number,
  env: Record<string, string | undefined> = process.env,
): string[] {
  const lines = [`Content is valid: ${fileCount} files checked in ${seconds.toFixed(2)}s.`];
  const site = content?.config.value.site;
  const sourceName = site?.languages.find((l) => l.code === site.defaultLanguage)?.name ?? site?.defaultLanguage;
  for (const { lang, fields, translated, inEnglish } of coverage) {
    const share = fields ? Math.floor((translated / fields) * 100) : 100;
    lines.push(
      `  ${lang}: ${share}% of ${fields} fields translated${inEnglish.length ? `; shown in ${sourceName} until translated: ${inEnglish.join(", ")}` : ""}`,
    );
  }
  if (content && site) {
    const warnings = site.languages.flatMap(({ code }) => snippetWarnings(resolveSite(content, code, env).pages));
    if (warnings.length) {
      lines.push(
        "",
        `Warning: ${warnings.length} title${warnings.length === 1 ? "" : "s"} or description${warnings.length === 1 ? "" : "s"} longer than a search result shows (change them in the page's file, its translation, or the template in site.config.yaml):`,
      );
      for (const warning of warnings) lines.push(`  ${warning.message}`);
    }
  }
  return lines;
}
