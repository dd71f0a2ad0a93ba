import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { Icon } from "../ui/icon.tsx";

/** A button that shows and hides a list of links; closes on Escape, outside click and navigation. */
export function Dropdown({ label, children, align = "start" }: { label: ReactNode; children: ReactNode; align?: "start" | "end" }) {
  const [isOpen, setIsOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  useEffect(() => setIsOpen(false), [pathname]);
  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setIsOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [isOpen]);

  return (
    <div ref={root} className="relative" onBlur={(e) => !root.current?.contains(e.relatedTarget as Node) && setIsOpen(false)}>
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-lg px-1 text-sm font-medium lg:px-1.5 xl:px-2 xl:text-base hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        {label}
        <Icon name="chevron-down" className={`size-4 transition-transform ${isOpen ? "rotate-180" : ""}`} />
      </button>
      <div id={panelId} hidden={!isOpen} className={`absolute ${align === "end" ? "end-0" : "start-0"} top-full z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900`}>
        {children}
      </div>
    </div>
  );
}
