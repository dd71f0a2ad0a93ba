import { Link } from "react-router-dom";
import type { ReasonsListSection } from "../../generated/schema-types.ts";
import type { BlockProps } from "../block-props.ts";
import { SectionFrame } from "../../ui/section-frame.tsx";
import { Icon } from "../../ui/icon.tsx";
import { Illustration } from "../../ui/illustration.tsx";

export function ReasonsList({ section, site }: BlockProps<ReasonsListSection>) {
  const { advantages } = site;
  return (
    <SectionFrame id={section.id} heading={section.heading} tone="muted">
      <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.4fr]">
        <Illustration
          images={site.images}
          src={section.image}
          alt={section.imageAlt}
          className="rounded-2xl"
        />
        <ol className="grid gap-4">
          {advantages.map((reason) => (
            <li
              key={reason.slug}
              className={`rounded-2xl p-5 ${reason.wealthyAudience ? "bg-slate-900 text-white ring-2 ring-amber-400 dark:bg-black" : "bg-white ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-700"}`}
            >
              <Link to={reason.href} className="flex gap-4">
                <Icon
                  name={reason.icon}
                  className={`size-7 shrink-0 ${reason.wealthyAudience ? "text-amber-300" : "text-brand-600 dark:text-blue-300"}`}
                />
                <span>
                  <span className="block text-lg font-bold">{reason.title}</span>
                  <span
                    className={`mt-1 block ${reason.wealthyAudience ? "text-slate-200" : "text-slate-600 dark:text-slate-300"}`}
                  >
                    {reason.summary}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      </div>
    </SectionFrame>
  );
}
