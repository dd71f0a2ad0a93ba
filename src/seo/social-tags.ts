// Open Graph and Twitter card tags: what Facebook, WhatsApp, X, LinkedIn and messengers show when
// a page is shared. The title, description and address are the page's own, in its language.
import type { Language } from "../generated/schema-types.ts";
import type { PageData, SiteData } from "../site/resolve/site-data.ts";
import { escapeMarkup } from "./escape-markup.ts";
import { canonicalUrl } from "./page-urls.ts";
import { plainText } from "../site/resolve/plain-text.ts";

/**
 * The locale social networks know a language by, when site.config.yaml gives none (ogLocale): the
 * territory where most of its speakers live, as Facebook's list names them (ar_AR is its Arabic).
 */
export const USUAL_OPEN_GRAPH_LOCALES: Record<string, string> = {
  ar: "ar_AR",
  bn: "bn_IN",
  cs: "cs_CZ",
  da: "da_DK",
  de: "de_DE",
  el: "el_GR",
  en: "en_US",
  es: "es_ES",
  fa: "fa_IR",
  fi: "fi_FI",
  fr: "fr_FR",
  he: "he_IL",
  hi: "hi_IN",
  hu: "hu_HU",
  id: "id_ID",
  it: "it_IT",
  ja: "ja_JP",
  ko: "ko_KR",
  ms: "ms_MY",
  nb: "nb_NO",
  nl: "nl_NL",
  pa: "pa_IN",
  pl: "pl_PL",
  pt: "pt_PT",
  ro: "ro_RO",
  ru: "ru_RU",
  sv: "sv_SE",
  ta: "ta_IN",
  th: "th_TH",
  tl: "tl_PH",
  tr: "tr_TR",
  uk: "uk_UA",
  ur: "ur_PK",
  vi: "vi_VN",
  zh: "zh_CN",
};

/** The language's own ogLocale, else its code's territory (pt-BR is pt_BR), else the usual one; none for a language nobody lists. */
export function openGraphLocale(language: Pick<Language, "code" | "ogLocale">): string | undefined {
  if (language.ogLocale) return language.ogLocale;
  const [primary, ...subtags] = language.code.split("-");
  const territory = subtags.find((tag) => /^[A-Za-z]{2}$/.test(tag));
  return territory ? `${primary}_${territory.toUpperCase()}` : USUAL_OPEN_GRAPH_LOCALES[primary];
}

const IMAGE_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
};

export interface MetaTag {
  /** Open Graph tags are named by property, Twitter's by name. */
  attribute: "property" | "name";
  key: string;
  content: string;
}

const og = (key: string, content: string | number): MetaTag => ({
  attribute: "property",
  key,
  content: String(content),
});

/** The picture named in site.config.yaml, with the size the build read from its file. */
function imageTags(site: SiteData): MetaTag[] {
  const { image, name } = site.business;
  if (!image) return [];
  const size = site.images[image];
  if (!size)
    throw new Error(
      `The size of ${image} (business.image in site.config.yaml) is unknown. Run npm run validate, which reads it from the file.`,
    );
  const type = IMAGE_TYPES[image.split(".").pop()!.toLowerCase()];
  // The picture shows the business's name and the site's illustration, so the name describes it.
  return [
    og("og:image", site.baseUrl + image),
    og("og:image:type", type),
    og("og:image:width", size.width),
    og("og:image:height", size.height),
    og("og:image:alt", name),
  ];
}

export function socialTags(site: SiteData, page: PageData): MetaTag[] {
  // A page still in English under a prefix is shared as the English page it points to.
  const language = page.isFallback ? site.defaultLanguage : site.lang;
  const localeOf = (code: string) => {
    const listed = site.languages.find((l) => l.code === code);
    return listed ? openGraphLocale(listed) : undefined;
  };
  const locale = localeOf(language);
  const alternates = page.alternates
    .filter((a) => a.lang !== language)
    .flatMap((a) => localeOf(a.lang) ?? []);
  const image = imageTags(site);
  return [
    og("og:type", "website"),
    og("og:site_name", site.business.name),
    og("og:title", page.title),
    og("og:description", page.description),
    og("og:url", canonicalUrl(site.baseUrl, page)),
    ...(locale ? [og("og:locale", locale)] : []),
    ...alternates.map((alternate) => og("og:locale:alternate", alternate)),
    ...image,
    {
      attribute: "name",
      key: "twitter:card",
      content: image.length ? "summary_large_image" : "summary",
    },
    // X reads og:image, but not og:image:alt.
    ...(image.length
      ? [{ attribute: "name", key: "twitter:image:alt", content: site.business.name } as const]
      : []),
  ];
}

export const metaTagHtml = ({ attribute, key, content }: MetaTag): string =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(plainText(content))}" />`;
