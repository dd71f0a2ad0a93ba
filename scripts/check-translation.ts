// Checks one language's translation against the English content, whether or not the site lists
// the language yet: everything npm run validate checks for a listed language (files that do not
// line up, words missing, {tokens} lost), plus words still left in English and translated fields
// whose source words changed since.
// Run: npm run check:translation -- fr
import { validateSite } from "../src/site/check/validate-site.ts";
import { formatDiagnostic, formatPath } from "../src/site/check/diagnostics.ts";
import { translatableLeaves } from "../src/site/load/translatable.ts";
import {
  isLanguageNeutral,
  sourceLanguageName,
  translationFileFor,
} from "../src/site/load/translations.ts";
import { checkTranslations } from "../src/site/check/check-translations.ts";
import { translatableSources } from "../src/site/load/translatable.ts";
import { valueAt, walkStrings } from "../src/site/load/walk.ts";
import { readLock, staleFields, staleWarning } from "../src/site/translate/translation-lock.ts";
import { commandLine } from "./command-line.ts";

const [lang] = commandLine({
  usage:
    "Usage: npm run check:translation -- LANGUAGE, for example npm run check:translation -- fr",
  positionals: [0, 1],
}).positionals;
const { diagnostics, content } = validateSite(process.cwd(), { checkTranslations: false });
if (!lang || !content) {
  console.error(
    lang
      ? diagnostics.map(formatDiagnostic).join("\n\n")
      : "Name the language: npm run check:translation -- fr",
  );
  process.exit(1);
}

const lines: string[] = [];
const { diagnostics: problems, coverage } = checkTranslations(content, content.translations, [
  lang,
]);
lines.push(...problems.map(formatDiagnostic));
const [{ fields, translated, inSourceLanguage }] = coverage;
for (const file of inSourceLanguage)
  lines.push(
    `${translationFileFor(file, lang)}\n  missing: npm run new:translation -- ${lang} writes it`,
  );

const sourceName = sourceLanguageName(content.config.value.site);
// Fields whose source words changed since they were translated (src/site/translate/translation-lock.ts).
for (const field of staleFields(content, lang, readLock(process.cwd(), lang)))
  lines.push(formatDiagnostic(staleWarning(content, field, sourceName)));
// Text identical to the source is most likely not translated yet (numbers and {tokens} aside).
const stillInSource = (file: string, mine: unknown, path: (string | number)[], text: string) => {
  if (valueAt(mine, path) === text && text.length > 3 && !isLanguageNeutral(text))
    lines.push(
      `${file}  ${formatPath(path)}\n  still the ${sourceName} words "${text.slice(0, 60)}"`,
    );
};
const byFile = new Map(
  content.translations.filter((t) => t.lang === lang).map((t) => [t.source.file, t.source.data]),
);
for (const [kind, { source, value }] of translatableSources(content)) {
  const file = translationFileFor(source.file, lang);
  if (!byFile.has(file)) continue;
  for (const { path, text } of translatableLeaves(kind, value))
    stillInSource(file, byFile.get(file), path, text);
}
for (const [ns, { value }] of Object.entries(
  content.locales[content.config.value.site.defaultLanguage] ?? {},
)) {
  const mine = content.locales[lang]?.[ns]?.value;
  if (mine)
    walkStrings(value, (text, path) =>
      stillInSource(`content/locales/${lang}/${ns}.yaml`, mine, path, text),
    );
}

console.log(lines.join("\n\n"));
console.log(
  lines.length
    ? `\n${lang}: ${lines.length} thing(s) to look at; ${translated} of ${fields} content fields translated.`
    : `${lang}: every one of ${fields} content fields and every interface word is translated.`,
);
process.exit(lines.length ? 1 : 0);
