// The interface words of a language (content/locales/<lang>/): each file of the default language
// has its translation, with every key, and the forms the language gives a counted word.
import { formatPath, type Diagnostic } from "./diagnostics.ts";
import { diagnosticAt } from "./diagnostic-at.ts";
import { pluralFormProblems, withoutPluralForms } from "./plural-forms.ts";
import type { SiteContent } from "../load/site-content.ts";
import { compareWithSource } from "../load/translations.ts";
import { valueAt } from "../load/walk.ts";

export function interfaceWordProblems(
  content: SiteContent,
  lang: string,
  sourceName: string,
): Diagnostic[] {
  const { defaultLanguage } = content.config.value.site;
  const diagnostics: Diagnostic[] = [];
  for (const [ns, { source, value }] of Object.entries(content.locales[defaultLanguage] ?? {})) {
    const mine = content.locales[lang]?.[ns];
    if (!mine) {
      diagnostics.push({
        file: `content/locales/${lang}/${ns}.yaml`,
        line: 1,
        col: 1,
        path: "",
        message: `This file is missing: the interface words of ${source.file} in "${lang}". Copy ${source.file} here and translate the words after the colons.`,
      });
      continue;
    }
    const plural = withoutPluralForms(value, mine.value);
    const { problems, missing } = compareWithSource(
      plural.source,
      plural.translated,
      [],
      sourceName,
    );
    for (const p of problems) diagnostics.push(diagnosticAt(mine.source, p.path, p.message));
    for (const path of missing)
      diagnostics.push(
        diagnosticAt(
          mine.source,
          path.slice(0, -1),
          `${formatPath(path)} has no translation. Translate "${String(valueAt(value, path))}".`,
        ),
      );
    for (const problem of pluralFormProblems(plural.groups, lang, sourceName))
      diagnostics.push(diagnosticAt(mine.source, problem.path, problem.message));
  }
  return diagnostics;
}

/** Interface words the engine renamed (CHANGELOG.md), by file: a site written before still uses the old key. */
const RENAMED_WORDS: Record<string, Record<string, string>> = {
  common: { inEnglishNote: "untranslatedNote" },
};

/** Each old key of a renamed interface word, in any language's file, with the name to give it. */
export function renamedWordProblems(content: SiteContent): Diagnostic[] {
  return Object.values(content.locales).flatMap((files) =>
    Object.entries(RENAMED_WORDS).flatMap(([ns, renamed]) => {
      const file = files?.[ns];
      const words = file?.value as Record<string, unknown> | undefined;
      if (!file || !words || typeof words !== "object") return [];
      return Object.entries(renamed)
        .filter(([old]) => old in words)
        .map(([old, now]) =>
          diagnosticAt(file.source, [old], `\`${old}\` is now called \`${now}\`: rename it.`),
        );
    }),
  );
}
