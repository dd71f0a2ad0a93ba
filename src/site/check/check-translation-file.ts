// One file of the content against its translation into one language: the translation is there
// (or may wait), can be read, has the source's shape and words, and keeps its facts and links.
import { formatPath, messages, type Diagnostic } from "./diagnostics.ts";
import { diagnosticAt, diagnosticInText } from "./diagnostic-at.ts";
import { MARKDOWN_LINK } from "./check-internal-links.ts";
import { nameFormsMissing } from "./check-name-forms.ts";
import type { TranslationEntry } from "../load/load-sources.ts";
import { unlocalizedPath } from "../shared/localized-path.ts";
import { NAME_FORMS } from "../load/name-forms.ts";
import type { Located } from "../load/site-content.ts";
import type { SourceFile } from "../load/source-file.ts";
import {
  translatableLeaves,
  translatablePart,
  type TranslatableKind,
} from "../load/translatable.ts";
import { compareWithSource, translationFileFor, withoutCopies } from "../load/translations.ts";
import { valueAt, type JsonPath } from "../load/walk.ts";

/** Records may wait for their translation: they are shown in English under the language's prefix. */
const MAY_WAIT: TranslatableKind[] = ["location", "service", "advantage"];
const TOKEN = /\{[a-zA-Z]+\.[a-zA-Z]+\}/g;

/** What checking one language's translations goes by. */
export interface LanguageCheck {
  lang: string;
  /** The name of the source language, as messages write it. */
  sourceName: string;
  /** The codes of every language the site lists. */
  listedCodes: string[];
  defaultLanguage: string;
  /** The name forms (nameIn, nameOf) this language's location template uses: each translated location needs them. */
  formsUsed: Set<string>;
  /** What to say of a field of site.yaml that is no longer translated (a fact), if `path` is one. */
  retired?: (path: JsonPath) => string | undefined;
  /** Whether a translated text writes the value of the fact `token` instead of the token (fact-literals.ts says so, and what to write). */
  writesValueOf?: (text: string, token: string) => boolean;
}

/** What one file's translation counts and the problems found in it. */
export interface FileCheck {
  /** How many words of the source file there are to translate. */
  fields: number;
  /** How many of them the translation gives. */
  translated: number;
  /** The file has no translation yet, and is shown in the source language meanwhile. */
  waiting: boolean;
  diagnostics: Diagnostic[];
}

/**
 * A translated text links where its source does: the same addresses, written as in the source
 * language, since the engine sends each language's links to its own pages. Returns the first link
 * that differs, with what to write instead.
 */
function strayLink(
  text: string,
  translated: string,
  { listedCodes, defaultLanguage, sourceName }: LanguageCheck,
): { index: number; message: string } | undefined {
  const wanted = [...text.matchAll(MARKDOWN_LINK)].map((m) => m[1]);
  for (const found of translated.matchAll(MARKDOWN_LINK)) {
    const href = found[1];
    if (wanted.includes(href)) continue;
    const [path, hash] = href.split("#");
    const written = unlocalizedPath(path, listedCodes, defaultLanguage);
    const plain = written.path + (hash ? `#${hash}` : "");
    const message =
      written.lang !== defaultLanguage && wanted.includes(plain)
        ? messages.languageInLink(href, plain, written.lang)
        : `The translation links to ${href}, an address the ${sourceName} text does not link to (${wanted.join(", ") || "it has no link within the site"}). Keep each link's address exactly as in ${sourceName}; only the words in [ ] are translated.`;
    return { index: found.index, message };
  }
  return undefined;
}

