// The content checks: what a built site must hold, with every expectation read from that site's
// own site.config.yaml and page data, never written here. They run on the real site after
// npm run build (tests/content/site.test.ts) and on copies edited as CONTENT.md says
// (tests/content/content-guide.test.ts), so any valid edit keeps them green. Budgets are not
// among them: npm run build weighs every page itself and stops at one over (scripts/budgets.ts).
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";
import { parse as parseHtml, NodeType, type HTMLElement, type Node } from "node-html-parser";
import { builtPages } from "../../scripts/built-pages.ts";
import type { PageData, RouteManifest, SiteData } from "../../src/site/resolve/site-data.ts";
import { plainText } from "../../src/site/resolve/plain-text.ts";
import { unlocalizedPath } from "../../src/site/shared/localized-path.ts";

export interface BuiltSite {
  root: string;
  dist: string;
  routes: RouteManifest;
  site: (lang: string) => SiteData;
  page: (lang: string, key: string) => PageData;
  /** The facts as the owner wrote them in site.config.yaml. */
  config: { site: { baseUrl: string }; business: { name: string; phone: string; email: string } & Record<string, unknown> };
  /** dist-relative file of every built page, with its HTML. */
  pages: { file: string; html: string }[];
  /** A built file (dist-relative) read as a browser reads it, parsed once for every check: read it, never change it. */
  dom: (file: string) => HTMLElement;
  /** The same without its scripts: what a visitor can read or follow. Parsed once; never change it. */
  visible: (file: string) => HTMLElement;
}

/** Reads a site built by npm run build in `root` (site.config.yaml, src/generated/, dist/). */
export function readBuiltSite(root: string): BuiltSite {
  const dist = join(root, "dist");
  const generated = <T>(file: string): T => JSON.parse(readFileSync(join(root, "src/generated", file), "utf8")) as T;
  if (!existsSync(join(dist, "404.html"))) throw new Error(`${dist} holds no built site: run npm run build first.`);
  const parsed = new Map<string, HTMLElement>();
  const once = (key: string, parse: () => HTMLElement) => parsed.get(key) ?? parsed.set(key, parse()).get(key)!;
  const htmlOf = (file: string) => readFileSync(join(dist, file), "utf8");
  return {
    root,
    dist,
    routes: generated<RouteManifest>("routes.json"),
    site: (lang) => generated<SiteData>(`site.${lang}.json`),
    page: (lang, key) => generated<PageData>(`pages/${lang}/${key}.json`),
    config: parse(readFileSync(join(root, "site.config.yaml"), "utf8")),
    pages: builtPages(dist).map((file) => ({ file: relative(dist, file), html: readFileSync(file, "utf8") })),
    dom: (file) => once(`dom ${file}`, () => pageOf(htmlOf(file))),
    visible: (file) => once(`visible ${file}`, () => withoutScripts(htmlOf(file))),
  };
}

export const fileOf = (path: string) => (path === "/" ? "index.html" : `${path.replace(/^\//, "")}/index.html`);
/** A page read as a browser reads it (node-html-parser): each check reads elements, never patterns. */
const pageOf = (html: string): HTMLElement => parseHtml(html, { comment: false });
const textOf = (element: HTMLElement) => element.text.replace(/\s+/g, " ").trim();
/** The page's HTML without its scripts: what a visitor can read or follow. */
const withoutScripts = (html: string) => {
  const page = pageOf(html);
  for (const script of page.querySelectorAll("script")) script.remove();
  return page;
};

