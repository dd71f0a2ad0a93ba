// The fixture site's content, validated and resolved in this process (no build): for unit tests of
// blocks, lead rules and search tags. Never the real site's content.
import { join } from "node:path";
import { validateSite } from "../../src/site/check/validate-site.ts";
import { resolveSite } from "../../src/site/resolve/resolve-site.ts";
import type { SiteContent } from "../../src/site/load/site-content.ts";
import type { Facts } from "../../src/site/resolve/interpolate.ts";
import { languageFacts } from "../../src/site/resolve/language-facts.ts";
import { contentIn } from "../../src/site/translate/translate-content.ts";
import { EVERY_SECTION, PROJECT } from "./fixture-site.ts";

/** Validates a fixture site folder against the project's schemas; throws with the problems if it is not valid. */
export function fixtureContent(siteDir = EVERY_SECTION): SiteContent {
  const { content, diagnostics } = validateSite(siteDir, { schemaDir: join(PROJECT, "schemas") });
  if (!content)
    throw new Error(
      `The fixture site ${siteDir} is not valid:\n${diagnostics.map((d) => `${d.file}:${d.line}:${d.col} ${d.message}`).join("\n")}`,
    );
  return content;
}

/** One language of the fixture site, resolved: its site data, pages and interface words. */
export function fixtureSite(lang = "en", siteDir = EVERY_SECTION): ReturnType<typeof resolveSite> {
  return resolveSite(fixtureContent(siteDir), lang);
}

/** Each {business.…} and {claims.…} fact of the fixture site, as `lang` writes it: "claims.warranty" is "6 months". */
export function fixtureFacts(lang = "en", siteDir = EVERY_SECTION): Facts {
  const content = fixtureContent(siteDir);
  const language = content.config.value.site.languages.find((l) => l.code === lang)!;
  return languageFacts(contentIn(content, content.translations, lang).content, language);
}
