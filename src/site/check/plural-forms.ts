// Counted words in the interface files (key_one, key_other...): each language has its own forms
// of them, so they are compared with the source language's by the forms the language uses.
import { formatPath } from "./diagnostics.ts";
import type { JsonPath } from "../load/walk.ts";

/** The forms a language gives a counted word, as i18next picks them: key_one, key_few, key_other... */
const PLURAL_FORMS = ["zero", "one", "two", "few", "many", "other"] as const;
const PLURAL_KEY = new RegExp(`^(.+)_(${PLURAL_FORMS.join("|")})$`);

export interface PluralGroup {
  /** Where the forms sit, and the key they share: review.stars for review.stars_one, review.stars_other. */
  path: JsonPath;
  base: string;
  translated: Record<string, unknown>;
}

/**
 * Takes the counted words (a key with an _other form in the source language) out of both trees,
 * since each language has its own forms of them; compareWithSource checks the rest.
 */
export function withoutPluralForms(
  source: unknown,
  translated: unknown,
): { source: unknown; translated: unknown; groups: PluralGroup[] } {
  const groups: PluralGroup[] = [];
  const walk = (src: unknown, tr: unknown, path: JsonPath): [unknown, unknown] => {
    if (!src || typeof src !== "object" || Array.isArray(src)) return [src, tr];
    const srcObject = src as Record<string, unknown>;
    const trObject =
      tr && typeof tr === "object" && !Array.isArray(tr)
        ? (tr as Record<string, unknown>)
        : undefined;
    const bases = new Set(
      Object.keys(srcObject).flatMap((key) =>
        key.endsWith("_other") ? [key.slice(0, -"_other".length)] : [],
      ),
    );
    const isForm = (key: string) => bases.has(PLURAL_KEY.exec(key)?.[1] ?? "\u0000");
    const keptSource: Record<string, unknown> = {};
    const keptTranslated: Record<string, unknown> = {};
    for (const base of bases)
      groups.push({
        path,
        base,
        translated: Object.fromEntries(
          Object.entries(trObject ?? {}).filter(([key]) => PLURAL_KEY.exec(key)?.[1] === base),
        ),
      });
    for (const [key, value] of Object.entries(srcObject)) {
      if (isForm(key)) continue;
      const [s, t] = walk(value, trObject?.[key], [...path, key]);
      keptSource[key] = s;
      if (trObject && key in trObject) keptTranslated[key] = t;
    }
    for (const [key, value] of Object.entries(trObject ?? {}))
      if (!isForm(key) && !(key in srcObject)) keptTranslated[key] = value;
    return [keptSource, trObject ? keptTranslated : tr];
  };
  const [kept, keptTranslated] = walk(source, translated, []);
  return { source: kept, translated: keptTranslated, groups };
}

/** Each counted word has every form the language uses for a number (Intl.PluralRules), and no other. */
export function pluralFormProblems(
  groups: PluralGroup[],
  lang: string,
  sourceName: string,
): { path: JsonPath; message: string }[] {
  const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
  const problems: { path: JsonPath; message: string }[] = [];
  for (const { path, base, translated } of groups) {
    const written = Object.keys(translated).map((key) => key.slice(base.length + 1));
    const name = formatPath([...path, base]);
    for (const form of written) {
      if (!needed.includes(form))
        problems.push({
          path: [...path, `${base}_${form}`],
          message: `"${lang}" has no "${form}" form for a count, so ${name}_${form} is never shown. Its forms are: ${needed.join(", ")}. Remove this line.`,
        });
    }
    const lacking = needed.filter((form) => !written.includes(form));
    // At the forms already written, or at their group when there are none.
    if (lacking.length)
      problems.push({
        path: written.length ? [...path, `${base}_${written.at(-1)}`] : path,
        message: `${name} is a count, which "${lang}" writes in the forms ${needed.join(", ")}. Add ${lacking.map((form) => `${base}_${form}`).join(", ")}, each written as the ${sourceName} ${base}_other is, with its {{…}} where the number goes.`,
      });
  }
  return problems;
}
