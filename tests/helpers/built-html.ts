// The prerendered pages of the built fixture site, read as files: for what a visitor gets before
// any script runs (text, links, attributes), so those checks need no browser. A few string
// functions over the HTML React writes (no parser is a dependency of the project).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fixture } from "./fixture-facts.ts";

/** The file npm run build wrote for a route: "/" is index.html, "/about" is about/index.html, "/404" is 404.html. */
export function builtFile(path: string, dist = fixture.dist): string {
  const clean = path.replace(/\/+$/, "");
  const file = /(^|\/)404$/.test(clean)
    ? `${clean.slice(1)}.html`
    : join(clean.slice(1), "index.html");
  return join(dist, file);
}

/** The prerendered HTML of a route, without its scripts. */
export function builtHtml(path: string, dist = fixture.dist): string {
  const file = builtFile(path, dist);
  if (!existsSync(file)) throw new Error(`The build has no page for ${path} (${file}).`);
  return readFileSync(file, "utf8").replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

/** Whether `text` (such as 'id="why-us"') starts an attribute of this opening tag. */
function hasAttributeText(openingTag: string, text: string): boolean {
  if (text === "") return true;
  for (let i = openingTag.indexOf(text); i > 0; i = openingTag.indexOf(text, i + 1))
    if (/\s/.test(openingTag[i - 1])) return true;
  return false;
}

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/**
 * Every `tag` element (outer HTML) whose opening tag matches `where` (a piece of its attributes,
 * such as 'id="why-us"', or a pattern), nested elements of the same tag included.
 */
export function elements(html: string, tag: string, where: string | RegExp = ""): string[] {
  const found: string[] = [];
  const opening = new RegExp(`<${tag}(?=[\\s>/])[^>]*>`, "g");
  for (const open of html.matchAll(opening)) {
    const attributes = open[0];
    if (!(where instanceof RegExp ? where.test(attributes) : hasAttributeText(attributes, where)))
      continue;
    const start = open.index;
    if (VOID.has(tag)) {
      found.push(attributes);
      continue;
    }
    const both = new RegExp(`<(/?)${tag}(?=[\\s>/])[^>]*>`, "g");
    both.lastIndex = start + attributes.length;
    let depth = 1;
    let end = -1;
    for (let m = both.exec(html); m; m = both.exec(html)) {
      depth += m[1] ? -1 : 1;
      if (depth === 0) {
        end = m.index + m[0].length;
        break;
      }
    }
    if (end < 0) throw new Error(`<${tag}> at ${start} is never closed.`);
    found.push(html.slice(start, end));
  }
  return found;
}

/** The one `tag` element matching `where`; throws if there is none or more than one. */
export function element(html: string, tag: string, where: string | RegExp = ""): string {
  const all = elements(html, tag, where);
  if (all.length !== 1)
    throw new Error(`Expected one <${tag}> matching ${String(where)}, found ${all.length}.`);
  return all[0];
}

/** The `<section id="...">` of a page, as drawn by SectionFrame and the blocks. */
export const sectionById = (html: string, id: string) => element(html, "section", `id="${id}"`);

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === "#")
      return String.fromCodePoint(
        name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10),
      );
    return ENTITIES[name] ?? whole;
  });

/** The text of a piece of HTML, as textContent gives it. */
export const textOf = (fragment: string) =>
  decode(fragment.replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]*>/g, ""));

/** The texts of every `tag` element matching `where`. */
export const texts = (html: string, tag: string, where: string | RegExp = "") =>
  elements(html, tag, where).map(textOf);

/** The value of `name` on every `tag` element matching `where` (null where it is absent). */
export function attributes(
  html: string,
  tag: string,
  name: string,
  where: string | RegExp = "",
): (string | null)[] {
  return elements(html, tag, where).map((outer) => {
    const open = /^<[^>]*>/.exec(outer)![0];
    const value = new RegExp(`\\s${name}="([^"]*)"`).exec(open);
    return value ? decode(value[1]) : null;
  });
}

/** The links (`<a>`) of a piece of HTML: their href and text. */
export const links = (html: string) =>
  elements(html, "a").map((outer) => ({
    href: attributes(outer, "a", "href")[0],
    text: textOf(outer),
  }));
