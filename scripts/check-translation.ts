// Checks one language's translation against the English content: files that do not line up,
// words not translated yet, and {tokens} lost on the way. Run: npm run check:translation -- fr
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { validateSite } from "../src/site/validate-site.ts";
import { formatDiagnostic, formatPath } from "../src/site/diagnostics.ts";
import { readSource } from "../src/site/source-file.ts";
import { translatablePart, translatableLeaves } from "../src/site/translatable.ts";
import { compareWithEnglish, isLanguageNeutral, translationFileFor } from "../src/site/translations.ts";
import { translatableSources } from "../src/site/translate-content.ts";

const lang = process.argv[2];
const root = process.cwd();
const { diagnostics, content } = validateSite(root, { checkTranslations: false });
if (!lang || !content) {
  console.error(lang ? diagnostics.map(formatDiagnostic).join("\n\n") : "Name the language: npm run check:translation -- fr");
  process.exit(1);
}
const sources = translatableSources(content);
const TOKENS = /\{\{?[a-zA-Z.]+\}?\}/g;
let problems = 0;
let total = 0;
let done = 0;
const report = (file: string, line: string) => {
  problems++;
  console.log(`${file}  ${line}`);
};
const get = (value: unknown, path: (string | number)[]) => path.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | undefined)?.[k], value);

for (const [kind, { source, value }] of sources) {
  const file = translationFileFor(source.file, lang);
  const english = translatablePart(kind, value);
  const leaves = translatableLeaves(kind, value);
  total += leaves.length;
  if (!existsSync(join(root, file))) {
    report(file, `missing: ${leaves.length} field(s) to translate`);
    continue;
  }
  const translated = readSource(root, file);
  for (const error of translated.doc.errors) report(file, `cannot be read as YAML: ${error.message.split("\n")[0]}`);
  if (translated.doc.errors.length) continue;
  const { problems: shape, missing } = compareWithEnglish(english, translated.data);
  for (const p of shape) report(file, `${formatPath(p.path)}: ${p.message}`);
  for (const path of missing) report(file, `${formatPath(path)}: not translated yet`);
  for (const { path, text } of leaves) {
    const mine = get(translated.data, path);
    if (typeof mine !== "string" || !mine) continue;
    done++;
    const lost = [...new Set(text.match(TOKENS) ?? [])].filter((token) => !mine.includes(token));
    if (lost.length) report(file, `${formatPath(path)}: keep ${lost.join(", ")} as in English`);
    if (mine === text && !isLanguageNeutral(text) && text.length > 3) report(file, `${formatPath(path)}: still the English words "${text.slice(0, 60)}"`);
  }
}
const localeDir = join(root, "content/locales", lang);
for (const ns of Object.keys(content.locales.en ?? {})) {
  const file = `content/locales/${lang}/${ns}.yaml`;
  if (!existsSync(join(localeDir, `${ns}.yaml`))) report(file, "missing");
  else {
    const { problems: shape, missing } = compareWithEnglish(content.locales.en[ns].value, readSource(root, file).data);
    for (const p of shape) report(file, `${formatPath(p.path)}: ${p.message}`);
    for (const path of missing) report(file, `${formatPath(path)}: not translated yet`);
    const mineData = readSource(root, file).data;
    const walkLocale = (value: unknown, path: (string | number)[]) => {
      if (typeof value === "string") {
        const translatedText = get(mineData, path);
        if (translatedText === value && !isLanguageNeutral(value) && value.length > 3) report(file, `${formatPath(path)}: still the English words "${value.slice(0, 60)}"`);
      } else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walkLocale(v, [...path, k]);
    };
    walkLocale(content.locales.en[ns].value, []);
    const en = readFileSync(join(root, "content/locales/en", `${ns}.yaml`), "utf8");
    const mine = readFileSync(join(localeDir, `${ns}.yaml`), "utf8");
    for (const token of new Set(en.match(/\{\{[a-zA-Z]+\}\}/g) ?? [])) if (!mine.includes(token)) report(file, `keep ${token} as in English`);
  }
}
console.log(problems ? `\n${lang}: ${problems} problem(s); ${done} of ${total} content fields translated.` : `${lang}: every one of ${total} content fields and every interface word is translated.`);
process.exit(problems ? 1 : 0);
