// Some languages change a name with its role in the sentence: Russian writes "ремонт в
// Кингстоне" (in Kingston) and "жители Кингстона" (of Kingston), where the name field says "Кингстон".
// A name may give these forms: its "In" form with the language's word for "in" (which itself may
// change with the name: Ukrainian "в Оттаві" but "у Вінніпезі"), its "Of" form without.
// - A location's name: nameIn and nameOf, used in templates as {record.nameIn} and {record.nameOf};
//   and listName, the shorter name the menus, the footer and the lists of places show, where the
//   name in headings carries a gloss (Korean "본(Vaughan)" in a heading, "본" in a list).
// - The business's service area: serviceAreaIn and serviceAreaOf, used anywhere as
//   {business.serviceAreaIn} and {business.serviceAreaOf}.
// Each is optional and falls back to the name; a translation may give them where its English
// file has none, and a language that uses one must give it (check-name-forms.ts).
// schemas/records/location.schema.json and schemas/site.schema.json describe them to editors.

/** Each name form, with the field it falls back to. */
export const NAME_FORMS = {
  nameIn: "name",
  nameOf: "name",
  listName: "name",
  serviceAreaIn: "serviceArea",
  serviceAreaOf: "serviceArea",
} as const;

export type NameForm = keyof typeof NAME_FORMS;
export const isNameForm = (key: string): key is NameForm => key in NAME_FORMS;

/** The object with every name form it lacks filled in from the field it falls back to, where that field is there. */
export function withNameForms(record: object): Record<string, unknown> {
  const filled: Record<string, unknown> = { ...record };
  for (const [form, from] of Object.entries(NAME_FORMS))
    if (typeof filled[form] !== "string" && typeof filled[from] === "string")
      filled[form] = filled[from];
  return filled;
}

/** A form written in a translation is one of the name beside it: the object it sits in has that name. */
export const isFormOfNameIn = (key: string, object: Record<string, unknown>): boolean =>
  isNameForm(key) && NAME_FORMS[key] in object;
