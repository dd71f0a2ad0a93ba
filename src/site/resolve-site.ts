// Turns validated content into the data each page is drawn from, for one language:
// facts filled in, records attached, shared lists summarised.
import { withVariants } from "./image-variants.ts";
import type { LocaleNamespace, Section } from "../generated/schema-types.ts";
import { factsForDirection, factsOf, interpolate, type Facts } from "./interpolate.ts";
import { telHref } from "./phone.ts";
import { resolveDelivery, type FormKey } from "./delivery.ts";
import { contentIn } from "./translate-content.ts";
import { localizedPath } from "./localized-path.ts";
import { routeTable, type RouteEntry } from "./route-table.ts";
import type { SiteContent } from "./site-content.ts";
import type { PageData, PageRecord, SiteData } from "./site-data.ts";
import { mapStrings } from "./walk.ts";
import { pathsWithRole, sectionNeeds } from "./schema-roles.ts";
import { numberLocale } from "./numbers.ts";

/** `env` holds the build's environment, whose EMAILJS_* variables override the delivery keys. */
export function resolveSite(
  englishContent: SiteContent,
  lang: string,
  env: Record<string, string | undefined> = {},
): { site: SiteData; pages: PageData[]; ui: Record<string, LocaleNamespace> } {
  const { languages, defaultLanguage } = englishContent.config.value.site;
  const language = languages.find((l) => l.code === lang);
  if (!language) throw new Error(`The language "${lang}" is not listed in site.config.yaml under site.languages.`);
  const { content, inEnglish } = contentIn(englishContent, englishContent.translations, lang);
  // A page is offered in a language when its words are translated there (always, in the default language).
  const untranslatedIn = untranslatedByLanguage(englishContent);
  const config = content.config.value;
  const facts = factsForDirection(factsOf(config), language.dir);
  const fill = <T>(value: T, with_: Facts = facts): T => mapStrings(value, (text) => interpolate(text, with_));
  const href = (path: string) => localizedPath(path, lang, config.site.defaultLanguage);

  const site: SiteData = {
    lang: language.code,
    dir: language.dir,
    numberLocale: numberLocale(language),
    defaultLanguage: config.site.defaultLanguage,
    languages: config.site.languages,
    baseUrl: config.site.baseUrl,
    business: { ...fill(config.business), telHref: telHref(config.business.phone, config.business.phoneCountryCode) },
    claims: config.claims ?? {},
    navigation: fill({
      main: config.navigation.main.map((l) => ({ ...l, href: href(l.href) })),
      footer: config.navigation.footer.map((l) => ({ ...l, href: href(l.href) })),
      ...(config.navigation.bookingHref ? { bookingHref: href(config.navigation.bookingHref) } : {}),
    }),
    services: fill(
      content.services.map(({ value: s }) => ({
        slug: s.slug,
        kind: s.kind,
        title: s.title,
        summary: s.summary,
        image: s.image,
        imageAlt: s.imageAlt,
        href: href(`/services/${s.slug}`),
      })),
    ),
    advantages: fill(
      content.advantages.map(({ value: a }) => ({
        slug: a.slug,
        title: a.title,
        summary: a.summary,
        icon: a.icon,
        image: a.image,
        imageAlt: a.imageAlt,
        wealthyAudience: a.wealthyAudience,
        href: href(`/advantages/${a.slug}`),
      })),
    ),
    locations: content.locations.map(({ value: l }) => ({ slug: l.slug, name: l.name, region: l.region, href: href(`/locations/${l.slug}`) })),
    forms: fill(config.forms ?? {}),
    images: withVariants(content.imageSizes),
    delivery: resolveDelivery(config.delivery, env, Object.keys(config.forms ?? {}) as FormKey[]),
    reviews: config.reviews ?? {},
    ...(config.analytics ? { analytics: config.analytics } : {}),
  };

  const recordOf = (route: RouteEntry): PageRecord | undefined => {
    if (!route.record) return undefined;
    const { kind, slug } = route.record;
    // A record still untranslated here is shown whole in English: its template too, so the page reads as one language.
    const from = inEnglish.has(recordSourceFile(englishContent, route.record)) ? englishContent : content;
    const fillFrom = <T>(value: T): T => (from === content ? fill(value) : fill(value, factsOf(englishContent.config.value)));
    if (kind === "location") return { kind, location: fillFrom(from.locations.find((l) => l.value.slug === slug)!.value) };
    if (kind === "service") return { kind, service: fillFrom(from.services.find((s) => s.value.slug === slug)!.value) };
    return { kind, advantage: fillFrom(from.advantages.find((a) => a.value.slug === slug)!.value) };
  };
  const englishRoutes = new Map(routeTable(englishContent).map((r) => [r.key, r]));

  const pages = routeTable(content).map((translatedRoute): PageData => {
    const recordFile = translatedRoute.record ? recordSourceFile(englishContent, translatedRoute.record) : undefined;
    const isInEnglish = recordFile !== undefined && inEnglish.has(recordFile);
    const route = isInEnglish ? englishRoutes.get(translatedRoute.key)! : translatedRoute;
    const pageConfig = isInEnglish ? englishContent.config.value : config;
    const record = recordOf(route);
    const recordFields = record ? (Object.values(record)[1] as unknown as Record<string, unknown>) : undefined;
    const pageFacts = isInEnglish ? factsOf(pageConfig, recordFields) : factsForDirection(factsOf(pageConfig, recordFields), language.dir);
    const source = route.record ? pageConfig.templates![route.record.kind]! : content.pages.find((p) => p.value.path === route.path)!.value;
    const sections = fill(route.sections, pageFacts).map((section) => localizeLinks(section, href));
    // The collections its sections draw besides the page's own file, as their schemas' "x-needs" say.
    const needs = new Set(sections.flatMap((section) => sectionNeeds(section.type)));
    return {
      path: href(route.path),
      englishPath: route.path,
      isInEnglish,
      alternates: languages
        .filter((l) => recordFile === undefined || !untranslatedIn[l.code].has(recordFile))
        .map((l) => ({ lang: l.code, path: localizedPath(route.path, l.code, defaultLanguage) })),
      key: route.key,
      lang: language.code,
      title: interpolate(source.title, pageFacts),
      description: interpolate(source.description, pageFacts),
      isNotFound: route.isNotFound,
      sections,
      ...(record ? { record } : {}),
      // Customers' words as they wrote them: never filled in like the site's own texts.
      ...(needs.has("testimonials") ? { testimonials: content.testimonials.value.testimonials } : {}),
      ...(needs.has("faq") ? { faq: fill(content.faq.value.questions) } : {}),
    };
  });
  const ui = Object.fromEntries(Object.entries(content.locales[lang] ?? {}).map(([ns, { value }]) => [ns, value]));
  return { site, pages, ui };
}

