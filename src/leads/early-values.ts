// What a visitor typed into a form of the drawn page before its code started. The island script
// reads it just before hydrating, because taking the page over may set the fields back to what
// the form's state starts with; the form then takes these values as its own.
export type FieldValues = Record<string, string>;

const typed = new WeakMap<HTMLFormElement, FieldValues>();

/** The current value of every named field of a form (not the photo): a group of stars gives the one chosen, a box its value only while ticked. */
export function fieldValues(form: HTMLFormElement): FieldValues {
  const values: FieldValues = {};
  for (const field of form.elements) {
    if (
      !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) ||
      !field.name ||
      field.type === "file"
    )
      continue;
    if (field.type === "radio" && !(field as HTMLInputElement).checked) continue;
    values[field.name] = field.type === "checkbox" && !(field as HTMLInputElement).checked ? "" : field.value;
  }
  return values;
}

/** Remembers the current value of every named field (not the photo) of the forms inside `root`. */
export function rememberFields(root: ParentNode): void {
  for (const form of root.querySelectorAll("form")) typed.set(form, fieldValues(form));
}

/** The value a field had before the code started: remembered before hydration, or read from the page. */
export function valueBeforeStart(form: HTMLFormElement, name: string): string | undefined {
  const remembered = typed.get(form);
  if (remembered) return remembered[name];
  const field = form.elements.namedItem(name);
  if (field instanceof RadioNodeList) return field.value;
  if (field instanceof HTMLInputElement && field.type === "checkbox") return field.checked ? field.value : "";
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement
    ? field.type === "file"
      ? undefined
      : field.value
    : undefined;
}
