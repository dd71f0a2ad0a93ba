import { Link } from "react-router-dom";
import type { TestimonialCarouselSection } from "../generated/schema-types.ts";
import { usePage } from "../render/site-context.tsx";
import { Container } from "../ui/section-frame.tsx";
import { ReviewCard } from "../ui/review-card.tsx";

export function TestimonialCarousel({ section }: { section: TestimonialCarouselSection }) {
  const { testimonials = [] } = usePage();
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="bg-slate-50 py-14 sm:py-20 dark:bg-slate-900">
      <Container>
        <h2 id={`${section.id}-heading`} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          <Link to={section.href} className="hover:underline">{section.heading}</Link>
        </h2>
        <ul className="mt-10 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4">
          {testimonials.map((review) => (
            <li key={review.id} className="w-[85%] shrink-0 snap-start sm:w-[45%] lg:w-[31%]"><ReviewCard review={review} className="h-full" /></li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
