import type { ReactNode } from "react";

const WIDTHS = {
  wide: "max-w-7xl",
  page: "max-w-6xl",
  medium: "max-w-4xl",
  prose: "max-w-3xl",
} as const;

export function Container({
  children,
  className = "",
  width = "page",
}: {
  children: ReactNode;
  className?: string;
  width?: keyof typeof WIDTHS;
}) {
  return (
    <div className={`mx-auto w-full px-4 sm:px-6 ${WIDTHS[width]} ${className}`}>{children}</div>
  );
}

interface SectionFrameProps {
  id: string;
  heading?: string;
  intro?: string;
  children: ReactNode;
  tone?: "plain" | "muted";
}

/**
 * A page section with its anchor id, an h2 that names it, and an optional intro line. Without a
 * heading it is a plain block of the page, not a <section>: a section is a part with a name.
 */
export function SectionFrame({ id, heading, intro, children, tone = "plain" }: SectionFrameProps) {
  const background = tone === "muted" ? "bg-slate-50 dark:bg-slate-900" : "";
  const Frame = heading ? "section" : "div";
  return (
    <Frame
      id={id}
      aria-labelledby={heading ? `${id}-heading` : undefined}
      className={`py-14 sm:py-20 ${background}`}
    >
      <Container>
        {heading && (
          <h2
            id={`${id}-heading`}
            className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
          >
            {heading}
          </h2>
        )}
        {intro && (
          <p className="mt-3 max-w-3xl text-lg text-slate-600 dark:text-slate-300">{intro}</p>
        )}
        <div className={heading || intro ? "mt-10" : ""}>{children}</div>
      </Container>
    </Frame>
  );
}