/** A translated text keeps the {facts} of its source, and links where it does. */
function textProblems(
  t: SourceFile,
  path: JsonPath,
  text: string,
  mine: string,
  check: LanguageCheck,
): Diagnostic[] {
  const problems: Diagnostic[] = [];
  // {record.name} is kept too when the translation writes one of its forms ({record.nameIn}, {record.nameOf}),
  // and {business.serviceArea} when it writes {business.serviceAreaIn} or {business.serviceAreaOf}.
  const keeps = (token: string) =>
    mine.includes(token) ||
    Object.entries(NAME_FORMS).some(([form, from]) =>
      ["record", "business"].some(
        (owner) => token === `{${owner}.${from}}` && mine.includes(`{${owner}.${form}}`),
      ),
    );
  const lost = [...new Set(text.match(TOKEN) ?? [])].filter(
    (token) => !keeps(token) && !check.writesValueOf?.(mine, token),
  );
  if (lost.length)
    problems.push(
      diagnosticAt(
        t,
        path,
        `The translation lost ${lost.join(", ")}. Keep it exactly as in ${check.sourceName}, wherever it fits the sentence.`,
      ),
    );
  const stray = strayLink(text, mine, check);
  if (stray) problems.push(diagnosticInText(t, path, mine, stray.index, stray.message));
  return problems;
}

/** The translation has the shape of its source and a translation of each of its words. */
function shapeProblems(
  t: SourceFile,
  kind: TranslatableKind,
  value: unknown,
  { sourceName, retired }: LanguageCheck,
): Diagnostic[] {
  const part = translatablePart(kind, value);
  const { problems, missing } = compareWithSource(
    part,
    withoutCopies(value, part, t.data),
    [],
    sourceName,
  );
  return [
    ...problems.map((p) =>
      diagnosticAt(t, p.path, (kind === "site" && retired?.(p.path)) || p.message),
    ),
    ...missing.map((path) =>
      diagnosticAt(
        t,
        path.slice(0, -1).length ? path.slice(0, -1) : path,
        `${formatPath(path)} has no translation. Translate the ${sourceName} words "${String(valueAt(value, path)).slice(0, 80)}".`,
      ),
    ),
  ];
}

/** A translation that cannot be read as YAML, at its first error. */
function unreadable(file: string, t: SourceFile): Diagnostic {
  const error = t.doc.errors[0];
  const pos = error ? t.lineCounter.linePos(error.pos[0]) : { line: 1, col: 1 };
  return {
    file,
    line: pos.line,
    col: pos.col,
    path: "",
    message: `This line cannot be read as YAML: ${error?.message.split("\n")[0] ?? "the file has no content"}. When a translated text contains a colon or starts with {, put it in double quotes.`,
  };
}

/** The file `source` of the content, of the kind `kind`, against its translation into `check.lang`. */
export function checkTranslatedFile(
  check: LanguageCheck,
  kind: TranslatableKind,
  { source, value }: Located<unknown>,
  translation: TranslationEntry | undefined,
): FileCheck {
  const { lang } = check;
  const file = translationFileFor(source.file, lang);
  const leaves = translatableLeaves(kind, value);
  const found: FileCheck = {
    fields: leaves.length,
    translated: 0,
    waiting: false,
    diagnostics: [],
  };
  // A file with no words to translate (an empty list of questions) needs no translation.
  if (!translation && leaves.length === 0) return found;
  if (!translation) {
    if (MAY_WAIT.includes(kind)) found.waiting = true;
    else
      found.diagnostics.push({
        file,
        line: 1,
        col: 1,
        path: "",
        message: `This file is missing. The site lists the language "${lang}" in site.config.yaml, so ${source.file} needs its translation here. Run npm run new:translation -- ${lang} to start it, then translate the words.`,
      });
    return found;
  }
  const t = translation.source;
  if (t.doc.errors.length || t.data === undefined) {
    found.diagnostics.push(unreadable(file, t));
    return found;
  }
  if (kind === "location")
    found.diagnostics.push(...nameFormsMissing(file, lang, t.data, check.formsUsed));
  found.diagnostics.push(...shapeProblems(t, kind, value, check));
  for (const { path, text } of leaves) {
    const mine = valueAt(t.data, path);
    if (typeof mine !== "string" || !mine) continue;
    found.translated++;
    found.diagnostics.push(...textProblems(t, path, text, mine, check));
  }
  return found;
}
