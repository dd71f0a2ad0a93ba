// Open Graph and Twitter card tags: what Facebook, WhatsApp, X, LinkedIn and messengers show when
// a page is shared. The title, description and address are the page's own, in its language.
import type { Language } from "../generated/schema-types.ts";
import type { PageData, SiteData } from "../site/site-data.ts";
import { escapeMarkup } from "./escape-markup.ts";
import { canonicalUrl } from "./page-urls.ts";

/**
 * English and French as written in Canada. The other languages take the locale social networks
 * know them by (Facebook's list has no Canadian variant of them; ar_AR is its name for Arabic).
 */
export const OPEN_GRAPH_LOCALES: Record<Language["code"], string> = {
  en: "en_CA",
  fr: "fr_CA",
  ko: "ko_KR",
  zh: "zh_CN",
  fa: "fa_IR",
  ru: "ru_RU",
  hi: "hi_IN",
  ur: "ur_PK",
  uk: "uk_UA",
  ar: "ar_AR",
};

const IMAGE_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg" };

export interface MetaTag {
  /** Open Graph tags are named by property, Twitter's by name. */
  attribute: "property" | "name";
  key: string;
  content: string;
}

const og = (key: string, content: string | number): MetaTag => ({ attribute: "property", key, content: String(content) });

/** The picture named in site.config.yaml, with the size the build read from its file. */
function imageTags(site: SiteData): MetaTag[] {
  const { image, name } = site.business;
  if (!image) return [];
  const size = site.images[image];
  if (!size) throw new Error(`The size of ${image} (business.image in site.config.yaml) is unknown. Run npm run validate, which reads it from the file.`);
  const type = IMAGE_TYPES[image.split(".").pop()!.toLowerCase()];
  // The picture shows the business's name and the site's illustration, so the name describes it.
  return [og("og:image", site.baseUrl + image), og("og:image:type", type), og("og:image:width", size.width), og("og:image:height", size.height), og("og:image:alt", name)];
}

export function socialTags(site: SiteData, page: PageData): MetaTag[] {
  // A page still in English under a prefix is shared as the English page it points to.
  const language = page.isInEnglish ? site.defaultLanguage : site.lang;
  const image = imageTags(site);
  return [
    og("og:type", "website"),
    og("og:site_name", site.business.name),
    og("og:title", page.title),
    og("og:description", page.description),
    og("og:url", canonicalUrl(site.baseUrl, page)),
    og("og:locale", OPEN_GRAPH_LOCALES[language]),
    ...page.alternates.filter((a) => a.lang !== language).map((a) => og("og:locale:alternate", OPEN_GRAPH_LOCALES[a.lang])),
    ...image,
    { attribute: "name", key: "twitter:card", content: image.length ? "summary_large_image" : "summary" },
  ];
}

export const metaTagHtml = ({ attribute, key, content }: MetaTag): string => `<meta ${attribute}="${key}" content="${escapeMarkup(content)}" />`;
