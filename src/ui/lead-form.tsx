import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useWords } from "../render/words.tsx";
import { valueBeforeStart } from "../leads/early-values.ts";
import type { FormField } from "../generated/schema-types.ts";
import type { IslandSite } from "../render/island-root.tsx";
import { initialValue, maxLengthOf, optionValue, type FieldProblem, type LeadValues } from "../leads/rules.ts";
import { HONEYPOT_FIELD } from "../leads/payload.ts";
import { providerSender, startDelivery, waitMs, type FormKey } from "../leads/deliver.ts";
import { isImageFile, photoDataUrl } from "../leads/photo.ts";
import { submitLead, type PhotoProblem as ShrinkProblem } from "../leads/submit.ts";
import { buttonClass } from "./button.tsx";
import { useToast } from "./toast.tsx";
import { formatFileSize } from "../site/numbers.ts";

type PhotoProblem = "notImage" | ShrinkProblem;
type Problem = FieldProblem | PhotoProblem;

const inputClass =
  "w-full rounded-xl border bg-white px-3 py-3 text-base dark:bg-slate-900 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700 dark:aria-[invalid=true]:border-red-400 dark:aria-[invalid=true]:ring-red-400 border-slate-400 dark:border-slate-500";

const draftKey = (form: FormKey) => `lead-draft-${form}`;

function emptyValues(fields: FormField[]): LeadValues {
  return Object.fromEntries(fields.filter((f) => f.kind !== "image").map((f) => [f.name, initialValue(f)]));
}

/** A select shows its placeholder as its empty first choice, not as an attribute. */
const withoutPlaceholder = <T extends { placeholder?: string }>({ placeholder: _placeholder, ...rest }: T): Omit<T, "placeholder"> => rest;

/** The fields whose value in the page differs from the form's state: typed before the code started. */
export function typedBeforeStart(form: HTMLFormElement | null, values: LeadValues): LeadValues {
  if (!form) return {};
  const typed: LeadValues = {};
  for (const name of Object.keys(values)) {
    const value = valueBeforeStart(form, name);
    if (value !== undefined && value !== (values[name] ?? "")) typed[name] = value;
  }
  return typed;
}

/**
 * A lead form drawn from site.config.yaml. Checks every field, keeps a draft through reloads,
 * shrinks the photo to fit, sends with retries, and on failure keeps everything and shows the phone.
 */
