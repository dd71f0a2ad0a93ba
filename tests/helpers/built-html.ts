// The prerendered pages of the built fixture site, read as files: for what a visitor gets before
// any script runs (text, links, attributes), so those checks need no browser. Read with a real
// HTML parser (node-html-parser) rather than patterns, so nesting, entities and attribute order
// are read as a browser reads them.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse, type HTMLElement } from "node-html-parser";
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

/** A page or a piece of one, parsed as a browser would (node-html-parser), comments left out. */
const parsed = (html: string): HTMLElement => parse(html, { comment: false });

/** An element's opening tag as written: what `where` is matched against. */
const openingTag = (node: HTMLElement) =>
  `<${node.rawTagName}${node.rawAttrs ? ` ${node.rawAttrs}` : ""}>`;

/** Whether `text` (such as 'id="why-us"') starts an attribute of this opening tag. */
function hasAttributeText(opening: string, text: string): boolean {
  if (text === "") return true;
  for (let i = opening.indexOf(text); i > 0; i = opening.indexOf(text, i + 1))
    if (/\s/.test(opening[i - 1])) return true;
  return false;
}

const matching = (html: string, tag: string, where: string | RegExp) =>
  parsed(html)
    .querySelectorAll(tag)
    .filter((node) =>
      where instanceof RegExp
        ? where.test(openingTag(node))
        : hasAttributeText(openingTag(node), where),
    );

/**
 * Every `tag` element (outer HTML) whose opening tag matches `where` (a piece of its attributes,
 * such as 'id="why-us"', or a pattern), nested elements of the same tag included.
 */
export function elements(html: string, tag: string, where: string | RegExp = ""): string[] {
  return matching(html, tag, where).map((node) => node.outerHTML);
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

/** The text of a piece of HTML, as textContent gives it. */
export const textOf = (fragment: string) => parsed(fragment).textContent;

/** The texts of every `tag` element matching `where`. */
export const texts = (html: string, tag: string, where: string | RegExp = "") =>
  matching(html, tag, where).map((node) => node.textContent);

/** The value of `name` on every `tag` element matching `where` (null where it is absent). */
export function attributes(
  html: string,
  tag: string,
  name: string,
  where: string | RegExp = "",
): (string | null)[] {
  return matching(html, tag, where).map((node) => node.getAttribute(name) ?? null);
}

/** The links (`<a>`) of a piece of HTML: their href and text. */
export const links = (html: string) =>
  parsed(html)
    .querySelectorAll("a")
    .map((node) => ({ href: node.getAttribute("href") ?? null, text: node.textContent }));
