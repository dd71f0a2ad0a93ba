// The interface words a block reads, without i18next in the browser: the server hands blocks
// i18next's own t, and an island gets a small t over the words it was given in its props.
import { createContext, useContext } from "react";
import type { LocaleNamespace } from "../generated/schema-types.ts";
import { formatNumber } from "../site/numbers.ts";

export type Translate = (key: string, values?: Record<string, unknown>) => string;
export type Words = Record<string, LocaleNamespace>;

const WordsContext = createContext<Translate | null>(null);
export const WordsProvider = WordsContext.Provider;

/** t(key, values), as i18next's useTranslation gives it. */
export function useWords(): { t: Translate } {
  const t = useContext(WordsContext);
  if (!t) throw new Error("useWords() is used outside <WordsProvider>.");
  return { t };
}

/** The value at a dotted path ("form.problems.required") in a namespace. */
function lookUp(namespace: LocaleNamespace | undefined, path: string): unknown {
  return path.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), namespace);
}

/**
 * A t over plain words, with i18next's forms: "namespace:path.to.key" (common by default),
 * {{value}} interpolation without escaping (React escapes), numbers in the language's own digits
 * (numberLocale), and plural keys by count (_one, _few, _many, _other: Intl.PluralRules).
 * A key it does not have comes back as the key, as i18next does.
 */
export function translateFrom(words: Words, lang: string, numberLocale: string = lang): Translate {
  const plurals = new Intl.PluralRules(lang);
  return (key, values = {}) => {
    const [ns, path] = key.includes(":") ? (key.split(/:(.*)/s) as [string, string]) : ["common", key];
    const count = values.count;
    const found = (typeof count === "number" ? lookUp(words[ns], `${path}_${plurals.select(count)}`) : undefined) ?? lookUp(words[ns], path);
    if (typeof found !== "string") return key;
    return found.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
      const value = values[name];
      return value === undefined ? whole : typeof value === "number" ? formatNumber(value, numberLocale) : String(value);
    });
  };
}

/** Only the words under these keys ("common:form", "common:toast"), for an island's props. */
export function pickWords(words: Words, keys: readonly string[]): Words {
  const picked: Record<string, Record<string, unknown>> = {};
  for (const key of keys) {
    const [ns, path] = key.split(/:(.*)/s) as [string, string];
    const value = lookUp(words[ns], path);
    if (value === undefined) continue;
    const parts = path.split(".");
    let node = (picked[ns] ??= {});
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = value;
  }
  return picked as Words;
}
