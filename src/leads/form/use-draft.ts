// The values of a lead form as the visitor types them, kept as the form's draft until the lead is
// sent, and taken over from the drawn page when the visitor gave them before the island started
// (src/leads/form/kept.ts).
import { useLayoutEffect, useRef, useState, type RefObject } from "react";
import type { FormField } from "../../generated/schema-types.ts";
import { keptOf, readDraft, saveDraft } from "./kept.ts";
import { HONEYPOT_FIELD } from "../honeypot.ts";
import { kindOf } from "../kinds/registry.ts";
import { initialValue, type LeadValues } from "../rules.ts";

/** Every field that holds words (not a file) as it starts. */
export function emptyValues(fields: FormField[]): LeadValues {
  return Object.fromEntries(
    fields.filter((f) => !kindOf(f).holdsFile).map((f) => [f.name, initialValue(f)]),
  );
}

/** What the page kept of each field that holds words, as each field's kind finds it. */
function givenInPage(form: HTMLFormElement, fields: FormField[]): LeadValues {
  const kept = keptOf(form);
  const given: LeadValues = {};
  for (const field of fields.filter((f) => !kindOf(f).holdsFile)) {
    const value = kindOf(field).fromPage?.(kept, field) ?? kept.values[field.name];
    if (typeof value === "string") given[field.name] = value;
  }
  return given;
}

/** The fields whose value in the page differs from these values: given before the island started. */
export function typedBeforeStart(given: LeadValues, values: LeadValues): LeadValues {
  return Object.fromEntries(
    Object.entries(given).filter(
      ([name, value]) => name in values && value !== (values[name] ?? ""),
    ),
  );
}

/**
 * The form's values and hidden field. When the form starts: a draft from this tab, then anything
 * given in the drawn page before the island started (newer than any draft). After every change
 * the draft is saved, so a reload right after the last keystroke keeps it.
 */
export function useDraft(
  formKey: string,
  fields: FormField[],
  form: RefObject<HTMLFormElement | null>,
) {
  const [values, setValues] = useState<LeadValues>(() => emptyValues(fields));
  const [honeypot, setHoneypot] = useState("");
  const isDraftRead = useRef(false);

  // Declared before the one that reads the draft, so it runs after it only from the next drawing on.
  useLayoutEffect(() => {
    if (!isDraftRead.current) return;
    const untouched = emptyValues(fields);
    const isEmpty = Object.entries(values).every(
      ([name, value]) => !value || value === untouched[name],
    );
    saveDraft(formKey, isEmpty ? null : values);
  }, [values, formKey, fields]);

  // Before the browser draws or takes another key, so a key pressed in between is not lost.
  useLayoutEffect(() => {
    const empty = emptyValues(fields);
    const draft = Object.fromEntries(
      Object.entries(readDraft(formKey)).filter(([name]) => name in empty),
    );
    const given = form.current ? givenInPage(form.current, fields) : {};
    const restored = { ...draft, ...typedBeforeStart(given, empty) };
    // Nothing to bring back (most forms, started by their first tap): no second drawing of the form.
    if (Object.keys(restored).length) setValues((current) => ({ ...current, ...restored }));
    setHoneypot((form.current && keptOf(form.current).values[HONEYPOT_FIELD]) ?? "");
    isDraftRead.current = true;
  }, [formKey, fields, form]);

  const setValue = (name: string, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  /** After a lead is sent: every field as it started, and no draft. */
  const reset = () => {
    setValues(emptyValues(fields));
    saveDraft(formKey, null);
  };
  return { values, setValue, reset, honeypot, setHoneypot };
}
