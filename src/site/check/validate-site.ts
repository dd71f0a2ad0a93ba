// Checks the whole site and returns every problem at once, plus the content when there are none.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { loadSources } from "../load/load-sources.ts";
import { messages, type Diagnostic } from "./diagnostics.ts";
import { loadSchemaSet } from "../load/schema-set.ts";
import { checkFiles } from "./check-files.ts";
import { reservedKeyProblems } from "./check-yaml.ts";
import { linkProblems } from "./check-links.ts";
import { checkReferences } from "./check-references.ts";
import { renamedWordProblems } from "./check-interface-words.ts";
import { imageSizesOf } from "./check-images.ts";
import { publicFileProblems } from "./check-public.ts";
import { gatherContent, type SiteContent } from "../load/site-content.ts";
import { checkTranslations, type LanguageCoverage } from "./check-translations.ts";
import { lockFileFor, readLock, staleFields, staleWarning } from "../translate/translation-lock.ts";
import { sourceLanguageName } from "../load/translations.ts";

export interface ValidationResult {
  diagnostics: Diagnostic[];
  content?: SiteContent;
  fileCount: number;
  /** Per listed language: how much is translated, and what is still shown in English. */
  coverage: LanguageCoverage[];
  /** Worth fixing, not worth stopping the build: translated fields whose source words changed since (translation-lock.ts). */
  warnings: Diagnostic[];
}

export interface ValidateOptions {
  schemaDir?: string;
  /** Off for tools that work on translations in progress, such as check:translation. */
  checkTranslations?: boolean;
}

export function validateSite(
  root: string,
  {
    schemaDir = join(root, "schemas"),
    checkTranslations: withTranslations = true,
  }: ValidateOptions = {},
): ValidationResult {
  // Nothing is read through a link: links and special files are named before any file is opened.
  const links = linkProblems(root);
  if (links.length)
    return { diagnostics: sortDiagnostics(links), fileCount: 0, coverage: [], warnings: [] };
  const schemas = loadSchemaSet(schemaDir);
  const sources = loadSources(root);
  // Translation files have no schema of their own, but are read into objects as well.
  const fileProblems = [
    ...sources.misplaced.map(({ file, movedTo }) => ({
      file,
      line: 1,
      col: 1,
      path: "",
      message: messages.misplaced(movedTo),
    })),
    ...checkFiles(sources.entries, schemas),
    ...sources.translations.flatMap((t) => reservedKeyProblems(t.source)),
  ];
  const fileCount = sources.entries.length + sources.translations.length;
  // Cross-file checks need every file readable and shaped as its schema says.
  if (fileProblems.length)
    return { diagnostics: sortDiagnostics(fileProblems), fileCount, coverage: [], warnings: [] };
  const gathered = gatherContent(sources.entries, sources.translations);
  const referenceProblems = [
    ...checkReferences(root, gathered, schemas),
    ...renamedWordProblems(gathered),
    ...publicFileProblems(root, gathered),
  ];
  if (referenceProblems.length)
    return {
      diagnostics: sortDiagnostics(referenceProblems),
      fileCount,
      coverage: [],
      warnings: [],
    };
  // Checking changes nothing; the pictures' sizes are read once it has passed.
  const listed = gathered.config.value.site.languages
    .map((l) => l.code)
    .filter((code) => code !== gathered.config.value.site.defaultLanguage);
  const content = {
    ...gathered,
    imageSizes: imageSizesOf(root, gathered),
    translatedFrom: Object.fromEntries(listed.map((code) => [code, readLock(root, code)])),
  };
  if (!withTranslations) return { diagnostics: [], content, fileCount, coverage: [], warnings: [] };
  const { diagnostics, coverage } = checkTranslations(content, sources.translations);
  if (diagnostics.length)
    return { diagnostics: sortDiagnostics(diagnostics), fileCount, coverage, warnings: [] };
  return {
    diagnostics: [],
    content,
    fileCount,
    coverage,
    warnings: sortDiagnostics([
      ...staleTranslations(content),
      ...untrackedLanguages(root, content, listed),
    ]),
  };
}

/**
 * A language translated before its translations remembered their source words (it has no
 * translated-from.lock) gets no warning when those words change: said once, with the command
 * that starts it.
 */
function untrackedLanguages(root: string, content: SiteContent, listed: string[]): Diagnostic[] {
  return listed
    .filter(
      (lang) =>
        content.translations.some((t) => t.lang === lang) &&
        !existsSync(join(root, lockFileFor(lang))),
    )
    .map((lang) => ({
      file: lockFileFor(lang),
      line: 1,
      col: 1,
      path: "",
      message: `The "${lang}" translations do not record the ${sourceLanguageName(content.config.value.site)} words they were made from, so nothing warns when those words change. Once they are up to date, run npm run translations -- done ${lang} to start recording them.`,
    }));
}

/** Every translated field, in every language the site lists, whose source words changed since it was translated. */
function staleTranslations(content: SiteContent): Diagnostic[] {
  const { defaultLanguage, languages } = content.config.value.site;
  const sourceName = sourceLanguageName(content.config.value.site);
  return languages
    .filter(({ code }) => code !== defaultLanguage)
    .flatMap(({ code }) =>
      staleFields(content, code, content.translatedFrom[code] ?? {}).map((field) =>
        staleWarning(content, field, sourceName),
      ),
    );
}

const sortDiagnostics = (list: Diagnostic[]) =>
  [...list].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
