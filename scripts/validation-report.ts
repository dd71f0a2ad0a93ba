// What npm run validate and npm run generate say about content that passed: how many files were
// checked, how much of each language is translated, and the titles and descriptions too long for
// a search result (worth fixing, not worth stopping the build).
import type { ValidationResult } from "../src/site/check/validate-site.ts";
import { resolveSite } from "../src/site/resolve/resolve-site.ts";
import { snippetWarnings } from "../src/site/check/snippet-lengths.ts";
import type { Warning } from "../src/site/check/report-formats.ts";
import { formatDiagnostic } from "../src/site/check/diagnostics.ts";
import { sourceLanguageName } from "../src/site/load/translations.ts";

export function validationReport(
  { fileCount, coverage, content, warnings: stale }: ValidationResult,
  seconds: number,
  env: Record<string, string | undefined> = process.env,
): string[] {
  const lines = [`Content is valid: ${fileCount} files checked in ${seconds.toFixed(2)}s.`];
  const site = content?.config.value.site;
  const sourceName = site && sourceLanguageName(site);
  for (const { lang, fields, translated, inSourceLanguage } of coverage) {
    const share = fields ? Math.floor((translated / fields) * 100) : 100;
    lines.push(
      `  ${lang}: ${share}% of ${fields} fields translated${inSourceLanguage.length ? `; shown in ${sourceName} until translated: ${inSourceLanguage.join(", ")}` : ""}`,
    );
  }
  if (stale.length) {
    lines.push(
      "",
      `Warning: ${stale.length} translated field${stale.length === 1 ? "" : "s"} whose ${sourceName} words changed since ${stale.length === 1 ? "it was" : "they were"} translated (shown as translated until updated; see CONTENT.md, Change words that are translated):`,
    );
    for (const d of stale)
      lines.push(
        ...formatDiagnostic(d)
          .split("\n")
          .map((line) => `  ${line}`),
      );
  }
  if (content && site) {
    const warnings = snippetWarningsOf(content, site, env);
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

function snippetWarningsOf(
  content: NonNullable<ValidationResult["content"]>,
  site: NonNullable<ValidationResult["content"]>["config"]["value"]["site"],
  env: Record<string, string | undefined>,
) {
  return site.languages.flatMap(({ code }) =>
    snippetWarnings(resolveSite(content, code, env).pages),
  );
}

/** What is worth fixing in content that passed, each with a title, for the github and json formats. */
export function validationWarnings(
  { content, warnings }: ValidationResult,
  env: Record<string, string | undefined> = process.env,
): Warning[] {
  const site = content?.config.value.site;
  if (!content || !site) return [];
  return [
    ...warnings.map((d) => ({
      ...d,
      title: `A translation to check${d.path ? ` at ${d.path}` : ""}`,
    })),
    ...snippetWarningsOf(content, site, env).map((warning) => ({
      message: warning.message,
      title: `The ${warning.field} of ${warning.path} is too long for a search result`,
    })),
  ];
}
