import type { TestimonialListSection } from "../generated/schema-types.ts";
import { usePage } from "../render/site-context.tsx";
import { SectionFrame } from "../ui/section-frame.tsx";
import { ReviewCard } from "../ui/review-card.tsx";

export function TestimonialList({ section }: { section: TestimonialListSection }) {
  const { testimonials = [] } = usePage();
  return (
    <SectionFrame id={section.id} heading={section.heading} tone="muted">
      <ul className="grid gap-4 md:grid-cols-2">
        {testimonials.map((review) => (
          <li key={review.id}><ReviewCard review={review} className="h-full" /></li>
        ))}
      </ul>
    </SectionFrame>
  );
}
