// A problem placed where it is written: at a field of a file, or at the line of a Markdown body
// where a text's words fall.
import { formatPath, type Diagnostic } from "./diagnostics.ts";
import { locate, type SourceFile } from "../load/source-file.ts";
import type { JsonPath } from "../load/walk.ts";

export const diagnosticAt = (source: SourceFile, path: JsonPath, message: string): Diagnostic => ({
  file: source.file,
  ...locate(source, path),
  path: formatPath(path),
  message,
});

/** In a Markdown body, the line of the body where `index` falls; elsewhere, the line of the field. */
export function diagnosticInText(
  source: SourceFile,
  path: JsonPath,
  text: string,
  index: number,
  message: string,
): Diagnostic {
  if (path[0] !== "body" || !source.bodyLine) return diagnosticAt(source, path, message);
  return {
    file: source.file,
    line: source.bodyLine + text.slice(0, index).split("\n").length - 1,
    col: 1,
    path: formatPath(path),
    message,
  };
}
