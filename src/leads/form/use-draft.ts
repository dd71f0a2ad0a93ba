// The values of a lead form as the visitor types them, kept in this tab's session storage until
// the lead is sent, and taken over from the drawn page when the visitor typed before the code ran.
import { useLayoutEffect, useRef, useState, type RefObject } from "react";
import type { FormField } from "../../generated/schema-types.ts";
import { valueBeforeStart } from "../early-values.ts";
import { HONEYPOT_FIELD } from "../honeypot.ts";
import { initialValue, type LeadValues } from "../rules.ts";
import { draftKey } from "../draft-key.ts";

export function emptyValues(fields: FormField[]): LeadValues {
  return Object.fromEntries(fields.filter((f) => f.kind !== "image").map((f) => [f.name, initialValue(f)]));
}

/** The fields whose value in the page differs from these values: typed before the code started. */
export function typedBeforeStart(form: HTMLFormElement | null, values: LeadValues): LeadValues {
  if (!form) return {};
  const typed: LeadValues = {};
  for (const name of Object.keys(values)) {
    const value = valueBeforeStart(form, name);
    if (value !== undefined && value !== (values[name] ?? "")) typed[name] = value;
  }
  return typed;
}

/** A saved draft's values for fields the form still has; nothing when it cannot be read (and then it is dropped). */
function readDraft(formKey: string, fields: LeadValues): LeadValues {
  const saved = window.sessionStorage.getItem(draftKey(formKey));
  if (!saved) return {};
  try {
    const draft = JSON.parse(saved) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(draft).filter((entry): entry is [string, string] => entry[0] in fields && typeof entry[1] === "string"));
  } catch {
    window.sessionStorage.removeItem(draftKey(formKey));
    return {};
  }
}

/**
 * The form's values and hidden field. When the form starts: a draft from this tab, then anything
 * typed into the drawn page before the code ran (newer than any draft). After every change the
 * draft is saved while the form is drawn, so a reload right after the last keystroke keeps it.
 */
export function useDraft(formKey: string, fields: FormField[], form: RefObject<HTMLFormElement | null>) {
  const [values, setValues] = useState<LeadValues>(() => emptyValues(fields));
  const [honeypot, setHoneypot] = useState("");
  const isDraftRead = useRef(false);

  // Declared before the one that reads the draft, so it runs after it only from the next drawing on.
  useLayoutEffect(() => {
    if (!isDraftRead.current) return;
    const untouched = emptyValues(fields);
    const isEmpty = Object.entries(values).every(([name, value]) => !value || value === untouched[name]);
    if (isEmpty) window.sessionStorage.removeItem(draftKey(formKey));
    else window.sessionStorage.setItem(draftKey(formKey), JSON.stringify(values));
  }, [values, formKey, fields]);

  // Before the browser draws or takes another key: taking the page over may have set a field back
  // (Preact's hydration sets a textarea's value), and a key pressed in between would be lost.
  useLayoutEffect(() => {
    const empty = emptyValues(fields);
    const draft = readDraft(formKey, empty);
    const typedEarly = typedBeforeStart(form.current, empty);
    setValues((current) => ({ ...current, ...draft, ...typedEarly }));
    if (form.current) setHoneypot(valueBeforeStart(form.current, HONEYPOT_FIELD) ?? "");
    isDraftRead.current = true;
  }, [formKey, fields, form]);

  const setValue = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));
  /** After a lead is sent: every field as it started, and no draft. */
  const reset = () => {
    setValues(emptyValues(fields));
    window.sessionStorage.removeItem(draftKey(formKey));
  };
  return { values, setValue, reset, honeypot, setHoneypot };
}
