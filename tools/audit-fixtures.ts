import type { Result } from "lighthouse";

type Details = NonNullable<Result["audits"][string]["details"]>;

/** One failing element as Lighthouse's color-contrast audit reports it. */
export const CONTRAST_FAILURE: Details = {
  type: "table",
  headings: [{ key: "node", valueType: "node", label: "Failing Elements" }],
  items: [
    {
      node: {
        type: "node",
        selector: "footer > p.text-slate-400",
        nodeLabel: "© 2025 Example Business",
        explanation:
          "Fix any of the following:\n  Element has insufficient color contrast of 3.1 (foreground color: #94a3b8, background color: #ffffff). Expected contrast ratio of 4.5:1",
      },
    },
  ],
};

/** The LCP element and its phases, as Lighthouse lists them: a list of two tables. */
export const LCP_ELEMENT: Details = {
  type: "list",
  items: [
    {
      type: "table",
      headings: [{ key: "node", valueType: "node", label: "Element" }],
      items: [
        { node: { type: "node", selector: "section#top p.mt-5", nodeLabel: "Fridge warm?" } },
      ],
    },
    {
      type: "table",
      headings: [
        { key: "phase", valueType: "text", label: "Phase" },
        { key: "timing", valueType: "ms", label: "Timing" },
      ],
      items: [{ phase: "Render Delay", timing: 2271.7 }],
    },
  ],
};
