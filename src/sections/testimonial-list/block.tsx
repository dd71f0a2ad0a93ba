import type { TestimonialListSection } from "../../generated/schema-types.ts";
import type { BlockProps } from "../block-props.ts";
import { SectionFrame } from "../../ui/section-frame.tsx";
import { ReviewCard, receivedLine } from "../../ui/review-card.tsx";
import { useTranslation } from "react-i18next";

/** Every review in content/testimonials.yaml, or the section's emptyText while there are none. */
export function TestimonialList({ section, site, page }: BlockProps<TestimonialListSection>) {
  const { t } = useTranslation();
  const { testimonials = [] } = page;
  return (
    <SectionFrame id={section.id} heading={section.heading} tone="muted">
      {testimonials.length === 0 ? (
        <p className="max-w-2xl text-lg text-slate-700 dark:text-slate-300">{section.emptyText}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {testimonials.map((review) => (
            <li key={review.id}>
              <ReviewCard
                review={review}
                received={receivedLine(review, site.numberLocale, t("common:review.source"))}
                className="h-full"
              />
            </li>
          ))}
        </ul>
      )}
    </SectionFrame>
  );
}
