// Gathers the parsed files into one typed object. Only called on files that passed their schema.
import type {
  Advantage,
  FaqList,
  LocaleNamespace,
  Location,
  Page,
  Service,
  SiteConfig,
  TestimonialList,
} from "../../generated/schema-types.ts";
import type { SourceEntry, TranslationEntry } from "./load-sources.ts";
import type { SourceFile } from "./source-file.ts";
import type { ImageFacts } from "./image-size.ts";

export interface Located<T> {
  source: SourceFile;
  value: T;
}

export interface SiteContent {
  config: Located<SiteConfig>;
  pages: Located<Page>[];
  locations: Located<Location>[];
  services: Located<Service>[];
  advantages: Located<Advantage>[];
  faq: Located<FaqList>;
  testimonials: Located<TestimonialList>;
  /** language -> namespace -> words */
  locales: Record<string, Record<string, Located<LocaleNamespace>>>;
  /** public path -> size the file declares (and a small drawing's markup); read by validateSite once the references are checked. */
  imageSizes: Record<string, ImageFacts>;
  /** Every translation file (each language's folders but the source's), as read. */
  translations: TranslationEntry[];
  /**
   * language -> source file -> field -> the source words its translation was made from
   * (content/<lang>/translated-from.lock, read by validateSite; see translation-lock.ts).
   */
  translatedFrom: Record<string, Record<string, Record<string, string>>>;
}

export function gatherContent(
  entries: SourceEntry[],
  translations: TranslationEntry[] = [],
): SiteContent {
  const of = <T>(kind: SourceEntry["kind"]) =>
    entries
      .filter((e) => e.kind === kind)
      .map((e) => ({ source: e.source, value: e.source.data as T }));
  const locales: SiteContent["locales"] = {};
  for (const entry of entries.filter((e) => e.kind === "locale")) {
    const [, , lang, file] = entry.source.file.split("/");
    (locales[lang] ??= {})[file.replace(/\.yaml$/, "")] = {
      source: entry.source,
      value: entry.source.data as LocaleNamespace,
    };
  }
  const byOrder = <T extends { order: number }>(a: Located<T>, b: Located<T>) =>
    a.value.order - b.value.order;
  return {
    config: of<SiteConfig>("site")[0],
    pages: of<Page>("page"),
    locations: of<Location>("location"),
    services: of<Service>("service").sort(byOrder),
    advantages: of<Advantage>("advantage").sort(byOrder),
    faq: of<FaqList>("faq")[0],
    testimonials: of<TestimonialList>("testimonials")[0],
    locales,
    imageSizes: {},
    translations,
    translatedFrom: {},
  };
}
