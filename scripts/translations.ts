// Marks a translation as brought up to date with its source after a translator has checked it:
// the lock of what it was made from (src/site/translate/translation-lock.ts) records the source words as
// they are now, and npm run validate stops warning about the fields.
// Run: npm run translations -- done fr content/faq/en/questions.yaml [more files]   (the named source files)
//      npm run translations -- done fr                                  (every file fr translates)
import { validateSite } from "../src/site/check/validate-site.ts";
import { formatDiagnostic } from "../src/site/check/diagnostics.ts";
import {
  lockedNow,
  lockFileFor,
  readLock,
  staleFields,
  writeLock,
} from "../src/site/translate/translation-lock.ts";
import { translatableSources } from "../src/site/load/translatable.ts";
import { translationFileFor } from "../src/site/load/translations.ts";
import { commandLine } from "./command-line.ts";

const USAGE =
  "Usage: npm run translations -- done LANGUAGE [SOURCE FILE ...], for example npm run translations -- done fr content/faq/en/questions.yaml";
const [command, lang, ...named] = commandLine({ usage: USAGE, positionals: [0, 1000] }).positionals;
if (command !== "done" || !lang) {
  console.error(USAGE);
  process.exit(2);
}
const root = process.cwd();
const { diagnostics, content } = validateSite(root, { checkTranslations: false });
if (!content) {
  console.error(diagnostics.map(formatDiagnostic).join("\n\n"));
  console.error(
    "\nThe content has problems (above); fix them first, then mark the translation done.",
  );
  process.exit(1);
}
const { languages, defaultLanguage } = content.config.value.site;
if (lang === defaultLanguage || !languages.some((l) => l.code === lang)) {
  const others = languages.filter((l) => l.code !== defaultLanguage).map((l) => l.code);
  console.error(
    `"${lang}" is not a translated language of this site. Name one of: ${others.join(", ")}.`,
  );
  process.exit(2);
}
// A translation file may be named too (content/faq/fr/questions.yaml): it means its source.
const sources = translatableSources(content).map(([, { source }]) => source.file);
const files = named.map(
  (file) =>
    sources.find((source) => source === file || translationFileFor(source, lang) === file) ?? file,
);
const unknown = files.filter((file) => !sources.includes(file));
if (unknown.length) {
  console.error(
    `${unknown.join(", ")}: not a file with words to translate. Name source files such as ${sources.slice(0, 2).join(" or ")}.`,
  );
  process.exit(2);
}
const previous = readLock(root, lang);
const before = staleFields(content, lang, previous);
const lock = lockedNow(content, lang, previous, files.length ? files : undefined);
writeLock(root, lang, lock);
const cleared = before.length - staleFields(content, lang, lock).length;
console.log(
  `${lockFileFor(lang)}: ${files.length ? files.join(", ") : `every file ${lang} translates`} marked as translated from the words as they are now` +
    (cleared
      ? `; ${cleared} field${cleared === 1 ? "" : "s"} no longer reported as changed.`
      : "."),
);
