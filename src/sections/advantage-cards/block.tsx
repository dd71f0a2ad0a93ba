import { Link } from "react-router-dom";
import type { AdvantageCardsSection } from "../../generated/schema-types.ts";
import type { BlockProps } from "../block-props.ts";
import { SectionFrame } from "../../ui/section-frame.tsx";
import { Icon } from "../../ui/icon.tsx";

export function AdvantageCards({ section, site }: BlockProps<AdvantageCardsSection>) {
  const { advantages } = site;
  return (
    <SectionFrame id={section.id} heading={section.heading} intro={section.intro}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {advantages.map((advantage) => (
          <li key={advantage.slug}>
            <Link
              to={advantage.href}
              lang={advantage.inSource?.lang}
              dir={advantage.inSource?.dir}
              className="flex h-full gap-4 rounded-2xl border border-slate-200 p-5 hover:border-brand-600 hover:bg-brand-50 dark:border-slate-700 dark:hover:border-blue-300 dark:hover:bg-slate-900"
            >
              <Icon
                name={advantage.icon}
                className="size-8 shrink-0 text-brand-600 dark:text-blue-300"
              />
              <span>
                <span className="block text-lg font-bold text-slate-900 dark:text-white">
                  {advantage.title}
                </span>
                <span className="mt-1 block text-slate-600 dark:text-slate-300">
                  {advantage.summary}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
