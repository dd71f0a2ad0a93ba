import { Link } from "react-router-dom";
import type { AdvantageArticleSection } from "../../generated/schema-types.ts";
import type { BlockProps } from "../block-props.ts";
import { recordOf } from "../../context/site-context.tsx";
import { localizedPath } from "../../site/shared/localized-path.ts";
import { Container } from "../../ui/section-frame.tsx";
import { Icon } from "../../ui/icon.tsx";
import { Illustration } from "../../ui/illustration.tsx";
import { Markdown } from "../../ui/markdown.tsx";

export function AdvantageArticle({ section, site, page }: BlockProps<AdvantageArticleSection>) {
  const { advantage } = recordOf(page, "advantage", "advantage-article");
  const localPath = (path: string) => localizedPath(path, site.lang, site.defaultLanguage);
  const { advantages } = site;
  const faq = localPath("/advantages");
  return (
    <article id={section.id} aria-labelledby={`${section.id}-heading`} className="py-10 sm:py-14">
      <Container width="prose">
        <Link
          to={faq}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-600 hover:underline dark:text-blue-300"
        >
          <Icon name="arrow-back" className="size-5 rtl:rotate-180" />
          {section.backLabel}
        </Link>
        <h1
          id={`${section.id}-heading`}
          className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white"
        >
          {advantage.title}
        </h1>
        <p className="mt-4 text-xl text-slate-700 dark:text-slate-300">{advantage.summary}</p>
        <Illustration
          images={site.images}
          src={advantage.image}
          alt={advantage.imageAlt}
          isPriority
          className="mt-8 rounded-2xl bg-brand-50 dark:bg-slate-900"
        />
        <Markdown
          text={advantage.body}
          className="mt-6 text-lg text-slate-700 dark:text-slate-300"
        />
        <nav
          aria-labelledby={`${section.id}-others`}
          className="mt-12 border-t border-slate-200 pt-8 dark:border-slate-700"
        >
          <h2 id={`${section.id}-others`} className="text-xl font-bold">
            {section.othersHeading}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {advantages
              .filter((a) => a.slug !== advantage.slug)
              .map((other) => (
                <li key={other.slug}>
                  <Link
                    to={other.href}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-50 px-4 font-semibold text-brand-700 hover:bg-brand-100 dark:bg-slate-800 dark:text-blue-200"
                  >
                    <Icon name={other.icon} className="size-4" />
                    {other.title}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      </Container>
    </article>
  );
}
