import { describe, expect, it } from "vitest";
import {
  assetsOf,
  BUDGETS,
  formatTable,
  inlineScriptsOf,
  overBudget,
  type PageWeight,
} from "./budget-report.ts";

const html = `<!doctype html><html><head>
<link rel="modulepreload" href="/assets/site.en-1.js" />
<script type="module" crossorigin src="/assets/index-2.js"></script>
<link rel="modulepreload" crossorigin href="/assets/index-2.js">
<link rel="stylesheet" crossorigin href="/assets/index-3.css">
<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>
<link rel="alternate" hreflang="fr" href="https://www.example.com/fr" />
<script type="application/json" id="interface-words">{"a":1}</script>
</head><body><img src="/images/hero.svg" alt=""><img src="/images/a.webp" srcset="/images/a-480.webp 480w, /images/a-960.webp 960w" alt="">
<img src="https://tile.example.org/x.png" alt="">
<script data-modules="/assets/index-2.js /assets/chunk-4.js /assets/hero-5.js" data-on-use="/assets/hydrate-6.js">(function(){})()</script></body></html>`;

describe("what a page loads first", () => {
  it("counts each script, stylesheet and image once, only those served by the site, and apart what is fetched for a first use", () => {
    expect(assetsOf(html)).toEqual({
      scripts: ["/assets/index-2.js", "/assets/site.en-1.js"],
      firstUseScripts: [
        "/assets/index-2.js",
        "/assets/chunk-4.js",
        "/assets/hero-5.js",
        "/assets/hydrate-6.js",
      ],
      styles: ["/assets/index-3.css"],
      images: ["/images/hero.svg", "/images/a-960.webp"],
    });
  });
});

describe("the scripts a page carries inline", () => {
  it("are its code, not the data it carries in script elements", () => {
    const page = `<head><script>(()=>{theme()})()</script><script type="speculationrules">{"prerender":[]}</script>
<script type="application/ld+json">{"@type":"Thing"}</script></head><body>${html}<script></script><script>shell()</script></body>`;
    expect(inlineScriptsOf(page)).toEqual(["(()=>{theme()})()", "(function(){})()", "shell()"]);
  });
});

describe("budgets", () => {
  const light: PageWeight = {
    page: "/",
    jsGzip: 1000,
    firstUseJsGzip: 1000,
    cssGzip: 1000,
    htmlGzip: 1000,
    imageBytes: 1000,
  };
  it("passes a page within every budget", () => {
    expect(overBudget(light)).toEqual([]);
  });
  it("names the page, the measure, its weight and the budget when one is over", () => {
    const heavy = { ...light, page: "/ar/about", jsGzip: BUDGETS.jsGzip + 1 };
    expect(overBudget(heavy)).toEqual([
      `/ar/about: JavaScript run at load (gzip) is ${(heavy.jsGzip / 1000).toFixed(1)} kB, over the budget of ${(BUDGETS.jsGzip / 1000).toFixed(1)} kB`,
    ]);
  });
  it("holds a page without an interactive block to the shell's small script", () => {
    expect(overBudget({ ...light, page: "/about", jsGzip: 12_000, interactive: false })).toEqual([
      "/about: JavaScript run at load (gzip) is 12.0 kB, over the budget of 10.0 kB for a page without an interactive block",
    ]);
    expect(overBudget({ ...light, page: "/contact", jsGzip: 12_000, interactive: true })).toEqual(
      [],
    );
  });
  it("holds the code a page fetches for its first use to its own budget", () => {
    expect(
      overBudget({ ...light, page: "/contact", firstUseJsGzip: BUDGETS.firstUseJsGzip + 1 }),
    ).toHaveLength(1);
    expect(
      overBudget({ ...light, page: "/contact", firstUseJsGzip: BUDGETS.firstUseJsGzip }),
    ).toEqual([]);
  });
  it("prints one aligned row per page", () => {
    const table = formatTable([light, { ...light, page: "/fr/contact" }]).split("\n");
    expect(table).toHaveLength(3);
    expect(table[2]).toMatch(/^\/fr\/contact\s+1\.0 kB\s+1\.0 kB\s+1\.0 kB\s+1\.0 kB\s+1\.0 kB$/);
  });
});
