import type { CouponSection } from "../../generated/schema-types.ts";
import type { BlockProps } from "../block-props.ts";
import { CallButton } from "../../ui/button.tsx";
import { CheckItem } from "../../ui/check-item.tsx";
import { Container } from "../../ui/section-frame.tsx";

export function Coupon({ section, site }: BlockProps<CouponSection>) {
  const { business } = site;
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="py-12 sm:py-16">
      <Container width="medium">
        <div className="rounded-3xl border-4 border-dashed border-amber-500 bg-amber-50 p-6 text-center sm:p-10 dark:bg-slate-900">
          <h1
            id={`${section.id}-heading`}
            className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white"
          >
            {section.heading}
          </h1>
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{section.lead}</p>
          <a
            href={business.telHref}
            className="mt-6 inline-block text-3xl font-extrabold text-brand-600 hover:underline sm:text-4xl dark:text-blue-300"
            dir="ltr"
          >
            {business.phone}
          </a>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {section.buttons.map((label, i) => (
              <li key={label}>
                <CallButton
                  telHref={business.telHref}
                  tone={i === 0 ? "accent" : "primary"}
                  className="w-full"
                >
                  {label}
                </CallButton>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-10 grid gap-8 md:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold text-slate-900 dark:text-white">
              {section.listHeading}
            </h2>
            <ul className="mt-4 grid grid-cols-2 gap-2">
              {section.list.map((name) => (
                <CheckItem key={name}>{name}</CheckItem>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-brand-700 p-6 text-white dark:bg-blue-950">
            <h2 className="text-2xl font-bold">{section.offerHeading}</h2>
            <p className="mt-3 text-blue-100">{section.offerText}</p>
          </div>
        </div>
      </Container>
    </section>
  );
}
