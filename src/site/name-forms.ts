// Some languages change a place's name with its role in the sentence: Russian writes "ремонт в
// Кингстоне" (in Kingston) and "жители Кингстона" (of Kingston), where the name field says "Кингстон".
// A location may give these forms: nameIn with the language's word for "in" (which itself may
// change with the name: Ukrainian "в Оттаві" but "у Вінніпезі"), nameOf without. A template uses them
// as {record.nameIn} and {record.nameOf}. Each is optional and falls back to the name; a
// translation may give them where its English file has none, and a language whose location
// template uses one must give it for every place it translates (translate-content.ts).
// schemas/records/location.schema.json describes them to editors.

/** Each name form, with the field it falls back to. */
export const NAME_FORMS = { nameIn: "name", nameOf: "name" } as const;

export const isNameForm = (key: string): key is keyof typeof NAME_FORMS => key in NAME_FORMS;

/** The record with every name form it lacks filled in from the field it falls back to. */
export function withNameForms(record: Record<string, unknown>): Record<string, unknown> {
  const filled = { ...record };
  for (const [form, from] of Object.entries(NAME_FORMS)) if (typeof filled[form] !== "string" && typeof record[from] === "string") filled[form] = record[from];
  return filled;
}
