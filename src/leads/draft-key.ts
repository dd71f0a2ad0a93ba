/** Where a lead form's draft is kept in this tab's session storage (./form/use-draft.ts). */
export const draftKey = (formKey: string) => `lead-draft-${formKey}`;

/** Whether this tab holds a draft of the form: its code then starts with the page, to show it. */
export function hasDraft(formKey: string): boolean {
  try {
    return window.sessionStorage.getItem(draftKey(formKey)) !== null;
  } catch {
    return false;
  }
}