/** Every route of every language exists, with its language, direction, title and a heading from its own data. */
export function checkRoutes(built: BuiltSite): string[] {
  const problems: string[] = [];
  for (const [lang, routes] of Object.entries(built.routes.routes)) {
    const { dir } = built.site(lang);
    for (const [path, key] of Object.entries(routes)) {
      const file = join(built.dist, fileOf(path));
      if (!existsSync(file)) {
        problems.push(`${path}: no page was built (expected ${relative(built.root, file)})`);
        continue;
      }
      const html = built.visible(fileOf(path));
      const page = built.page(lang, key);
      const root = html.querySelector("html");
      if (root?.getAttribute("lang") !== lang || root.getAttribute("dir") !== dir) problems.push(`${path}: <html> does not carry lang="${lang}" dir="${dir}"`);
      const title = html.querySelector("title")?.text;
      if (title === undefined || title !== plainText(page.title)) problems.push(`${path}: <title> is ${JSON.stringify(title)}, the page's data says ${JSON.stringify(page.title)}`);
      const headings = html.querySelectorAll("h1").map(textOf);
      if (headings.length !== 1) problems.push(`${path}: ${headings.length} <h1> headings, expected one`);
      else if (!headings[0] || !JSON.stringify(page).replace(/\s+/g, " ").includes(JSON.stringify(headings[0]).slice(1, -1).slice(0, 40)))
        problems.push(`${path}: the heading ${JSON.stringify(headings[0])} is not in the page's content`);
      if (page.isFallback && html.querySelector("main")?.getAttribute("lang") !== built.routes.defaultLanguage) problems.push(`${path}: shown untranslated, but <main> does not say its language`);
      if (/\{\{|\{(business|claims|record)\.|common:|nav:/.test(html.toString())) problems.push(`${path}: a placeholder or key is left in the page`);
    }
  }
  return problems;
}

/** The phone and e-mail written in site.config.yaml are the tel: and mailto: links of every page, and the only ones. */
export function checkContactLinks(built: BuiltSite): string[] {
  const { phone, email } = built.config.business;
  // A national number's leading trunk 0 gives way to the country code in the link.
  const digits = phone.replace(/\D/g, "").replace(/^0+/, "");
  const problems: string[] = [];
  for (const { file } of built.pages) {
    const hrefs = built.dom(file).querySelectorAll("[href]").map((element) => element.getAttribute("href")!);
    const tels = new Set(hrefs.filter((href) => href.startsWith("tel:")).map((href) => href.slice(4)));
    const mails = new Set(hrefs.filter((href) => href.startsWith("mailto:")).map((href) => href.slice(7)));
    if (tels.size === 0) problems.push(`${file}: no tel: link`);
    // The link is the number as written, in international form: + and the country code before its digits.
    for (const tel of tels) if (!/^\+\d{8,15}$/.test(tel) || !tel.endsWith(digits)) problems.push(`${file}: tel:${tel} is not ${phone}`);
    if (!mails.has(email)) problems.push(`${file}: no mailto:${email} link`);
    for (const mail of mails) if (mail !== email) problems.push(`${file}: mailto:${mail} is not ${email}`);
  }
  return problems;
}

/** Every link and anchor within the site leads to a built page or file, and to an element with that id. */
export function checkInternalLinks(built: BuiltSite): string[] {
  const problems = new Set<string>();
  const ids = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    if (!ids.has(file)) ids.set(file, new Set(built.dom(file).querySelectorAll("[id]").map((element) => element.getAttribute("id")!)));
    return ids.get(file)!;
  };
  for (const { file } of built.pages) {
    const links = built.visible(file).querySelectorAll("[href], [src]");
    for (const href of links.flatMap((element) => ["href", "src"].flatMap((name) => element.getAttribute(name) ?? []))) {
      if (!href.startsWith("/") && !href.startsWith("#")) continue;
      if (href.startsWith("//")) continue;
      const [pathAndQuery, hash] = href.split("#");
      const path = pathAndQuery.split("?")[0];
      let target = file;
      if (path) {
        const candidates = [path.replace(/^\//, ""), fileOf(path), `${path.replace(/^\//, "")}.html`].map(decodeURIComponent);
        const found = candidates.find((c) => c && existsSync(join(built.dist, c)) && !c.endsWith("/"));
        if (!found) {
          problems.add(`${file}: ${href} leads to nothing that was built`);
          continue;
        }
        target = found;
      }
      if (hash && target.endsWith(".html") && !idsOf(target).has(decodeURIComponent(hash))) problems.add(`${file}: ${href} points to #${hash}, which ${target} does not have`);
    }
  }
  return [...problems];
}

/**
 * The words a visitor reads: the page without tags, scripts and styles, split into sentences.
 * With `lang`, the elements that say they are in that language are left out (a card of a record
 * not translated yet, marked lang="en" on a French page): what they hold is meant to be in it.
 */
export function sentences(html: string | HTMLElement, lang?: string): string[] {
  const texts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === NodeType.TEXT_NODE) texts.push(node.text);
    if (node.nodeType !== NodeType.ELEMENT_NODE) return;
    const element = node as HTMLElement;
    if (["SCRIPT", "STYLE"].includes(element.tagName)) return;
    if (lang && element.tagName !== "HTML" && element.getAttribute("lang") === lang) return;
    element.childNodes.forEach(walk);
  };
  walk(typeof html === "string" ? pageOf(html) : html);
  // Each element ends a sentence, as its own line would.
  return texts.join("\n").split(/[\n.!?]+/).map((s) => s.replace(/\s+/g, " ").trim()).filter(Boolean);
}

/** Every string in a value, deep. */
const stringsOf = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Array.isArray(value) ? value.flatMap(stringsOf) : value && typeof value === "object" ? Object.values(value).flatMap(stringsOf) : [];

/**
 * A page offered as translated holds no sentence of four words or more from its default-language
 * version, but in an element marked as in that language (a record the validator reported as not
 * translated yet, shown in a card). Names that stay as they are in every language (the business,
 * its brands, phone and e-mail) are taken out first, as written in site.config.yaml.
 */
export function checkTranslatedPages(built: BuiltSite): string[] {
  const { defaultLanguage, routes } = built.routes;
  const { name, phone, email, brands } = built.config.business;
  const kept = [name, phone, email, ...stringsOf(brands)].filter(Boolean).sort((a, b) => b.length - a.length);
  const strip = (sentence: string) => kept.reduce((s, word) => s.split(word).join(""), sentence).replace(/\s+/g, " ").trim();
  const byKey = Object.fromEntries(Object.entries(routes[defaultLanguage]).map(([path, key]) => [key, path]));
  const problems: string[] = [];
  for (const [lang, pages] of Object.entries(routes)) {
    if (lang === defaultLanguage) continue;
    for (const [path, key] of Object.entries(pages)) {
      if (built.page(lang, key).isFallback || !byKey[key]) continue;
      // Reviews are quoted in the customer's own words and language.
      const quoted = new Set((built.page(lang, key).testimonials ?? []).flatMap((t) => sentences(t.text)).map(strip));
      const source = new Set(sentences(built.dom(fileOf(byKey[key]))).map(strip).filter((s) => s.split(" ").length >= 4 && !quoted.has(s)));
      for (const sentence of sentences(built.dom(fileOf(path)), defaultLanguage)) if (source.has(strip(sentence))) problems.push(`${path}: "${sentence}" is still in ${defaultLanguage}`);
    }
  }
  return problems;
}

/** No two pages of one language share a title, so search results tell them apart. */
export function checkUniqueTitles(built: BuiltSite): string[] {
  return Object.entries(built.routes.routes).flatMap(([lang, routes]) => {
    const byTitle = new Map<string, string[]>();
    for (const [path, key] of Object.entries(routes)) byTitle.set(built.page(lang, key).title, [...(byTitle.get(built.page(lang, key).title) ?? []), path]);
    return [...byTitle].filter(([, paths]) => paths.length > 1).map(([title, paths]) => `${paths.join(" and ")} share the title "${title}"`);
  });
}

/** Every content check that reads built files, by name. */
/**
 * Every link of a page leads to a page in that page's own language: menus, buttons, links inside
 * Markdown. Only the language menu (its links say where they lead with hreflang) goes to another.
 */
export function checkLinksStayInLanguage(built: BuiltSite): string[] {
  const { defaultLanguage, routes } = built.routes;
  const languages = Object.keys(routes);
  const problems = new Set<string>();
  for (const { file } of built.pages) {
    const page = built.visible(file);
    const lang = page.querySelector("html")?.getAttribute("lang");
    if (!lang) continue;
    for (const link of page.querySelectorAll("a")) {
      if (link.hasAttribute("hreflang")) continue;
      const href = link.getAttribute("href") ?? "";
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const path = href.split(/[?#]/)[0];
      // Files (pictures, feeds) belong to no language.
      if (/\.[a-z0-9]+$/i.test(path)) continue;
      const linked = unlocalizedPath(path, languages, defaultLanguage).lang;
      if (linked !== lang) problems.add(`${file}: the ${lang} page links to ${href}, a page in ${linked}`);
    }
  }
  return [...problems];
}

/** Titles, descriptions, link previews and structured data carry no direction marks, which snippets would show. */
export function checkSnippetText(built: BuiltSite): string[] {
  const problems: string[] = [];
  for (const { file } of built.pages) {
    const snippets = built.dom(file).querySelectorAll('title, meta, script[type="application/ld+json"]').map((element) => element.toString());
    for (const snippet of snippets) if (plainText(snippet) !== snippet) problems.push(`${file}: a direction mark in ${snippet.slice(0, 80)}`);
  }
  return problems;
}

/**
 * public/.well-known/security.txt, when the site has one, is in dist/ as it is, names the
 * business's e-mail of site.config.yaml and the site's own address, and has not expired.
 */
export function checkSecurityTxt(built: BuiltSite): string[] {
  const source = join(built.root, "public/.well-known/security.txt");
  if (!existsSync(source)) return [];
  const text = readFileSync(source, "utf8");
  const problems: string[] = [];
  if (readFileSync(join(built.dist, ".well-known/security.txt"), "utf8") !== text) problems.push("dist/.well-known/security.txt differs from public/");
  const field = (name: string) => new RegExp(`^${name}: *(.+)$`, "m").exec(text)?.[1].trim();
  const { email } = built.config.business;
  const { baseUrl } = built.config.site;
  if (field("Contact") !== `mailto:${email}`) problems.push(`security.txt: Contact is ${field("Contact")}, not mailto:${email} (business.email)`);
  if (field("Canonical") !== `${baseUrl.replace(/\/$/, "")}/.well-known/security.txt`) problems.push(`security.txt: Canonical is not at site.baseUrl (${baseUrl})`);
  const expires = Date.parse(field("Expires") ?? "");
  if (!(expires > Date.now())) problems.push(`security.txt: Expires (${field("Expires")}) has passed or is not a date: renew it`);
  return problems;
}

type LdNode = Record<string, unknown> & { "@type"?: unknown; "@id"?: unknown };
const ldOf = (page: HTMLElement): { "@context"?: string; "@graph"?: LdNode[] }[] =>
  page.querySelectorAll('script[type="application/ld+json"]').map((script) => JSON.parse(script.rawText) as { "@graph"?: LdNode[] });

/**
 * Every page's JSON-LD holds what search engines ask of a local business (Google's local
 * business, breadcrumb and FAQ guidelines), read against site.config.yaml and the page's data:
 * one business under one @id, the same word for word on every page, with its address, at the
 * site's home; the page's language's WebSite; each Service with its type, area and provider; the
 * FAQ page's questions; breadcrumbs with absolute addresses; no rating or review.
 */
export function checkStructuredData(built: BuiltSite): string[] {
  const problems: string[] = [];
  const baseUrl = built.config.site.baseUrl.replace(/\/$/, "");
  const facts = built.config.business as unknown as {
    name: string;
    schemaType?: string;
    address: { street?: string; locality: string; region: string; postalCode: string; country: string };
    geo?: { latitude: number; longitude: number };
    emergencyHours?: unknown[];
    openingHours?: unknown[];
  };
  const businessId = `${baseUrl}/#business`;
  let firstBusiness: { path: string; json: string } | undefined;
  for (const [lang, routes] of Object.entries(built.routes.routes)) {
    for (const [path, key] of Object.entries(routes)) {
      const page = built.page(lang, key);
      const file = join(built.dist, fileOf(path));
      if (page.isNotFound || !existsSync(file)) continue;
      const blocks = ldOf(built.dom(fileOf(path)));
      if (blocks.length !== 1 || blocks[0]["@context"] !== "https://schema.org" || !Array.isArray(blocks[0]["@graph"])) {
        problems.push(`${path}: expected one JSON-LD block with a schema.org @graph, found ${blocks.length}`);
        continue;
      }
      const graph = blocks[0]["@graph"];
      const ofType = (type: string) => graph.filter((node) => node["@type"] === type);
      const say = (what: string) => problems.push(`${path}: ${what}`);
      if (/"[^"]*(rating|review)[^"]*":/i.test(JSON.stringify(graph))) say("the JSON-LD rates or reviews the business");

      const businesses = graph.filter((node) => node["@id"] === businessId);
      if (businesses.length !== 1) say(`${businesses.length} nodes are ${businessId}, expected one`);
      // JSON-LD is read as loosely as a search engine reads it.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const business = businesses[0] as Record<string, any> | undefined;
      if (business) {
        const json = JSON.stringify(business);
        firstBusiness ??= { path, json };
        if (json !== firstBusiness.json) say(`the business is described otherwise than on ${firstBusiness.path}: one @id must be one description`);
        if (business["@type"] !== (facts.schemaType ?? "LocalBusiness")) say(`the business is a ${String(business["@type"])}, site.config.yaml says ${facts.schemaType}`);
        if (business.name !== facts.name) say(`the business is named ${business.name}, not ${facts.name}`);
        if (business.url !== `${baseUrl}/`) say(`the business's url is ${business.url}, not the site's home ${baseUrl}/`);
        if (!/^\+\d[\d-]+$/.test(business.telephone ?? "")) say(`the business's telephone ${business.telephone} is not in international form`);
        const address = business.address ?? {};
        const expected = {
          "@type": "PostalAddress",
          ...(facts.address.street ? { streetAddress: facts.address.street } : {}),
          addressLocality: facts.address.locality,
          addressRegion: facts.address.region,
          postalCode: facts.address.postalCode,
          addressCountry: facts.address.country,
        };
        if (JSON.stringify(address) !== JSON.stringify(expected)) say(`the business's address ${JSON.stringify(address)} is not business.address of site.config.yaml`);
        if (facts.geo && (business.geo?.latitude !== facts.geo.latitude || business.geo?.longitude !== facts.geo.longitude)) say("the business's geo is not business.geo");
        if ((business.openingHoursSpecification?.length ?? 0) !== (facts.openingHours?.length ?? 0)) say("the business's opening hours are not business.openingHours");
        if (facts.emergencyHours && (business.contactPoint?.["@type"] !== "ContactPoint" || business.contactPoint.hoursAvailable?.length !== facts.emergencyHours.length))
          say("business.emergencyHours is not told as the ContactPoint's hoursAvailable");
      }

      const site = built.site(lang);
      const home = baseUrl + (lang === built.routes.defaultLanguage ? "/" : `/${lang}`);
      const websites = ofType("WebSite");
      if (websites.length !== 1 || websites[0].inLanguage !== lang || websites[0].url !== home)
        say(`expected one WebSite of language ${lang} at ${home}, found ${JSON.stringify(websites.map((w) => [w.inLanguage, w.url]))}`);
      for (const service of ofType("Service"))
        if (!service.serviceType || !service.areaServed || (service.provider as LdNode | undefined)?.["@id"] !== businessId)
          say(`the Service ${String(service["@id"])} lacks its serviceType, areaServed or provider`);
      const faq = page.sections.some((section) => section.type === "faq-accordion") ? (page.faq ?? []) : [];
      const faqPages = ofType("FAQPage");
      if (faq.length && (faqPages.length !== 1 || (faqPages[0].mainEntity as unknown[]).length !== faq.length))
        say(`the page shows ${faq.length} questions, but carries no FAQPage of them`);
      if (!faq.length && faqPages.length) say("a FAQPage on a page that shows no questions");
      for (const list of ofType("BreadcrumbList"))
        for (const item of list.itemListElement as { item: string }[])
          if (!item.item.startsWith(`${baseUrl}/`) && item.item !== baseUrl) say(`a breadcrumb leads to ${item.item}, not an address of ${baseUrl}`);
      if (site.lang !== lang) say(`the site data of ${lang} says ${site.lang}`);
    }
  }
  return problems;
}

export const BUILT_SITE_CHECKS = {
  "every page's JSON-LD describes one business with its address, the page's website, services and questions": checkStructuredData,
  "public/.well-known/security.txt served as it is, with the business's e-mail and address": checkSecurityTxt,
  "every route with its language, title and heading": checkRoutes,
  "the phone and e-mail of site.config.yaml on every page": checkContactLinks,
  "no broken link or anchor within the site": checkInternalLinks,
  "every link in the language of its page": checkLinksStayInLanguage,
  "no direction marks in titles, descriptions and previews": checkSnippetText,
  "translated pages in their language": checkTranslatedPages,
  "a title of its own for every page": checkUniqueTitles,
};
