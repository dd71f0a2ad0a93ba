// What the content editor may save: the site as it would be after the change must pass the same
// checks as npm run validate, with the same words. A change that would not is refused with them,
// and nothing is written (scripts/editor/local-backend.ts asks before Decap CMS's file backend writes).
import { join } from "node:path";
import { validateSite } from "../../src/site/check/validate-site.ts";
import { withChange, type EditorChange } from "./overlay.ts";

/** The validator's words for what `change` would break, or undefined when the site stays valid. */
export function refusal(root: string, change: EditorChange): string | undefined {
  const diagnostics = withChange(
    root,
    change,
    (copy) => validateSite(copy, { schemaDir: join(root, "schemas") }).diagnostics,
  );
  if (!diagnostics.length) return undefined;
  const count = diagnostics.length;
  // One problem a line, each as the validator words it, with its file and line.
  const lines = diagnostics.map(
    (d) => `${d.file}, line ${d.line}${d.path ? ` (${d.path})` : ""}: ${d.message}`,
  );
  return `Not saved: ${count === 1 ? "this change would break the site" : `this change would break the site in ${count} places`}.\n${lines.join("\n")}`;
}
