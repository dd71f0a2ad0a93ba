import { HONEYPOT_FIELD } from "./honeypot.ts";

/** Where a lead form's draft is kept in this tab's session storage (./form/use-draft.ts, and src/render/island-start.ts before the form's code starts). */
export const draftKey = (formKey: string) => `lead-draft-${formKey}`;

/** Whether this tab holds a draft of the form: its code then starts with the page, to show it. */
export function hasDraft(formKey: string): boolean {
  try {
    return window.sessionStorage.getItem(draftKey(formKey)) !== null;
  } catch {
    return false;
  }
}

/** Keeps what the visitor typed into the drawn form before its code started, as the form's draft (no hidden field). */
export function saveDraft(formKey: string, values: Record<string, string>): void {
  const { [HONEYPOT_FIELD]: _, ...kept } = values;
  try {
    window.sessionStorage.setItem(draftKey(formKey), JSON.stringify(kept));
  } catch {
    // Storage refused: the form keeps its values while the page is open.
  }
}
