import type { Testimonial } from "../generated/schema-types.ts";
import { Stars } from "./stars.tsx";

export function ReviewCard({ review, className = "" }: { review: Pick<Testimonial, "rating" | "text" | "name" | "location">; className?: string }) {
  return (
    <figure className={`rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-700 ${className}`}>
      <Stars rating={review.rating} />
      <blockquote className="mt-3 text-slate-700 dark:text-slate-200">“{review.text}”</blockquote>
      <figcaption className="mt-4 font-semibold">
        {review.name} <span className="font-normal text-slate-600 dark:text-slate-400">· {review.location}</span>
      </figcaption>
    </figure>
  );
}
