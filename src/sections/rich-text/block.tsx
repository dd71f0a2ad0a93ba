import type { RichTextSection } from "../../generated/schema-types.ts";
import type { BlockProps } from "../block-props.ts";
import { Container } from "../../ui/section-frame.tsx";
import { Markdown } from "../../ui/markdown.tsx";

export function RichText({ section }: BlockProps<RichTextSection>) {
  return (
    <section
      id={section.id}
      aria-labelledby={section.heading ? `${section.id}-heading` : undefined}
      className="py-8 sm:py-10"
    >
      <Container width="prose">
        {section.heading && (
          <h2
            id={`${section.id}-heading`}
            className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white"
          >
            {section.heading}
          </h2>
        )}
        <Markdown text={section.body} className="text-lg text-slate-700 dark:text-slate-300" />
      </Container>
    </section>
  );
}
