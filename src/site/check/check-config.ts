// The settings of site.config.yaml that no schema can check: the languages the site lists, and a
// phone number that makes a tel: link.
import { messages } from "./diagnostics.ts";
import { telHref } from "../resolve/phone.ts";
import { report, type CheckContext } from "./reference-context.ts";
import type { SiteContent } from "../load/site-content.ts";

/** The phone number must make a tel: link: the right number of digits for its country. */
export function checkPhone(ctx: CheckContext, content: SiteContent) {
  const { phone, phoneCountryCode } = content.config.value.business;
  try {
    telHref(phone, phoneCountryCode);
  } catch {
    report(
      ctx,
      content.config.source,
      ["business", "phone"],
      messages.unusablePhone(phone, phoneCountryCode),
    );
  }
}

/** JSON Schema cannot say that the default language is one of the listed ones, or that none is listed twice. */
export function checkLanguages(ctx: CheckContext, content: SiteContent) {
  const { source, value } = content.config;
  const codes = value.site.languages.map((l) => l.code);
  codes.forEach((code, i) => {
    if (codes.indexOf(code) !== i)
      report(ctx, source, ["site", "languages", i, "code"], messages.duplicateLanguage(code));
  });
  if (!codes.includes(value.site.defaultLanguage))
    report(
      ctx,
      source,
      ["site", "defaultLanguage"],
      messages.defaultLanguageNotListed(value.site.defaultLanguage, codes),
    );
}
