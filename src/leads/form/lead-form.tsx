import { useRef, type ChangeEvent } from "react";
import type { IslandSite } from "../../site/resolve/site-data.ts";
import type { FormKey } from "../deliver.ts";
import { HONEYPOT_FIELD } from "../honeypot.ts";
import { fileFieldOf, kindOf } from "../kinds/registry.ts";
import { drawingOf } from "./fields/drawings.ts";
import { HoneypotField } from "./honeypot-field.tsx";
import { useDraft } from "./use-draft.ts";
import { usePhoto } from "./use-photo.ts";
import { useProblems } from "./use-problems.ts";
import { useSending } from "./use-sending.ts";
import { FormEnd } from "./form-end.tsx";

export interface LeadFormProps {
  formKey: FormKey;
  formId: string;
  site: Pick<IslandSite, "business" | "forms" | "delivery" | "numberLocale" | "lang">;
  /** The toast's title once sent, instead of the form's usual "Success!". */
  sentTitle?: string;
  /** Called with what was sent, before the form is emptied. */
  onSent?: (values: Record<string, string>) => void;
}

/** The form's definition under forms: in site.config.yaml, which a page showing the form needs. */
function definitionOf({ forms }: LeadFormProps["site"], formKey: FormKey) {
  const definition = forms?.[formKey];
  if (!definition)
    throw new Error(
      `The form ${formKey} is shown on this page but not defined under forms: in site.config.yaml; npm run validate names the page.`,
    );
  return definition;
}

/**
 * A lead form drawn from site.config.yaml. What happens to a lead is submitLead's (../submit.ts,
 * through ./use-sending.ts); this draws the fields, their problems (./use-problems.ts) and the
 * outcome, and keeps a draft (./use-draft.ts) and the photo (./use-photo.ts).
 */
export function LeadForm(props: LeadFormProps) {
  const { formKey, formId, site } = props;
  const definition = definitionOf(site, formKey);
  const form = useRef<HTMLFormElement>(null);
  // Their layout effects run in the order these are called: the draft's, then the photo's.
  const draft = useDraft(formKey, definition.fields, form);
  const problems = useProblems(formId);
  const photo = usePhoto(fileFieldOf(definition.fields), form, problems.set);
  const sending = useSending({ ...props, definition, form, draft, photo, problems });
  const idOf = (name: string) => `${formId}-${name}`;

  const onChange =
    (name: string) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { target } = event;
      // A box to tick holds its value only while ticked.
      draft.setValue(
        name,
        target instanceof HTMLInputElement && target.type === "checkbox" && !target.checked
          ? ""
          : target.value,
      );
      if (problems.byField.has(name)) problems.set(name, null);
      sending.setOutcome(null);
    };

  return (
    <form
      ref={form}
      onSubmit={sending.onSubmit}
      method="post"
      noValidate
      aria-busy={sending.isSending}
      className="grid gap-5 sm:grid-cols-2"
      data-lead-form={formKey}
    >
      {definition.fields.map((field) => {
        const Field = drawingOf(field);
        const { holdsFile } = kindOf(field);
        const remove = () => (photo.clear(), problems.set(field.name, null));
        return (
          <Field
            key={field.name}
            field={field}
            id={idOf(field.name)}
            problem={problems.byField.get(field.name)}
            numberLocale={site.numberLocale}
            value={draft.values[field.name] ?? ""}
            onChange={onChange(field.name)}
            {...(holdsFile
              ? {
                  file: {
                    chosen: photo.chosen,
                    inputRef: photo.fileInput,
                    onChoose: photo.choose,
                    onRemove: remove,
                  },
                }
              : {})}
          />
        );
      })}
      <HoneypotField
        id={idOf(HONEYPOT_FIELD)}
        value={draft.honeypot}
        onChange={draft.setHoneypot}
      />
      <FormEnd
        definition={definition}
        business={site.business}
        isSending={sending.isSending}
        outcome={sending.outcome}
      />
    </form>
  );
}
