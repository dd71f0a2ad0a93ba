// The one line the outbox logs for each lead it keeps: what it is, who sent it, how to reach them,
// what they chose, and where it is kept. Its parts come from the form's definition as the lead
// schema gives it (src/leads/lead-forms.ts): the form's name, its first text field for who, its
// phone and e-mail fields, and its lists; no field is named here.
import { join, relative } from "node:path";
import type { LeadForm } from "../../leads/lead-forms.ts";
import { printable } from "../../site/check/terminal-text.ts";
import type { StoredLead } from "./storage.ts";

/** The values of the form's fields of these kinds, as given, safe to print. */
const valuesOf = (params: Record<string, string>, form: LeadForm, kinds: string[]) =>
  form.fields.flatMap(({ name, kind }) =>
    kinds.includes(kind) && params[name] ? [printable(params[name])] : [],
  );

/** The line a kept lead is logged with; `form` is its form as the served build describes it, if it does. */
export function leadSummary(
  lead: StoredLead,
  file: string,
  dir: string,
  form: LeadForm | undefined,
): string {
  const where = join(relative(process.cwd(), dir) || ".", file);
  const { language, page } = lead.params;
  const from = language && page ? ` (${printable(language)}, ${printable(page)})` : "";
  const photo = lead.photoFile ? `, photo ${lead.photoFile}` : "";
  const title = printable(form?.title ?? lead.templateId);
  if (!form)
    return `Lead received: ${title}, ${Object.keys(lead.params).length} fields${photo}${from} -> ${where}`;
  const [who = "?"] = valuesOf(lead.params, form, ["text"]);
  // A review says its stars and who sent it; npm run reviews shows the rest.
  if (form.key === "review") {
    const [stars = "?"] = valuesOf(lead.params, form, ["rating"]);
    return `Review received: ${stars} stars from ${who}${from} -> ${where}. See it with npm run reviews`;
  }
  const details = [...valuesOf(lead.params, form, ["tel", "email", "select"])];
  return `Lead received: ${title} from ${who}${details.map((value) => `, ${value}`).join("")}${photo}${from} -> ${where}`;
}
