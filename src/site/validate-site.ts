// Checks the whole site and returns every problem at once, plus the content when there are none.
import { join } from "node:path";
import type { Diagnostic } from "./diagnostics.ts";
import { loadSources } from "./load-sources.ts";
import { loadSchemaSet } from "./schema-set.ts";
import { checkFiles } from "./check-files.ts";
import { checkReferences } from "./check-references.ts";
import { gatherContent, type SiteContent } from "./site-content.ts";

export interface ValidationResult {
  diagnostics: Diagnostic[];
  content?: SiteContent;
  fileCount: number;
}

export function validateSite(root: string, schemaDir = join(root, "schemas")): ValidationResult {
  const schemas = loadSchemaSet(schemaDir);
  const sources = loadSources(root);
  const fileProblems = checkFiles(sources.entries, schemas);
  const fileCount = sources.entries.length;
  // Cross-file checks need every file readable and shaped as its schema says.
  if (fileProblems.length) return { diagnostics: sortDiagnostics(fileProblems), fileCount };
  const content = gatherContent(sources.entries);
  const referenceProblems = checkReferences(root, content, schemas.sectionTypes, schemas.sectionSchemaFiles);
  if (referenceProblems.length) return { diagnostics: sortDiagnostics(referenceProblems), fileCount };
  return { diagnostics: [], content, fileCount };
}

const sortDiagnostics = (list: Diagnostic[]) =>
  [...list].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
