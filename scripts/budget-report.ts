// The speed budgets of a built page and how a page is measured against them. Pure: budgets.ts
// reads dist/ and prints; this part is what the tests hold to. Pages are read with an HTML
// parser (node-html-parser), as a browser reads them.
import type { HTMLElement } from "node-html-parser";
import { parsedPage } from "../src/render/page-marks.ts";

/** First-load bytes a visitor's phone downloads for one page. kB = 1000 bytes, as Vite prints. */
export interface PageWeight {
  page: string;
  /** What the page runs as it loads: its inline scripts and any script it fetches before it is used, gzip. */
  jsGzip: number;
  /**
   * What it fetches once a block is first wanted, gzip: the loader's modules (the page's code) and
   * its islands' chunks (React, the blocks, their words), fetched into the cache while the browser
   * is idle and run at the first use, and a carousel's script, fetched as it comes near the screen.
   */
  firstUseJsGzip: number;
  /** Stylesheets, gzip. */
  cssGzip: number;
  /** The HTML document itself, gzip. */
  htmlGzip: number;
  /** Every image the page references (img src/srcset, preloads), as stored. */
  imageBytes: number;
  /** Whether the page has a block that runs in the browser: an island (a form), a carousel or a map. */
  interactive?: boolean;
}

export const BUDGETS = {
  jsGzip: 75_000,
  /** The heaviest page: one with a form, whose island runs on React. */
  firstUseJsGzip: 110_000,
  cssGzip: 20_000,
  htmlGzip: 30_000,
  imageBytes: 150_000,
} as const satisfies Record<Exclude<keyof PageWeight, "page" | "interactive">, number>;

/** A page whose blocks are all HTML ships only the shell's small script. */
export const JS_WITHOUT_INTERACTIVE_BLOCKS = 10_000;

const LABELS: Record<keyof typeof BUDGETS, string> = {
  jsGzip: "JavaScript run at load (gzip)",
  firstUseJsGzip: "JavaScript at first use (gzip)",
  cssGzip: "CSS (gzip)",
  htmlGzip: "HTML (gzip)",
  imageBytes: "images",
};

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** What a page needs on first load, and the scripts it fetches once its blocks are first wanted, read from its HTML. */
export function assetsOf(html: string | HTMLElement): {
  scripts: string[];
  firstUseScripts: string[];
  styles: string[];
  images: string[];
} {
  const page = parsedPage(html);
  // Attribute names are read as HTML reads them, whatever their case (React writes srcSet, imageSrcSet).
  const all = (selector: string) => page.querySelectorAll(selector);
  const attr = (element: HTMLElement, name: string) => element.getAttribute(name);
  const scripts = [
    ...all("script[src]").map((e) => attr(e, "src")),
    ...all('link[rel="modulepreload"]').map((e) => attr(e, "href")),
  ];
  // The modules the page's loader starts when first wanted (src/islands/loader.ts), and its islands' chunks.
  const firstUseScripts = all("script[data-modules]").flatMap((e) => [
    ...attr(e, "data-modules")!.split(/\s+/),
    ...(attr(e, "data-on-use")?.split(/\s+/) ?? []),
  ]);
  const styles = all('link[rel="stylesheet"]').map((e) => attr(e, "href"));
  // An image with a srcset counts as its widest candidate (what a large screen downloads), not as all of them.
  const widest = (srcset: string) =>
    srcset
      .split(",")
      .map((candidate) => candidate.trim().split(/\s+/))
      .sort((a, b) => Number.parseFloat(b[1] ?? "0") - Number.parseFloat(a[1] ?? "0"))[0]?.[0];
  const chosen = (element: HTMLElement, src: string, srcset: string) =>
    attr(element, srcset) ? widest(attr(element, srcset)!) : attr(element, src);
  const images = [
    ...all("img").map((e) => chosen(e, "src", "srcset")),
    ...all('link[rel="preload"][as="image"]').map((e) => chosen(e, "href", "imagesrcset")),
  ];
  const local = (list: (string | undefined)[]) => [
    ...new Set(list.filter((u): u is string => !!u && u.startsWith("/") && !u.startsWith("//"))),
  ];
  return {
    scripts: local(scripts),
    firstUseScripts: local(firstUseScripts),
    styles: local(styles),
    images: local(images),
  };
}

/** The code of the scripts a page carries inline (theme, detection, shell, loader): not data such as JSON-LD or speculation rules. */
export function inlineScriptsOf(html: string | HTMLElement): string[] {
  return parsedPage(html)
    .querySelectorAll("script")
    .filter((script) => !script.hasAttribute("src"))
    .filter((script) =>
      ["", "module", "text/javascript"].includes(script.getAttribute("type") ?? ""),
    )
    .map((script) => script.rawText)
    .filter((code) => code.trim() !== "");
}

/** Each budget a page goes over, in words. */
export function overBudget(
  weight: PageWeight,
  budgets: Record<keyof typeof BUDGETS, number> = BUDGETS,
): string[] {
  const over = (Object.keys(budgets) as (keyof typeof BUDGETS)[])
    .filter((key) => weight[key] > budgets[key])
    .map(
      (key) =>
        `${weight.page}: ${LABELS[key]} is ${kB(weight[key])}, over the budget of ${kB(budgets[key])}`,
    );
  if (
    weight.interactive === false &&
    weight.jsGzip > JS_WITHOUT_INTERACTIVE_BLOCKS &&
    weight.jsGzip <= budgets.jsGzip
  ) {
    over.push(
      `${weight.page}: ${LABELS.jsGzip} is ${kB(weight.jsGzip)}, over the budget of ${kB(JS_WITHOUT_INTERACTIVE_BLOCKS)} for a page without an interactive block`,
    );
  }
  return over;
}

export function formatTable(weights: PageWeight[]): string {
  const header = ["page", "JS gz", "first use", "CSS gz", "HTML gz", "images"];
  const rows = weights.map((w) => [
    w.page,
    kB(w.jsGzip),
    kB(w.firstUseJsGzip),
    kB(w.cssGzip),
    kB(w.htmlGzip),
    kB(w.imageBytes),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [line(header), ...rows.map(line)].join("\n");
}
