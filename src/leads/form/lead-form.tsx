import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from "react";
import { useTranslation } from "react-i18next";
import type { IslandSite } from "../../site/site-data.ts";
import { keptOf } from "../../islands/kept.ts";
import { useToast } from "../../ui/toast.tsx";
import { providerSender, startDelivery, waitMs, type FormKey } from "../deliver.ts";
import { isImageFile, photoDataUrl } from "../photo.ts";
import { submitLead } from "../submit.ts";
import { HONEYPOT_FIELD } from "../honeypot.ts";
import type { FieldProblem as Problem } from "../kinds/field-kind.ts";
import { fileFieldOf, kindOf } from "../kinds/registry.ts";
import { HoneypotField } from "./honeypot-field.tsx";
import { useDraft } from "./use-draft.ts";
import { FormEnd, type Outcome } from "./form-end.tsx";

/** Told to the page when a lead is sent, for a counter the site may have (src/shell/analytics.ts). */
export const LEAD_SENT_EVENT = "lead-sent";

export interface LeadFormProps {
  formKey: FormKey;
  formId: string;
  site: Pick<IslandSite, "business" | "forms" | "delivery" | "numberLocale" | "lang">;
  /** The toast's title once sent, instead of the form's usual "Success!". */
  sentTitle?: string;
  /** Called with what was sent, before the form is emptied. */
  onSent?: (values: Record<string, string>) => void;
}

/**
 * A lead form drawn from site.config.yaml. What happens to a lead is submitLead's (../submit.ts);
 * this draws the fields, their problems and the outcome, and keeps a draft (./use-draft.ts).
 */
export function LeadForm({ formKey, formId, site, sentTitle, onSent }: LeadFormProps) {
  const { t } = useTranslation();
  const { business, forms, delivery } = site;
  const definition = forms?.[formKey];
  if (!definition)
    throw new Error(
      `The form ${formKey} is shown on this page but not defined under forms: in site.config.yaml; npm run validate names the page.`,
    );
  const photoField = fileFieldOf(definition.fields);
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { values, setValue, reset, honeypot, setHoneypot } = useDraft(
    formKey,
    definition.fields,
    form,
  );
  const [problems, setProblems] = useState<Map<string, Problem>>(new Map());
  const [photo, setPhoto] = useState<File | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The first field with a problem takes the focus once its message is drawn: focusing it before
  // would lay the page out once for the old form and again for the new one.
  const [focusAfterDraw, setFocusAfterDraw] = useState<{ name: string } | null>(null);
  const idOf = (name: string) => `${formId}-${name}`;

  useEffect(() => startDelivery(delivery), [delivery]);
  useLayoutEffect(
    () =>
      void (focusAfterDraw && document.getElementById(`${formId}-${focusAfterDraw.name}`)?.focus()),
    [focusAfterDraw, formId],
  );
  // A photo chosen in the drawn page before the island started: shown (or refused) as the form starts.
  useLayoutEffect(() => {
    const chosen =
      photoField && form.current
        ? kindOf(photoField).fromPage?.(keptOf(form.current), photoField)
        : undefined;
    if (chosen instanceof File) choosePhoto(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- choosePhoto is new each drawing; this runs at the start only
  }, []);

  const setProblem = (name: string, problem: Problem | null) =>
    setProblems((current) => {
      const next = new Map(current);
      if (problem) next.set(name, problem);
      else next.delete(name);
      return next;
    });
  const onChange =
    (name: string) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { target } = event;
      // A box to tick holds its value only while ticked.
      setValue(
        name,
        target instanceof HTMLInputElement && target.type === "checkbox" && !target.checked
          ? ""
          : target.value,
      );
      if (problems.has(name)) setProblem(name, null);
      setOutcome(null);
    };
  const clearPhoto = () => {
    setPhoto(null);
    if (fileInput.current) fileInput.current.value = "";
  };
  const choosePhoto = (file: File | null) => {
    if (!photoField) return;
    if (file && !isImageFile(file)) return (clearPhoto(), setProblem(photoField.name, "notImage"));
    setPhoto(file);
    setProblem(photoField.name, null);
  };
  /** Everything typed stays; the toast gives the phone number to call instead. */
  const fail = (reason: string) => {
    setOutcome({ sent: false, reason });
    toast({
      group: formKey,
      tone: "error",
      title: t("common:form.errorTitle"),
      text: definition.failureText,
      action: {
        label: t("common:form.callAction", { phone: business.phone }),
        href: business.telHref,
      },
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    const context = { form: formKey, language: site.lang, page: window.location.pathname };
    const lead = {
      definition,
      values,
      photo,
      honeypot,
      delivery,
      phoneCountryCode: business.phoneCountryCode,
      context,
    };
    const onSending = () => (setIsSending(true), setOutcome(null));
    const result = await submitLead(lead, {
      ...providerSender(delivery, formKey),
      wait: waitMs,
      shrinkPhoto: photoDataUrl,
      onSending,
    });
    setIsSending(false);
    switch (result.outcome) {
      case "invalid":
        setProblems(result.problems);
        toast({
          group: formKey,
          tone: "error",
          title: t("common:form.errorTitle"),
          text: t(result.isMissing ? "common:form.fillRequired" : "common:form.fixFields"),
        });
        return setFocusAfterDraw({ name: [...result.problems.keys()][0] });
      case "sent":
        if (!result.isDropped)
          form.current?.dispatchEvent(
            new CustomEvent(LEAD_SENT_EVENT, { bubbles: true, detail: { form: formKey } }),
          );
        onSent?.(values);
        reset();
        clearPhoto();
        setOutcome({ sent: true });
        return toast({
          group: formKey,
          tone: "success",
          title: sentTitle ?? t("common:form.successTitle"),
          text: definition.successText,
        });
      case "photo":
        setProblem(result.field, result.problem);
        console.error(result.error);
        return fail(t(`common:form.problems.${result.problem}`));
      case "failed":
        console.error("The lead was not sent:", result.failure.status, result.failure.text);
        return fail(t(`common:form.failure.${result.key}`, { text: result.failure.text }));
    }
  };

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      method="post"
      noValidate
      aria-busy={isSending}
      className="grid gap-5 sm:grid-cols-2"
      data-lead-form={formKey}
    >
      {definition.fields.map((field) => {
        const { Field, holdsFile } = kindOf(field);
        const remove = () => (clearPhoto(), setProblem(field.name, null));
        return (
          <Field
            key={field.name}
            field={field}
            id={idOf(field.name)}
            problem={problems.get(field.name)}
            numberLocale={site.numberLocale}
            value={values[field.name] ?? ""}
            onChange={onChange(field.name)}
            {...(holdsFile
              ? {
                  file: {
                    chosen: photo,
                    inputRef: fileInput,
                    onChoose: choosePhoto,
                    onRemove: remove,
                  },
                }
              : {})}
          />
        );
      })}
      <HoneypotField id={idOf(HONEYPOT_FIELD)} value={honeypot} onChange={setHoneypot} />
      <FormEnd
        definition={definition}
        business={business}
        isSending={isSending}
        outcome={outcome}
      />
    </form>
  );
}
