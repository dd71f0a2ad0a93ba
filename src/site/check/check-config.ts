// The settings of site.config.yaml that no schema can check: the languages the site lists, a
// phone number that makes a tel: link, and a point on the map as exact as search engines ask.
import { messages } from "./diagnostics.ts";
import { telHref } from "../resolve/phone.ts";
import { report, type CheckContext } from "./reference-context.ts";
import type { SiteContent } from "../load/site-content.ts";
import { GEO_DECIMALS } from "./search-engine-limits.ts";

const decimalsOf = (value: number) => (String(value).split(".")[1] ?? "").length;

/** The business's point on the map, as exact as search engines ask (a schema cannot count decimals). */
export function checkGeo(ctx: CheckContext, content: SiteContent) {
  const { geo } = content.config.value.business;
  if (!geo) return;
  for (const name of ["latitude", "longitude"] as const) {
    const decimals = decimalsOf(geo[name]);
    if (decimals < GEO_DECIMALS)
      report(
        ctx,
        content.config.source,
        ["business", "geo", name],
        messages.coordinateTooRough(name, geo[name], decimals),
      );
  }
}

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
