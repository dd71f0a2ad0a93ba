import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ReviewFormSection } from "../../generated/schema-types.ts";
import type { IslandProps } from "../block-props.ts";
import { SectionFrame } from "../../ui/section-frame.tsx";
import { ReviewCard } from "../../ui/review-card.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { LeadForm } from "../../leads/form/lead-form.tsx";

/**
 * A customer's review, sent to the owner like a lead (forms.review in site.config.yaml), with
 * their permission to publish it. The site shows it once the owner publishes it
 * (npm run reviews -- publish); until then the visitor sees it here, under "Your Review".
 */
export function ReviewForm({ section, site }: IslandProps<ReviewFormSection>) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<{
    rating: number;
    text: string;
    name?: string;
    location?: string;
  } | null>(null);
  const external = site.reviews?.externalUrl;

  return (
    <SectionFrame id={section.id} heading={section.heading} intro={section.intro}>
      <div className="flex flex-col gap-8 lg:flex-row lg:items-start">
        <div className="max-w-xl flex-1">
          <LeadForm
            formKey="review"
            formId={section.id}
            site={site}
            sentTitle={t("common:review.submittedTitle")}
            onSent={(values) =>
              setSent({
                rating: Number(values.rating),
                text: values.text ?? "",
                name: values.name,
                location: values.location,
              })
            }
          />
        </div>
        {external ? (
          <p className="lg:pt-1">
            <a href={external} rel="noopener" target="_blank" className={buttonClass("outline")}>
              {t("common:review.external", { name: site.reviews.externalName ?? "Google" })}
            </a>
          </p>
        ) : null}
      </div>
      {sent && (
        <div className="mt-10 max-w-xl" aria-live="polite">
          <h3 className="text-xl font-bold">{section.yourReviewHeading}</h3>
          <ReviewCard review={sent} className="mt-3" />
          <p className="mt-3 text-slate-700 dark:text-slate-300">
            {t("common:review.pendingNote")}
          </p>
        </div>
      )}
    </SectionFrame>
  );
}