const untranslatedCache = new WeakMap<SiteContent, Record<string, Set<string>>>();
/** For each language, the English files it shows untranslated; worked out once per content. */
function untranslatedByLanguage(content: SiteContent): Record<string, Set<string>> {
  let found = untranslatedCache.get(content);
  if (!found) {
    found = Object.fromEntries(content.config.value.site.languages.map((l) => [l.code, contentIn(content, content.translations, l.code).inEnglish]));
    untranslatedCache.set(content, found);
  }
  return found;
}

function recordSourceFile(content: SiteContent, { kind, slug }: NonNullable<RouteEntry["record"]>): string {
  const list = kind === "location" ? content.locations : kind === "service" ? content.services : content.advantages;
  return list.find((r) => r.value.slug === slug)!.source.file;
}

/** Internal links in sections (the fields their schema calls links) point at the page in the same language. */
function localizeLinks(section: Section, href: (path: string) => string): Section {
  const localized = structuredClone(section);
  for (const { path, text } of pathsWithRole("section.schema.json#/definitions/section", section, ["link"])) {
    if (!text.startsWith("/")) continue;
    const parent = path
      .slice(0, -1)
      .reduce<Record<string | number, unknown>>(
        (value, key) => value[key] as Record<string | number, unknown>,
        localized as unknown as Record<string, unknown>,
      );
    parent[path[path.length - 1]] = href(text);
  }
  return localized;
}
