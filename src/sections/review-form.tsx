import { useState, type FormEvent } from "react";
import { useWords } from "../render/words.tsx";
import type { ReviewFormSection } from "../generated/schema-types.ts";
import type { BlockProps } from "./registry.ts";
import { SectionFrame } from "../ui/section-frame.tsx";
import { ReviewCard } from "../ui/review-card.tsx";
import { buttonClass } from "../ui/button.tsx";
import { useToast } from "../ui/toast.tsx";

const DEFAULT_RATING = 5;

/** A review stays on this page only: it is shown under "Your Review" and sent nowhere. */
export function ReviewForm({ section }: BlockProps<ReviewFormSection>) {
  const { t } = useWords();
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [text, setText] = useState("");
  const [submitted, setSubmitted] = useState<{ rating: number; text: string } | null>(null);
  const toast = useToast();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted({ rating, text });
    setRating(DEFAULT_RATING);
    setText("");
    toast({ tone: "success", title: t("common:review.submittedTitle"), text: t("common:review.submittedText") });
  };

  return (
    <SectionFrame id={section.id} heading={section.heading} intro={section.intro}>
      <form onSubmit={onSubmit} className="grid max-w-xl gap-5">
        <fieldset>
          <legend className="font-semibold">{t("common:review.ratingLabel")}</legend>
          <div className="mt-2 flex gap-2">
            {[1, 2, 3, 4, 5].map((value) => (
              <label key={value} className={`flex size-12 cursor-pointer items-center justify-center rounded-xl border-2 font-bold ${rating === value ? "border-brand-600 bg-brand-50 text-brand-700 dark:border-blue-300 dark:bg-slate-800 dark:text-blue-200" : "border-slate-300 dark:border-slate-600"}`}>
                <input type="radio" name="rating" value={value} checked={rating === value} onChange={() => setRating(value)} className="sr-only" />
                <span aria-hidden="true">{value}★</span>
                <span className="sr-only">{t("common:review.stars", { count: value })}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <label className="grid gap-2">
          <span className="font-semibold">{t("common:review.textLabel")}</span>
          <textarea value={text} onChange={(e) => setText(e.target.value)} rows={4} className="rounded-xl border border-slate-300 bg-white p-3 dark:border-slate-600 dark:bg-slate-900" />
        </label>
        <button type="submit" className={buttonClass("primary")}>{t("common:review.submit")}</button>
      </form>
      {submitted && (
        <div className="mt-10 max-w-xl" aria-live="polite">
          <h3 className="text-xl font-bold">{section.yourReviewHeading}</h3>
          <ReviewCard review={submitted} className="mt-3" />
        </div>
      )}
    </SectionFrame>
  );
}