export function LeadForm({ formKey, formId, site }: { formKey: FormKey; formId: string; site: Pick<IslandSite, "business" | "forms" | "delivery" | "numberLocale"> }) {
  const { t } = useWords();
  const { business, forms, delivery } = site;
  const definition = forms?.[formKey];
  if (!definition) throw new Error(`The form ${formKey} is shown on this page but not defined under forms: in site.config.yaml; npm run validate names the page.`);
  const toast = useToast();
  const [values, setValues] = useState<LeadValues>(() => emptyValues(definition.fields));
  const [problems, setProblems] = useState<Map<string, Problem>>(new Map());
  const [photo, setPhoto] = useState<File | null>(null);
  const [honeypot, setHoneypot] = useState("");
  const [isSending, setIsSending] = useState(false);
  const [outcome, setOutcome] = useState<{ sent: true } | { sent: false; reason: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const isDraftRead = useRef(false);
  const photoField = definition.fields.find((f) => f.kind === "image");
  const idOf = (name: string) => `${formId}-${name}`;

  useEffect(() => startDelivery(delivery), [delivery]);

  // A draft lives in this tab's session storage until the lead is sent.
  useEffect(() => {
    const saved = window.sessionStorage.getItem(draftKey(formKey));
    if (saved) {
      try {
        const draft = JSON.parse(saved) as LeadValues;
        setValues((current) => ({ ...current, ...Object.fromEntries(Object.entries(draft).filter(([k, v]) => k in current && typeof v === "string")) }));
      } catch {
        window.sessionStorage.removeItem(draftKey(formKey));
      }
    }
    // What the visitor typed or chose in the drawn page before its code started is newer than any draft.
    const typedEarly = typedBeforeStart(form.current, values);
    if (Object.keys(typedEarly).length > 0) setValues((current) => ({ ...current, ...typedEarly }));
    const earlyPhoto = fileInput.current?.files?.[0];
    if (earlyPhoto && photoField) onPhoto({ target: fileInput.current } as ChangeEvent<HTMLInputElement>);
    if (form.current) setHoneypot(valueBeforeStart(form.current, HONEYPOT_FIELD) ?? "");
    isDraftRead.current = true;
    // Once, when the form first starts: later changes reach the state through onChange.
  }, [formKey]);
  // Saved as soon as the form is drawn with the new values (a layout effect, not a later effect),
  // so a tab reloaded right after the last keystroke still has it.
  useLayoutEffect(() => {
    if (!isDraftRead.current) return;
    const untouched = emptyValues(definition.fields);
    const isEmpty = Object.entries(values).every(([name, value]) => !value || value === untouched[name]);
    if (isEmpty) window.sessionStorage.removeItem(draftKey(formKey));
    else window.sessionStorage.setItem(draftKey(formKey), JSON.stringify(values));
  }, [values, formKey, definition]);

  const setProblem = (name: string, problem: Problem | null) =>
    setProblems((current) => {
      const next = new Map(current);
      if (problem) next.set(name, problem);
      else next.delete(name);
      return next;
    });

  const onChange = (name: string) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    if (problems.has(name)) setProblem(name, null);
    setOutcome(null);
  };

  const clearPhoto = () => {
    setPhoto(null);
    if (fileInput.current) fileInput.current.value = "";
  };
  const onPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (!photoField) return;
    if (file && !isImageFile(file)) {
      clearPhoto();
      setProblem(photoField.name, "notImage");
      return;
    }
    setPhoto(file);
    setProblem(photoField.name, null);
  };

  // The first field with a problem takes the focus once its message is drawn: focusing it before
  // would lay the page out once for the old form and again for the new one.
  const [focusAfterDraw, setFocusAfterDraw] = useState<{ name: string } | null>(null);
  useLayoutEffect(() => {
    if (focusAfterDraw) document.getElementById(idOf(focusAfterDraw.name))?.focus();
  }, [focusAfterDraw]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    const reset = () => {
      setValues(emptyValues(definition.fields));
      clearPhoto();
      window.sessionStorage.removeItem(draftKey(formKey));
    };
    const lead = { definition, values, photo, honeypot, delivery, phoneCountryCode: business.phoneCountryCode };
    const startSending = () => {
      setIsSending(true);
      setOutcome(null);
    };
    const result = await submitLead(lead, { ...providerSender(delivery, formKey), wait: waitMs, shrinkPhoto: photoDataUrl, onSending: startSending });
    setIsSending(false);
    switch (result.outcome) {
      case "invalid":
        setProblems(result.problems);
        toast({ group: formKey, tone: "error", title: t("common:form.errorTitle"), text: t(result.isMissing ? "common:form.fillRequired" : "common:form.fixFields") });
        setFocusAfterDraw({ name: [...result.problems.keys()][0] });
        return;
      case "sent":
        reset();
        setOutcome({ sent: true });
        toast({ group: formKey, tone: "success", title: t("common:form.successTitle"), text: definition.successText });
        return;
      case "photo":
        setProblem(result.field, result.problem);
        console.error(result.error);
        return fail(t(`common:form.problems.${result.problem}`));
      case "failed":
        console.error("The lead was not sent:", result.failure.status, result.failure.text);
        return fail(t(`common:form.failure.${result.key}`, { text: result.failure.text }));
    }
  };
  /** Everything typed stays; the toast gives the phone number to call instead. */
  const fail = (reason: string) => {
    setOutcome({ sent: false, reason });
    toast({ group: formKey, tone: "error", title: t("common:form.errorTitle"), text: definition.failureText, action: { label: t("common:form.callAction", { phone: business.phone }), href: business.telHref } });
  };

  const problemText = (field: FormField, problem: Problem) =>
    t(`common:form.problems.${problem}`, { label: field.label.replace(/\s*\(optional\)\s*$/i, ""), max: maxLengthOf(field) });

  return (
    <form ref={form} onSubmit={onSubmit} method="post" noValidate aria-busy={isSending} className="grid gap-5 sm:grid-cols-2" data-lead-form={formKey}>
      {definition.fields.map((field) => {
        const id = idOf(field.name);
        const problem = problems.get(field.name);
        const errorId = `${id}-error`;
        const aria = { "aria-invalid": problem ? true : undefined, "aria-describedby": problem ? errorId : undefined } as const;
        const common = { id, name: field.name, required: field.required, autoComplete: field.autocomplete, placeholder: field.placeholder, ...aria };
        const text = { ...common, value: values[field.name] ?? "", onChange: onChange(field.name), maxLength: maxLengthOf(field) };
        const isWide = field.kind === "textarea" || field.kind === "image";
        return (
          <div key={field.name} className={isWide ? "sm:col-span-2" : ""}>
            <label htmlFor={id} className="mb-1.5 block font-semibold">
              {field.label}
              {field.required && <span className="text-red-700 dark:text-red-400" aria-hidden="true"> *</span>}
            </label>
            {field.kind === "textarea" ? (
              <textarea {...text} rows={4} className={inputClass} />
            ) : field.kind === "select" ? (
              <select {...withoutPlaceholder(common)} value={values[field.name] ?? ""} onChange={onChange(field.name)} className={inputClass}>
                {field.placeholder !== undefined ? <option value="">{field.placeholder}</option> : null}
                {(field.options ?? []).map((option) => <option key={option.value} value={optionValue(field, option)}>{option.label}</option>)}
              </select>
            ) : field.kind === "image" ? (
              <>
                <input {...common} ref={fileInput} type="file" accept="image/*" onChange={onPhoto} className="block w-full text-base file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700" />
                {photo ? (
                  <p className="mt-2 flex flex-wrap items-center gap-3 text-sm">
                    <span>{t("common:form.photoChosen", { name: photo.name, size: formatFileSize(photo.size, site.numberLocale) })}</span>
                    <button type="button" onClick={() => { clearPhoto(); setProblem(field.name, null); }} className="inline-flex min-h-11 items-center rounded-lg border border-slate-400 px-4 font-semibold hover:bg-slate-100 dark:border-slate-500 dark:hover:bg-slate-800">
                      {t("common:form.remove")}
                    </button>
                  </p>
                ) : null}
              </>
            ) : (
              <input {...text} type={field.kind} inputMode={field.kind === "tel" ? "tel" : field.kind === "email" ? "email" : undefined} className={inputClass} />
            )}
            {problem ? (
              <p id={errorId} className="mt-1.5 text-sm font-semibold text-red-700 dark:text-red-400">{problemText(field, problem)}</p>
            ) : null}
          </div>
        );
      })}
      {/* Off screen and out of the tab order: people never see it, form-filling robots do. */}
      <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={idOf(HONEYPOT_FIELD)}>{t("common:form.honeypot")}</label>
        <input id={idOf(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
      </div>
      <div className="sm:col-span-2">
        {/* With scripts turned off the form cannot send: instead of its button, the phone. */}
        <p className="hidden rounded-xl border border-amber-500 bg-amber-50 p-4 text-amber-950 [@media(scripting:none)]:block dark:bg-amber-950 dark:text-amber-50" data-lead-needs-script="">
          {t("common:form.needsScript")}{" "}
          <a href={business.telHref} className="font-bold underline" dir="ltr">{business.phone}</a>
        </p>
        <button type="submit" disabled={isSending} className={`${buttonClass("primary")} w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto [@media(scripting:none)]:hidden`}>
          {isSending ? definition.busyLabel : definition.submitLabel}
        </button>
        <div role="status" className="mt-4">
          {outcome?.sent ? <p className="text-lg font-semibold text-emerald-800 dark:text-emerald-300">{definition.successText}</p> : null}
        </div>
        <div role="alert">
          {outcome && !outcome.sent ? (
            <p className="rounded-xl border border-red-700 bg-red-50 p-4 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50" data-lead-failure="">
              {outcome.reason} {t("common:form.keptNote")}{" "}
              <a href={business.telHref} className="font-bold underline" dir="ltr">{business.phone}</a>
            </p>
          ) : null}
        </div>
      </div>
    </form>
  );
}
