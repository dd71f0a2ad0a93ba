// An owner changes the facts of a site in site.config.yaml, one line each, and every language
// says the new value everywhere: in the pages' words, their titles and descriptions, link
// previews and structured data. changeFacts() makes the changes on a copy of a site, reading
// what to change from its own facts (every amount of money and length of time, and the closing
// time of its hours); factChangeProblems() reads the built copy for the new values and the old.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument, type Document } from "yaml";
import { validateSite } from "../../src/site/check/validate-site.ts";
import { contentIn } from "../../src/site/translate/translate-content.ts";
import { languageFacts } from "../../src/site/resolve/language-facts.ts";
import { factsAmong, factValue } from "../../src/site/resolve/facts.ts";
import { translatableLeaves, translatableSources } from "../../src/site/load/translatable.ts";
import type { BuiltSite } from "../content/checks.ts";

/** One fact as each language wrote it before the change and after. */
export interface FactChange {
  token: string;
  before: Record<string, string>;
  after: Record<string, string>;
  /**
   * Languages whose own words say the old value with another meaning, so that it stays on their
   * pages: Korean writes 24/7 as "24시간 연중무휴", which is not a reply promise of 24 hours.
   */
  saidOtherwise: string[];
}

interface LanguageWords {
  facts: Record<string, string>;
  texts: string[];
}

/** Each fact of a site as each of its languages writes it, and the words of each language's texts. */
function factsByLanguage(root: string): Record<string, LanguageWords> {
  const { content, diagnostics } = validateSite(root);
  if (!content)
    throw new Error(diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`).join("\n"));
  return Object.fromEntries(
    content.config.value.site.languages.map((language) => {
      const translated = contentIn(content, content.translations, language.code).content;
      const texts = translatableSources(translated).flatMap(([kind, { value }]) =>
        translatableLeaves(kind, value).map((leaf) => leaf.text),
      );
      return [language.code, { facts: languageFacts(translated, language), texts }];
    }),
  );
}

/** Whether a language's texts, with every fact but `token` filled in (as they are now), still say `value`. */
const saysItself = ({ facts, texts }: LanguageWords, token: string, value: string) =>
  texts.some((text) =>
    holds(
      text.replace(/\{([A-Za-z]+\.[A-Za-z]+)\}/g, (whole, name: string) =>
        name === token ? " " : (facts[name] ?? whole),
      ),
      value,
    ),
  );

/** New numbers for a fact: money up by 5 (a range by 20), a length of time up by 2. */
const bumped = (value: number | [number, number], step: number) =>
  Array.isArray(value) ? value.map((n) => n + step) : value + step;

interface FactEdits {
  /** The owner's own edit of the file, if any. */
  edit?: (doc: Document) => void;
  /** New numbers for every amount of money and length of time but those `except` names; on unless `edit` is given. */
  bump?: boolean;
  except?: string[];
  /** Each group of hours closes two hours earlier. */
  closingEarlier?: boolean;
}

/**
 * Changes the facts of the site at `root` in its site.config.yaml, one line each, as an owner
 * would (see FactEdits). Returns what each language wrote before and after.
 */
export function changeFacts(
  root: string,
  { edit, bump = !edit, except = [], closingEarlier = false }: FactEdits = {},
): FactChange[] {
  const before = factsByLanguage(root);
  const file = join(root, "site.config.yaml");
  const doc = parseDocument(readFileSync(file, "utf8"));
  edit?.(doc);
  const claims = (doc.toJS() as { claims?: Record<string, never> }).claims;
  for (const [name, fact] of bump ? factsAmong(claims) : []) {
    if (except.includes(name)) continue;
    const { kind, value } = factValue(fact);
    if (["percent", "count", "year"].includes(kind)) continue;
    const step = kind === "money" ? (Array.isArray(value) ? 20 : 5) : 2;
    doc.setIn(["claims", name, kind], doc.createNode(bumped(value, step), { flow: true }));
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
  const valueIn = (side: Record<string, LanguageWords>, lang: string, token: string) =>
    side[lang].facts[token];
  return Object.keys(before[languages[0]].facts)
    .filter((token) =>
      languages.some((lang) => valueIn(before, lang, token) !== valueIn(after, lang, token)),
    )
    .map((token) => ({
      token,
      before: Object.fromEntries(languages.map((lang) => [lang, valueIn(before, lang, token)])),
      after: Object.fromEntries(languages.map((lang) => [lang, valueIn(after, lang, token)])),
      saidOtherwise: languages.filter((lang) =>
        saysItself(after[lang], token, valueIn(before, lang, token)),
      ),
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
  for (const { token, before, after, saidOtherwise } of changes) {
    for (const [lang, now] of Object.entries(after)) {
      const pages = read.filter((page) => page.lang === lang);
      if (!pages.some((page) => holds(page.text, plain(now))))
        problems.push(`${lang}: no page says {${token}} as ${now}`);
      const olds = [lang, source].filter((code) => !saidOtherwise.includes(code));
      for (const page of pages)
        for (const old of new Set(olds.map((code) => before[code])))
          if (holds(page.text, plain(old)))
            problems.push(`${page.file}: still says {${token}} as it was, ${old}`);
    }
  }
  return problems;
}
