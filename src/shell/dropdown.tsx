import type { ReactNode } from "react";
import { Icon } from "../ui/icon.tsx";

/**
 * A menu that opens under its label, on the platform's own disclosure (<details>): it opens and
 * closes with a tap, Enter or Space before any code has arrived, and opening one closes the others
 * (they share a name). enhance.ts adds what HTML cannot: Escape, a tap outside, and a followed
 * link close it.
 */
export function Dropdown({
  label,
  children,
  align = "start",
  panelWidth = "w-64",
}: {
  label: ReactNode;
  children: ReactNode;
  align?: "start" | "end";
  panelWidth?: string;
}) {
  return (
    <details name="menu" data-menu="" className="group relative">
      <summary className="inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-lg px-1 text-sm font-medium lg:px-1.5 xl:px-2 xl:text-base hover:bg-slate-100 dark:hover:bg-slate-800">
        {label}
        <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div
        className={`absolute ${align === "end" ? "end-0" : "start-0"} top-full z-40 mt-2 ${panelWidth} rounded-xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900`}
      >
        {children}
      </div>
    </details>
  );
}
