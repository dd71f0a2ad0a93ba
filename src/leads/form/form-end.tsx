// The end of a lead form: its Send button (or, with scripts off, the phone instead) and what
// became of the last Send, read out to screen readers.
import type { FormDefinition } from "../../generated/schema-types.ts";
import type { IslandSite } from "../../site/resolve/site-data.ts";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../ui/button.tsx";
import { gapAfter, joinSentences } from "../../site/shared/sentence-gap.ts";

/** A text and what parts it from the phone number after it, as its language writes it (no space after "：" in Chinese). */
const withGap = (text: string) => text + gapAfter(text);

export type Outcome = { sent: true } | { sent: false; reason: string } | null;

export function FormEnd({
  definition,
  business,
  isSending,
  outcome,
}: {
  definition: FormDefinition;
  business: IslandSite["business"];
  isSending: boolean;
  outcome: Outcome;
}) {
  const { t } = useTranslation();
  const phone = (
    <a href={business.telHref} className="font-bold whitespace-nowrap underline" dir="ltr">
      {business.phone}
    </a>
  );
  return (
    <div className="sm:col-span-2">
      {/* With scripts turned off the form cannot send: instead of its button, the phone. */}
      <p
        className="hidden rounded-xl border border-amber-500 bg-amber-50 p-4 text-amber-950 [@media(scripting:none)]:block dark:bg-amber-950 dark:text-amber-50"
        data-lead-needs-script=""
      >
        {withGap(t("common:form.needsScript"))}
        {phone}
      </p>
      {/* The form's code could not be fetched when first used (src/islands/start.ts): the phone, until a next try works. */}
      <p
        className="mb-4 hidden rounded-xl border border-red-700 bg-red-50 p-4 text-red-950 [[data-island-failed]_&]:block dark:border-red-400 dark:bg-red-950 dark:text-red-50"
        data-lead-start-failed=""
      >
        {withGap(joinSentences(t("common:form.failure.network"), t("common:form.keptNote")))}
        {phone}
      </p>
      <button
        type="submit"
        disabled={isSending}
        className={`${buttonClass("primary")} w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto [@media(scripting:none)]:hidden`}
      >
        {isSending ? definition.busyLabel : definition.submitLabel}
      </button>
      <div role="status" className="mt-4">
        {outcome?.sent ? (
          <p className="text-lg font-semibold text-emerald-800 dark:text-emerald-300">
            {definition.successText}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {outcome && !outcome.sent ? (
          <p
            className="rounded-xl border border-red-700 bg-red-50 p-4 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50"
            data-lead-failure=""
          >
            {withGap(joinSentences(outcome.reason, t("common:form.keptNote")))}
            {phone}
          </p>
        ) : null}
      </div>
    </div>
  );
}
