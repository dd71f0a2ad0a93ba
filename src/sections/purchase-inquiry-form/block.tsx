import type { PurchaseInquiryFormSection } from "../../generated/schema-types.ts";
import type { IslandProps } from "../block-props.ts";
import { SectionFrame } from "../../ui/section-frame.tsx";
import { LeadForm } from "../../leads/form/lead-form.tsx";

export function PurchaseInquiryForm({ section, site }: IslandProps<PurchaseInquiryFormSection>) {
  return (
    <SectionFrame id={section.id} heading={section.heading} intro={section.intro} tone="muted">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 dark:bg-slate-950 dark:ring-slate-700">
        <LeadForm formKey="purchaseInquiry" formId={section.id} site={site} />
        <p className="mt-6 text-slate-600 dark:text-slate-400">{section.footnote}</p>
      </div>
    </SectionFrame>
  );
}
