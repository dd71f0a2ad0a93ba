// Turns validated content into the data each page is drawn from, for one language: a map over
// that language's routes, with facts filled in, links localized and shared lists summarised.
import { withVariants } from "./image-variants.ts";
import type { LocaleNamespace } from "../../generated/schema-types.ts";
import { factsForDirection, interpolate, type Facts } from "./interpolate.ts";
import { languageFacts } from "./language-facts.ts";
import { telHref } from "./phone.ts";
import { resolveDelivery, type FormKey } from "./delivery.ts";
import { localizedPath } from "../shared/localized-path.ts";
import { localizedRoutes } from "./localized-routes.ts";
import type { SiteContent } from "../load/site-content.ts";
import type { PageData, SiteData } from "./site-data.ts";
import { mapStrings } from "../load/walk.ts";
import { pageDataOf, type Resolving } from "./resolve-page.ts";
import { setPageTrails } from "./page-trail.ts";
import { numberLocale } from "../shared/numbers.ts";
import { inListOrder, shownPlaces } from "./location-lists.ts";

type ResolvedSite = { site: SiteData; pages: PageData[]; ui: Record<string, LocaleNamespace> };
const resolvedSites = new WeakMap<SiteContent, Map<string, ResolvedSite>>();

/**
 * `env` holds the build's environment, whose EMAILJS_* variables override the delivery keys. The
 * same content is resolved once per language and environment: validation's report and generate
 * both read it. Treat what it returns as read-only.
 */
export function resolveSite(
  sourceContent: SiteContent,
  lang: string,
  env: Record<string, string | undefined> = {},
): ResolvedSite {
  const key = `${lang}\0${JSON.stringify(Object.entries(env).filter(([name]) => name.startsWith("EMAILJS_")))}`;
  let known = resolvedSites.get(sourceContent);
  if (!known) resolvedSites.set(sourceContent, (known = new Map()));
  let found = known.get(key);
  if (!found) known.set(key, (found = resolveOnce(sourceContent, lang, env)));
  return found;
}

function resolveOnce(
  sourceContent: SiteContent,
  lang: string,
  env: Record<string, string | undefined>,
): ResolvedSite {
  const language = sourceContent.config.value.site.languages.find((l) => l.code === lang);
  if (!language)
    throw new Error(
      `The language "${lang}" is not listed in site.config.yaml under site.languages.`,
    );
  const { content, routes } = localizedRoutes(sourceContent, lang);
  const config = content.config.value;
  const facts = factsForDirection(languageFacts(content, language), language.dir);
  const sourceLanguage = config.site.languages.find((l) => l.code === config.site.defaultLanguage)!;
  let sourceFacts: Facts | undefined;
  const resolving: Resolving = {
    sourceContent,
    content,
    routes,
    language,
    facts,
    sourceFacts: () => (sourceFacts ??= languageFacts(sourceContent, sourceLanguage)),
    fill: <T>(value: T, with_: Facts = facts): T =>
      mapStrings(value, (text) => interpolate(text, with_)),
    href: (path: string) => localizedPath(path, lang, config.site.defaultLanguage),
  };
  const site = siteDataOf(resolving, env);
  const pages = routes.map((route) => pageDataOf(resolving, route));
  setPageTrails(pages, site);
  const ui = Object.fromEntries(
    Object.entries(content.locales[lang] ?? {}).map(([ns, { value }]) => [ns, value]),
  );
  return { site, pages, ui };
}

/** The cards of the services and advantages, in this language or, until translated, the source one. */
function recordCards({ content, routes, fill, href }: Resolving) {
  const config = content.config.value;
  // Records shown in the source language here (not translated yet): their cards say so with lang and dir.
  const source = config.site.languages.find((l) => l.code === config.site.defaultLanguage)!;
  const untranslated = new Set(
    routes.filter((r) => r.isFallback && r.recordFile).map((r) => r.recordFile),
  );
  const inSource = (file: string) =>
    untranslated.has(file) ? { inSource: { lang: source.code, dir: source.dir } } : {};
  return {
    services: fill(
      content.services.map(({ value: s, source: file }) => ({
        ...inSource(file.file),
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
      content.advantages.map(({ value: a, source: file }) => ({
        ...inSource(file.file),
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
  };
}

/** Every place in list order, and the few the menus and the footer show, with the page listing them all. */
function placeLists({ content, href }: Resolving): Pick<SiteData, "locations" | "placeLinks"> {
  const config = content.config.value;
  const places = inListOrder(content.locations.map(({ value }) => value));
  // A place is listed by its list name where it has one (src/site/load/name-forms.ts).
  const placeSummary = (l: (typeof places)[number]) => ({
    slug: l.slug,
    name: l.listName ?? l.name,
    ...(l.region === undefined ? {} : { region: l.region }),
    ...(l.placeType && l.placeType !== "City" ? { placeType: l.placeType } : {}),
    href: href(`/locations/${l.slug}`),
  });
  const indexPage = content.pages.find(({ value }) =>
    value.sections.some((section) => section.type === "location-index"),
  );
  return {
    locations: places.map(placeSummary),
    placeLinks: {
      shown: shownPlaces(places, config.navigation.locationsShown ?? 12).map(placeSummary),
      ...(indexPage ? { indexHref: href(indexPage.value.path) } : {}),
    },
  };
}

/** What every page of the language shares: the business, the menus, the lists of records and the forms. */
function siteDataOf(resolving: Resolving, env: Record<string, string | undefined>): SiteData {
  const { content, language, fill, href } = resolving;
  const config = content.config.value;
  return {
    lang: language.code,
    dir: language.dir,
    numberLocale: numberLocale(language),
    defaultLanguage: config.site.defaultLanguage,
    languages: config.site.languages,
    baseUrl: config.site.baseUrl,
    business: {
      ...fill(config.business),
      hours: resolving.facts["business.hours"],
      telHref: telHref(config.business.phone, config.business.phoneCountryCode),
    },
    navigation: fill({
      main: config.navigation.main.map((l) => ({ ...l, href: href(l.href) })),
      footer: config.navigation.footer.map((l) => ({ ...l, href: href(l.href) })),
      ...(config.navigation.bookingHref
        ? { bookingHref: href(config.navigation.bookingHref) }
        : {}),
    }),
    ...recordCards(resolving),
    ...placeLists(resolving),
    forms: fill(config.forms ?? {}),
    images: withVariants(content.imageSizes),
    delivery: resolveDelivery(config.delivery, env, Object.keys(config.forms ?? {}) as FormKey[]),
    reviews: config.reviews ?? {},
    ...(config.analytics ? { analytics: config.analytics } : {}),
  };
}
