// What npm run leads reads from a stored entry: whether it is a lead, what kind of lead, a
// visitor's field safe to print, and the site's form definitions the table takes a column from.
import { printable } from "../src/site/check/terminal-text.ts";
import { generatedSite } from "../src/site/resolve/generated-site.ts";
import { validateSite } from "../src/site/check/validate-site.ts";
import type { Forms } from "../src/generated/schema-types.ts";
import type { StoredEntry } from "./outbox-files.ts";

/** Whether an entry is a lead: reviews come through the same outbox but are not. */
export const isLead = (entry: StoredEntry) => entry.form !== "review";

/** A form's name in words: serviceRequest is "Service request". */
const formInWords = (form: string) => {
  const words = form.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`).trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** What kind of lead: its form's name in words, else the inquiry type it was sent with. */
export function kindOf(entry: StoredEntry): string {
  if (/^[a-z][a-zA-Z0-9]*$/.test(entry.form)) return formInWords(entry.form);
  const inquiryType = entry.lead.params.inquiryType;
  return inquiryType ? printable(inquiryType) : printable(entry.form);
}

/** A visitor's field, safe to print: "" when missing. */
export const field = (entry: StoredEntry, name: string) =>
  entry.lead.params[name] == null ? "" : printable(entry.lead.params[name]);

/**
 * The site's forms as the last build wrote them (src/generated/); where there is no build, as
 * the validated site.config.yaml gives them; and none where there is neither, as for a copied
 * outbox.
 */
export function builtForms(root: string): Forms {
  try {
    return generatedSite(root).forms;
  } catch {
    // Read as the validator reads it, defaults filled in; none when the content does not pass.
    try {
      return validateSite(root).content?.config.value.forms ?? {};
    } catch {
      return {};
    }
  }
}
