// Sending a lead form: submitLead (../submit.ts) takes the lead, and what became of it is shown in
// the form and told in a toast. A lead that was not sent keeps everything typed; a sent one
// empties the form.
import { useEffect, useState, type FormEvent, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import type { IslandSite } from "../../site/resolve/site-data.ts";
import { useToast } from "../../ui/toast.tsx";
import { providerSender, startDelivery, waitMs, type FormKey } from "../deliver.ts";
import { photoDataUrl } from "../photo.ts";
import { submitLead, type SubmitResult } from "../submit.ts";
import type { Outcome } from "./form-end.tsx";
import type { useDraft } from "./use-draft.ts";
import type { usePhoto } from "./use-photo.ts";
import type { useProblems } from "./use-problems.ts";

/** Told to the page when a lead is sent, for a counter the site may have (src/analytics/counter.ts). */
export const LEAD_SENT_EVENT = "lead-sent";

export interface SendingForm {
  formKey: FormKey;
  definition: NonNullable<IslandSite["forms"][FormKey]>;
  site: Pick<IslandSite, "business" | "delivery" | "lang">;
  /** The toast's title once sent, instead of the form's usual "Success!". */
  sentTitle?: string;
  /** Called with what was sent, before the form is emptied. */
  onSent?: (values: Record<string, string>) => void;
  form: RefObject<HTMLFormElement | null>;
  draft: ReturnType<typeof useDraft>;
  photo: ReturnType<typeof usePhoto>;
  problems: ReturnType<typeof useProblems>;
}

/** What became of the last Send, as the form shows it, and what the form and a toast do for each outcome. */
function useOutcome(sending: SendingForm) {
  const { formKey, definition, site, sentTitle, onSent, form, draft, photo, problems } = sending;
  const { business } = site;
  const { t } = useTranslation();
  const toast = useToast();
  const [outcome, setOutcome] = useState<Outcome>(null);

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
  const show = (result: SubmitResult) => {
    switch (result.outcome) {
      case "invalid":
        problems.setAll(result.problems);
        toast({
          group: formKey,
          tone: "error",
          title: t("common:form.errorTitle"),
          text: t(result.isMissing ? "common:form.fillRequired" : "common:form.fixFields"),
        });
        return problems.focusWhenDrawn([...result.problems.keys()][0]);
      case "sent":
        if (!result.isDropped)
          form.current?.dispatchEvent(
            new CustomEvent(LEAD_SENT_EVENT, { bubbles: true, detail: { form: formKey } }),
          );
        onSent?.(draft.values);
        draft.reset();
        photo.clear();
        setOutcome({ sent: true });
        return toast({
          group: formKey,
          tone: "success",
          title: sentTitle ?? t("common:form.successTitle"),
          text: definition.successText,
        });
      case "photo":
        problems.set(result.field, result.problem);
        console.error(result.error);
        return fail(t(`common:form.problems.${result.problem}`));
      case "failed":
        console.error("The lead was not sent:", result.failure.status, result.failure.text);
        return fail(t(`common:form.failure.${result.key}`, { text: result.failure.text }));
    }
  };
  return { outcome, setOutcome, show };
}

/** The form's onSubmit, whether a lead is being sent, and what became of the last one. */
export function useSending(sending: SendingForm) {
  const { formKey, definition, site, draft, photo } = sending;
  const { business, delivery } = site;
  const [isSending, setIsSending] = useState(false);
  const { outcome, setOutcome, show } = useOutcome(sending);

  useEffect(() => startDelivery(delivery), [delivery]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    const context = { form: formKey, language: site.lang, page: window.location.pathname };
    const lead = {
      definition,
      values: draft.values,
      photo: photo.chosen,
      honeypot: draft.honeypot,
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
    show(result);
  };
  return { onSubmit, isSending, outcome, setOutcome };
}
