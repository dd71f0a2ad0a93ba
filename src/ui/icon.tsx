import type { IconName } from "../generated/schema-types.ts";

type Glyph =
  | IconName
  | "chevron-down"
  | "menu"
  | "close"
  | "arrow-back"
  | "quote"
  | "map-pin"
  | "mail"
  | "sun"
  | "moon"
  | "monitor"
  | "chevron-start"
  | "chevron-end"
  | "pause"
  | "play"
  | "globe";

// 24x24 stroke paths, drawn for this site.
const PATHS: Record<Glyph, string> = {
  shield: "M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zM9 12l2 2 4-4",
  bolt: "M13 2L4 14h7l-1 8 9-12h-7l1-8z",
  badge:
    "M12 2l2.4 2.2 3.2-.4.6 3.2 2.8 1.6-1.4 2.9 1.4 2.9-2.8 1.6-.6 3.2-3.2-.4L12 21l-2.4-2.2-3.2.4-.6-3.2L3 14.4l1.4-2.9L3 8.6l2.8-1.6.6-3.2 3.2.4L12 2zM9 12l2 2 4-4",
  wrench:
    "M14.7 6.3a4 4 0 005 5l-8.4 8.4a2 2 0 01-2.8-2.8l8.4-8.4a4 4 0 01-2.2-2.2zM15 4a4 4 0 015 5",
  clock: "M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2",
  dollar:
    "M12 2v20M17 6.5C16 5 14.3 4.5 12 4.5c-3 0-4.5 1.5-4.5 3.5 0 4.5 9.5 2.5 9.5 7.5 0 2-1.8 3.5-5 3.5-2.4 0-4.2-.8-5-2.5",
  leaf: "M5 19c0-9 5-14 15-14 0 10-5 15-13 15M5 19l8-8",
  sparkles:
    "M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8L12 3zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8L19 15z",
  star: "M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3z",
  phone: "M5 3h4l2 5-2.5 1.5a11 11 0 006 6L16 13l5 2v4a2 2 0 01-2 2A17 17 0 013 5a2 2 0 012-2z",
  heart: "M12 20s-8-4.7-8-10.5A4.5 4.5 0 0112 7a4.5 4.5 0 018 2.5C20 15.3 12 20 12 20z",
  truck:
    "M3 6h11v9H3zM14 9h4l3 3v3h-7M7.5 18.5a1.5 1.5 0 100-3 1.5 1.5 0 000 3zM17.5 18.5a1.5 1.5 0 100-3 1.5 1.5 0 000 3z",
  check: "M5 12.5l4.5 4.5L19 7.5",
  tools: "M3 21l7.5-7.5M14 4l6 6-3 3-6-6 3-3zM6.5 3.5l3 3-2 2-3-3a4 4 0 012-2z",
  home: "M3 11l9-7 9 7v9a1 1 0 01-1 1h-5v-6H9v6H4a1 1 0 01-1-1v-9z",
  calendar: "M4 5h16v15H4zM4 10h16M8 3v4M16 3v4",
  "chevron-down": "M6 9l6 6 6-6",
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6L6 18",
  "arrow-back": "M19 12H5M11 6l-6 6 6 6",
  quote: "M9 7H5v6h4v4l-2 2M19 7h-4v6h4v4l-2 2",
  "map-pin":
    "M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 100-5 2.5 2.5 0 000 5z",
  mail: "M3 5h18v14H3zM3 6l9 7 9-7",
  sun: "M12 16a4 4 0 100-8 4 4 0 000 8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
  moon: "M20 14.5A8 8 0 019.5 4 8 8 0 1020 14.5z",
  monitor: "M3 4h18v12H3zM8 20h8M12 16v4",
  "chevron-start": "M15 6l-6 6 6 6",
  "chevron-end": "M9 6l6 6-6 6",
  pause: "M8 5v14M16 5v14",
  play: "M7 5l12 7-12 7V5z",
  globe:
    "M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9s1.3-6.3 3.8-9z",
};

/** A decorative icon; the text beside it carries the meaning. */
export function Icon({ name, className = "size-6" }: { name: Glyph; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
