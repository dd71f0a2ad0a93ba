import type { Testimonial } from "../generated/schema-types.ts";
import { Stars } from "./stars.tsx";

type Review = Pick<Testimonial, "rating" | "text"> &
  Partial<Pick<Testimonial, "name" | "location" | "language">>;

/**
 * One review: stars, the words (when there are any) and who gave it (when known). The words keep
 * the language the customer wrote them in, whatever the page's language. `received` is the line
 * that says when and how a published review came in.
 */
export function ReviewCard({
  review,
  received,
  className = "",
}: {
  review: Review;
  received?: string;
  className?: string;
}) {
  return (
    <figure
      className={`flex min-w-0 flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 [overflow-wrap:anywhere] dark:bg-slate-950 dark:ring-slate-700 ${className}`}
    >
      <Stars rating={review.rating} />
      {review.text ? (
        <blockquote
          lang={review.language}
          dir={review.language ? "auto" : undefined}
          className="mt-3 text-slate-700 dark:text-slate-200"
        >
          “{review.text}”
        </blockquote>
      ) : null}
      {review.name || received ? (
        <figcaption className="mt-auto pt-4">
          {review.name ? (
            <span className="block font-semibold">
              <span lang={review.language} dir={review.language ? "auto" : undefined}>
                {review.name}
              </span>
              {review.location ? (
                <span className="font-normal text-slate-600 dark:text-slate-400">
                  {" "}
                  · {review.location}
                </span>
              ) : null}
            </span>
          ) : null}
          {received ? (
            <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
              {received}
            </span>
          ) : null}
        </figcaption>
      ) : null}
    </figure>
  );
}

/**
 * "20 May 2026 · Review received through this website", in the page's language and digits. A
 * review given another way (its consent names a source, such as an e-mail) shows only its day.
 */
export function receivedLine(
  review: Pick<Testimonial, "date" | "consent">,
  numberLocale: string,
  throughWebsite: string,
  separator = " · ",
): string {
  const day = new Intl.DateTimeFormat(numberLocale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${review.date}T00:00:00Z`),
  );
  return review.consent.source ? day : `${day}${separator}${throughWebsite}`;
}
