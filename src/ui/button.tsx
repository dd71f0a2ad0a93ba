import type { ReactNode } from "react";
import type { Action } from "../generated/schema-types.ts";
import { Icon } from "./icon.tsx";

export type ButtonTone = "primary" | "accent" | "outline" | "light";

const TONES: Record<ButtonTone, string> = {
  primary:
    "bg-brand-600 text-white hover:bg-brand-700 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400",
  accent: "bg-amber-400 text-slate-950 hover:bg-amber-300",
  outline:
    "border-2 border-brand-600 text-brand-700 hover:bg-brand-50 dark:border-blue-300 dark:text-blue-200 dark:hover:bg-slate-800",
  light: "bg-white text-brand-700 hover:bg-brand-50",
};

export const buttonClass = (tone: ButtonTone) =>
  `inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-5 py-3 text-base font-semibold shadow-sm ${TONES[tone]}`;

/** A link that looks like a button: a plain link, as every link of the site is (a page load, prefetched). */
export function ButtonLink({
  href,
  tone = "primary",
  children,
}: {
  href: string;
  tone?: ButtonTone;
  children: ReactNode;
}) {
  return (
    <a href={href} className={buttonClass(tone)}>
      {children}
    </a>
  );
}

/** A tel: link to the business phone (`telHref`, as resolved for the site), in the +1 international form. */
export function CallButton({
  telHref,
  tone = "primary",
  children,
  className = "",
}: {
  telHref: string;
  tone?: ButtonTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a href={telHref} className={`${buttonClass(tone)} ${className}`}>
      <Icon name="phone" className="size-5" />
      <span>{children}</span>
    </a>
  );
}

export function ActionButton({
  action,
  tone,
  telHref,
}: {
  action: Action;
  tone: ButtonTone;
  telHref: string;
}) {
  if (action.call)
    return (
      <CallButton telHref={telHref} tone={tone}>
        {action.label}
      </CallButton>
    );
  if (!action.href) throw new Error(`The button "${action.label}" has neither href nor call.`);
  return (
    <ButtonLink href={action.href} tone={tone}>
      {action.label}
    </ButtonLink>
  );
}
