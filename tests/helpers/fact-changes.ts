// An owner changes the facts of a site in site.config.yaml, one line each, and every language
// says the new value everywhere: in the pages' words, their titles and descriptions, link
// previews and structured data. changeFacts() makes the changes on a copy of a site, reading
// what to change from its own facts (every amount of money and length of time, and the closing
// time of its hours); factChangeProblems() reads the built copy for the new values and the old.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument, type Document } from "yaml";
import { validateSite } from "../../src/site/validate-site.ts";
import { contentIn } from "../../src/site/translate-content.ts";
import { languageFacts } from "../../src/site/language-facts.ts";
import { factsAmong, factValue } from "../../src/site/facts.ts";
import type { BuiltSite } from "../content/checks.ts";

/** One fact as each language wrote it before the change and after. */
export interface FactChange {
  token: string;
  before: Record<string, string>;
  after: Record<string, string>;
}

/** Each fact of a site, as each of its languages writes it. */
function factsByLanguage(root: string): Record<string, Record<string, string>> {
  const { content, diagnostics } = validateSite(root);
  if (!content)
    throw new Error(diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`).join("\n"));
  return Object.fromEntries(
    content.config.value.site.languages.map((language) => [
      language.code,
      languageFacts(contentIn(content, content.translations, language.code).content, language),
    ]),
  );
}

/** New numbers for a fact: money up by 5 (a range by 20), a length of time up by 2. */
const bumped = (value: number | [number, number], step: number) =>
  Array.isArray(value) ? value.map((n) => n + step) : value + step;

/**
 * Changes, in site.config.yaml of the site at `root`, the facts named by `edit`, or else every
 * amount of money and length of time (and with `closingEarlier`, each group of hours closes two
 * hours earlier), one line each, as an owner would. Returns what each language wrote before and after.
 */
export function changeFacts(
  root: string,
  { except = [], closingEarlier = false }: { except?: string[]; closingEarlier?: boolean } = {},
  edit?: (doc: Document) => void,
): FactChange[] {
  const before = factsByLanguage(root);
  const file = join(root, "site.config.yaml");
  const doc = parseDocument(readFileSync(file, "utf8"));
  if (edit) edit(doc);
  else {
    const claims = (doc.toJS() as { claims?: Record<string, never> }).claims;
    for (const [name, fact] of factsAmong(claims)) {
      if (except.includes(name)) continue;
      const { kind, value } = factValue(fact);
      if (["percent", "count", "year"].includes(kind)) continue;
      const step = kind === "money" ? (Array.isArray(value) ? 20 : 5) : 2;
      doc.setIn(["claims", name, kind], doc.createNode(bumped(value, step), { flow: true }));
    }
  }
  if (closingEarlier) {
    const hours = doc.getIn(["business", "openingHours"]) as { items: unknown[] };
    hours.items.forEach((_, i) => {
      const closes = String(doc.getIn(["business", "openingHours", i, "closes"]));
      const earlier = `${String(Number(closes.slice(0, 2)) - 2).padStart(2, "0")}${closes.slice(2)}`;
      doc.setIn(["business", "openingHours", i, "closes"], earlier);
    });
  }
  writeFileSync(file, doc.toString({ lineWidth: 0 }));
  const after = factsByLanguage(root);
  const languages = Object.keys(before);
  return Object.keys(before[languages[0]])
    .filter((token) => languages.some((lang) => before[lang][token] !== after[lang][token]))
    .map((token) => ({
      token,
      before: Object.fromEntries(languages.map((lang) => [lang, before[lang][token]])),
      after: Object.fromEntries(languages.map((lang) => [lang, after[lang][token]])),
    }));
}

/**
 * A value as a word of the page, not part of a longer number ("$25" is not in "$250"), also where
 * a line of its own starts it with a capital ("Du lundi au samedi").
 */
const holds = (text: string, value: string) => {
  const escaped = `(?:${[value, value.charAt(0).toUpperCase() + value.slice(1)]
    .map((form) => form.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|")})`;
  return new RegExp(`(?<![\\p{Nd}.,])${escaped}(?![\\p{Nd}]|[.,]\\p{Nd})`, "u").test(
    text.replace(/[\u00a0\u202f]/g, " "),
  );
};

/**
 * Every built page of every language, as a visitor and a search engine read it (its words, title,
 * description, link preview and structured data), says each fact's new value somewhere in its
 * language and its old value nowhere.
 */
export function factChangeProblems(built: BuiltSite, changes: FactChange[]): string[] {
  const problems: string[] = [];
  const read = built.pages.map(({ file }) => {
    const dom = built.dom(file);
    const lang = dom.querySelector("html")?.getAttribute("lang") ?? "";
    const snippets = dom
      .querySelectorAll(
        'title, meta[name="description"], meta[property="og:description"], meta[property="og:title"], script[type="application/ld+json"]',
      )
      .map((element) => element.getAttribute("content") ?? element.text);
    return { file, lang, text: [built.visible(file).text, ...snippets].join("\n") };
  });
  const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, " ");
  // The structured data is written once, in the source language, on the pages of every language.
  const source = built.routes.defaultLanguage;
  for (const { token, before, after } of changes) {
    for (const [lang, now] of Object.entries(after)) {
      const pages = read.filter((page) => page.lang === lang);
      if (!pages.some((page) => holds(page.text, plain(now))))
        problems.push(`${lang}: no page says {${token}} as ${now}`);
      for (const page of pages)
        for (const old of new Set([before[lang], before[source]]))
          if (holds(page.text, plain(old)))
            problems.push(`${page.file}: still says {${token}} as it was, ${old}`);
    }
  }
  return problems;
}
