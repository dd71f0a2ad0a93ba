import type { Testimonial } from "../generated/schema-types.ts";
import { Stars } from "./stars.tsx";

type Review = Pick<Testimonial, "rating" | "text"> & Partial<Pick<Testimonial, "name" | "location">>;

/** One review: stars, the words (when there are any) and who gave it (when known). */
export function ReviewCard({ review, className = "" }: { review: Review; className?: string }) {
  return (
    <figure className={`rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-700 ${className}`}>
      <Stars rating={review.rating} />
      {review.text ? <blockquote className="mt-3 text-slate-700 dark:text-slate-200">“{review.text}”</blockquote> : null}
      {review.name ? (
        <figcaption className="mt-4 font-semibold">
          {review.name}
          {review.location ? <span className="font-normal text-slate-600 dark:text-slate-400"> · {review.location}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
