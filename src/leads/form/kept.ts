// What a visitor gives a lead form before its island has started, kept so that nothing is lost:
// the values of its fields (read from the drawn page in one way, fieldValues), the photo chosen,
// and a draft in this tab's session storage (written in one way, saveDraft), which survives a
// reload. The loader keeps the draft while the island is on its way (./loader.ts); the form
// keeps it once started (src/leads/form/use-draft.ts); hydration takes a snapshot of the values
// and the photo just before React takes the form over (./hydrate.tsx).
import { HONEYPOT_FIELD } from "../honeypot.ts";

export type FieldValues = Record<string, string>;

/** Where a lead form's draft is kept in this tab's session storage. */
const draftKey = (formKey: string) => `lead-draft-${formKey}`;

/** Whether this tab holds a draft of the form: its island then starts with the page, to show it. */
export function hasDraft(formKey: string): boolean {
  try {
    return window.sessionStorage.getItem(draftKey(formKey)) !== null;
  } catch {
    return false;
  }
}

/** Keeps the form's values as its draft (never the hidden field); no values, no draft. */
export function saveDraft(formKey: string, values: FieldValues | null): void {
  const { [HONEYPOT_FIELD]: _, ...kept } = values ?? {};
  try {
    if (values === null) window.sessionStorage.removeItem(draftKey(formKey));
    else window.sessionStorage.setItem(draftKey(formKey), JSON.stringify(kept));
  } catch {
    // Storage refused: the form keeps its values while the page is open.
  }
}

/** A saved draft's text values; nothing when there is none or it cannot be read (and then it is dropped). */
export function readDraft(formKey: string): FieldValues {
  try {
    const saved = window.sessionStorage.getItem(draftKey(formKey));
    if (!saved) return {};
    const draft = JSON.parse(saved) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(draft).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
  } catch {
    saveDraft(formKey, null);
    return {};
  }
}

/** The current value of every named field of a form but a file: a group of stars gives the one chosen, a box its value only while ticked. */
export function fieldValues(form: HTMLFormElement): FieldValues {
  const values: FieldValues = {};
  for (const field of form.elements) {
    if (!(
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ))
      continue;
    if (!field.name || field.type === "file") continue;
    if (field.type === "radio" && !(field as HTMLInputElement).checked) continue;
    values[field.name] =
      field.type === "checkbox" && !(field as HTMLInputElement).checked ? "" : field.value;
  }
  return values;
}

/** The file chosen in each file field of a form, by name. */
function chosenFiles(form: HTMLFormElement): Map<string, File> {
  const files = new Map<string, File>();
  for (const field of form.elements)
    if (field instanceof HTMLInputElement && field.type === "file" && field.files?.[0])
      files.set(field.name, field.files[0]);
  return files;
}

const snapshots = new WeakMap<HTMLFormElement, { values: FieldValues; files: Map<string, File> }>();

/** Takes what the visitor gave the forms inside `root`, just before React takes them over. */
export function keepForms(root: ParentNode): void {
  for (const form of root.querySelectorAll("form"))
    snapshots.set(form, { values: fieldValues(form), files: chosenFiles(form) });
}

/** What the visitor gave the form before its island started: the snapshot taken before hydration, or the page as it is. */
export function keptOf(form: HTMLFormElement): { values: FieldValues; files: Map<string, File> } {
  return snapshots.get(form) ?? { values: fieldValues(form), files: chosenFiles(form) };
}
