// What a problem found in the content is: where (file, line, column, and the path as editors read
// it) and what to do. The checks word their own (src/site/check/); this is the shape they share.
export interface Diagnostic {
  file: string;
  line: number;
  col: number;
  /** Where in the file, as editors read it: sections[2].type */
  path: string;
  message: string;
}

export function formatPath(segments: (string | number)[]): string {
  return segments.reduce<string>(
    (out, s) => (typeof s === "number" ? `${out}[${s}]` : out ? `${out}.${s}` : s),
    "",
  );
}
