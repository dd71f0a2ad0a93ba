// Place names in a language that declines them: the forms its words write ({record.nameIn},
// {business.serviceAreaOf}) must be given beside each name, or its pages would show the plain name
// where the sentence wants it declined (CONTENT.md, Place names).
import type { Diagnostic } from "./diagnostics.ts";
import { diagnosticAt } from "./diagnostic-at.ts";
import type { TranslationEntry } from "../load/load-sources.ts";
import { isNameForm } from "../load/name-forms.ts";
import { translationFileFor } from "../load/translations.ts";
import { walkStrings } from "../load/walk.ts";

/** The name forms (nameIn, nameOf) a language's location template uses, from its site.yaml. */
export function nameFormsUsed(site: TranslationEntry | undefined): Set<string> {
  const locationTemplate = (site?.source.data as { templates?: { location?: unknown } } | undefined)
    ?.templates?.location;
  const formsUsed = new Set<string>();
  walkStrings(locationTemplate, (text) => {
    for (const [, form] of text.matchAll(/\{record\.([a-zA-Z]+)\}/g))
      if (isNameForm(form)) formsUsed.add(form);
  });
  return formsUsed;
}

/** Each translated location gives the name forms its language's location template uses. */
export function nameFormsMissing(
  file: string,
  lang: string,
  data: unknown,
  formsUsed: Set<string>,
): Diagnostic[] {
  const problems: Diagnostic[] = [];
  for (const form of formsUsed) {
    if (typeof (data as Record<string, unknown>)[form] !== "string")
      problems.push({
        file,
        line: 1,
        col: 1,
        path: form,
        message: `The ${lang} location template in ${translationFileFor("site.config.yaml", lang)} uses {record.${form}}, so this place needs it: add a line "${form}: ..." with its name in that form (see CONTENT.md, Place names).`,
      });
  }
  return problems;
}

/**
 * A language whose words write {business.serviceAreaIn} or {business.serviceAreaOf} gives that
 * form in its site.yaml, beside its serviceArea: otherwise its pages would show the plain name
 * where the sentence wants it declined.
 */
export function serviceAreaFormsMissing(
  translations: TranslationEntry[],
  lang: string,
  site: TranslationEntry | undefined,
): Diagnostic[] {
  if (!site) return [];
  const used = new Map<string, string>();
  for (const { lang: of, source } of translations) {
    if (of !== lang) continue;
    walkStrings(source.data, (text) => {
      for (const [, form] of text.matchAll(/\{business\.(serviceArea(?:In|Of))\}/g))
        if (!used.has(form)) used.set(form, source.file);
    });
  }
  const business = (site.source.data as { business?: Record<string, unknown> } | undefined)
    ?.business;
  return [...used]
    .filter(([form]) => typeof business?.[form] !== "string")
    .map(([form, file]) =>
      diagnosticAt(
        site.source,
        business ? ["business"] : [],
        `${file} writes {business.${form}}, so this language needs that form of the service area: add a line "${form}: ..." under business:, beside serviceArea:, with the area as the sentence needs it (see CONTENT.md, Place names).`,
      ),
    );
}
