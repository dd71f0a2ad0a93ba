// What the checks of references (check-references.ts) share: the list their findings go to, how a
// finding is placed at its line, and the content's files with the schemas that read their strings.
import { formatPath, type Diagnostic } from "./diagnostics.ts";
import { locate, type SourceFile } from "../load/source-file.ts";
import type { Located, SiteContent } from "../load/site-content.ts";
import type { RecordKind, SchemaSet } from "../load/schema-set.ts";
import { translatableSources } from "../load/translatable.ts";
import type { JsonPath } from "../load/walk.ts";

export interface CheckContext {
  root: string;
  out: Diagnostic[];
  /** Each form section type and its form (SchemaSet's sectionForms). */
  sectionForms: SchemaSet["sectionForms"];
}

export function report(
  ctx: CheckContext,
  source: SourceFile,
  path: JsonPath,
  message: string,
  atKey = false,
) {
  const { line, col } = locate(source, path, atKey);
  ctx.out.push({ file: source.file, line, col, path: formatPath(path), message });
}

/** Each file of the content with the kind of schema that says what its strings are: links, pictures, words. */
export function sourcesWithSchemas(content: SiteContent): [RecordKind, Located<unknown>][] {
  return [...translatableSources(content), ["testimonials", content.testimonials]];
}
