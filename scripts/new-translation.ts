// Starts a translation: writes the language's folders (content/pages/<language>/, content/<language>/ ...) with every file that has words
// to translate, holding the English words to be replaced. Files already there are kept.
// Run: npm run new:translation -- fr
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { stringify } from "yaml";
import { validateSite } from "../src/site/check/validate-site.ts";
import { formatDiagnostic } from "../src/site/check/diagnostics.ts";
import { translationScaffold } from "../src/site/load/translatable.ts";
import { sourceLanguageName, translationFileFor } from "../src/site/load/translations.ts";
import { translatableSources } from "../src/site/load/translatable.ts";
import { lockedNow, readLock, writeLock } from "../src/site/translate/translation-lock.ts";
import { commandLine } from "./command-line.ts";

const [lang] = commandLine({
  usage: "Usage: npm run new:translation -- LANGUAGE, for example npm run new:translation -- fr",
  positionals: [0, 1],
}).positionals;
if (!lang || !/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang)) {
  console.error("Name the language to start, as its code: npm run new:translation -- fr");
  process.exit(1);
}
const root = process.cwd();
const { diagnostics, content } = validateSite(root, { checkTranslations: false });
if (!content) {
  console.error(diagnostics.map(formatDiagnostic).join("\n\n"));
  process.exit(1);
}
const sources = translatableSources(content);
const sourceName = sourceLanguageName(content.config.value.site);
let written = 0;
const writtenFiles: string[] = [];
for (const [kind, { source, value }] of sources) {
  const file = translationFileFor(source.file, lang);
  if (existsSync(join(root, file))) continue;
  const part = translationScaffold(kind, value) as Record<string, unknown> | undefined;
  if (!part) continue;
  mkdirSync(dirname(join(root, file)), { recursive: true });
  const header = `# ${lang} translation of ${source.file}. Replace the ${sourceName} words; keep ids, {tokens} and the layout.\n`;
  if (file.endsWith(".md")) {
    const { body, ...front } = part;
    writeFileSync(
      join(root, file),
      `---\n${stringify(front, { lineWidth: 0 })}---\n${String(body ?? "")}\n`,
    );
  } else {
    writeFileSync(join(root, file), header + stringify(part, { lineWidth: 0 }));
  }
  written++;
  writtenFiles.push(source.file);
}
// What each file was made from: its words as they are now (src/site/translate/translation-lock.ts).
const { content: withNew } = validateSite(root, { checkTranslations: false });
if (withNew && written)
  writeLock(root, lang, lockedNow(withNew, lang, readLock(root, lang), writtenFiles));
console.log(
  `Wrote ${written} file(s) to translate, each in a folder named ${lang} beside the ${sourceName} one.`,
);
