// The site's facts as one language writes them: its claims in words, as translated, and its typed
// facts written out with that language's interface words (the `facts` group of common.yaml).
import type { Language } from "../../generated/schema-types.ts";
import { factFormat, type FactFormat } from "./fact-format.ts";
import { siteFacts, type Facts } from "./interpolate.ts";
import { numberLocale } from "../shared/numbers.ts";
import type { SiteContent } from "../load/site-content.ts";

/** How `language` writes typed facts, with its words from content.locales. */
export function languageFactFormat(content: SiteContent, language: Language): FactFormat {
  const words = content.locales[language.code]?.common?.value.facts;
  return factFormat({
    lang: language.code,
    locale: numberLocale(language),
    currency: content.config.value.business.currency,
    words: words && typeof words === "object" ? words : undefined,
  });
}

/** Every {business.…} and {claims.…} fact of `content` (already in `language`), as that language writes it. */
export const languageFacts = (content: SiteContent, language: Language): Facts =>
  siteFacts(content.config.value, languageFactFormat(content, language));
