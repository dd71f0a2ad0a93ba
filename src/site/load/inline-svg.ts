// A small SVG drawing (the logo) is written into the page itself rather than loaded as a picture.
// A browser draws an SVG picture as a little document of its own, made and laid out on the page's
// main thread; drawn inside the page it costs a few elements and no download.
//
// Only a drawing of plain shapes is taken in: the elements and attributes below, nothing that
// runs, links, styles, writes words or refers to anything else. Anything else (a script, a style, a
// gradient, an embedded picture, drawn words, an entity) leaves the file to be loaded as a picture, as before, so a drawing
// is never changed by being taken in.

/** Longer drawings stay pictures: every page would carry them, where a picture is fetched once. */
export const MAX_INLINE_SVG_CHARS = 4096;

// No <text>: words drawn inside the page would be read by some tools as part of the link around
// the logo, whose name is the business's; a wordmark stays a picture.
const ELEMENTS = new Set([
  "svg",
  "g",
  "path",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "rect",
  "title",
  "desc",
]);
/** Words of the drawing, dropped: the page says what the logo stands for beside it. */
const DROPPED = new Set(["title", "desc"]);
const ATTRIBUTES = new Set([
  "xmlns",
  "version",
  "viewBox",
  "preserveAspectRatio",
  "width",
  "height",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "d",
  "points",
  "pathLength",
  "transform",
  "fill",
  "fill-opacity",
  "fill-rule",
  "clip-rule",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "opacity",
]);

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** One tag, its name and its attributes in quotes; what lies between tags is read separately. */
const TAG = /^<(\/?)([A-Za-z][\w:-]*)((?:\s+[A-Za-z][\w:-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/;
const ATTRIBUTE = /([A-Za-z][\w:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * The drawing as it is written into the page: its shapes, with its own width and height left out
 * (the page sizes it), hidden from assistive technology and never focused. Undefined when the
 * file holds anything but plain shapes, or is too long to carry on every page.
 */
export function inlineSvg(source: string): string | undefined {
  // An XML declaration and comments say nothing about the drawing.
  let rest = source.replace(/^\uFEFF?\s*<\?xml[^?]*\?>/, "").replace(/<!--[\s\S]*?-->/g, "");
  let out = "";
  const open: string[] = [];
  let dropping = 0;
  while (rest.length) {
    const text = /^[^<]+/.exec(rest)?.[0];
    if (text) {
      // Words only inside a dropped <title> or <desc>; an entity may stand for anything, so none is taken.
      if (text.includes("&") || (!dropping && text.trim())) return undefined;
      rest = rest.slice(text.length);
      continue;
    }
    const tag = TAG.exec(rest);
    if (!tag) return undefined;
    rest = rest.slice(tag[0].length);
    const [, closing, name, attributeText, selfClosing] = tag;
    if (!ELEMENTS.has(name)) return undefined;
    if (open.length === 0 && (closing || name !== "svg")) return undefined;
    if (closing) {
      if (open.pop() !== name) return undefined;
      if (dropping) dropping--;
      else out += `</${name}>`;
      if (open.length === 0 && rest.trim()) return undefined;
      continue;
    }
    const values = new Map<string, string>();
    for (const [, key, double, single] of attributeText.matchAll(ATTRIBUTE)) {
      const value = double ?? single;
      // url(...) would refer to another part of the page; & may hide any character.
      if (!ATTRIBUTES.has(key) || /url\s*\(|&/i.test(value)) return undefined;
      values.set(key, value);
    }
    if (name === "svg") {
      if (open.length > 0) return undefined;
      // The page gives the drawing its size; its own width and height only set the box it is drawn in.
      const size = [values.get("width"), values.get("height")].map((value) =>
        value && /^\s*[\d.]+(px)?\s*$/.test(value) ? parseFloat(value) : NaN,
      );
      if (!values.has("viewBox")) {
        if (!(size[0] > 0 && size[1] > 0)) return undefined;
        values.set("viewBox", `0 0 ${size[0]} ${size[1]}`);
      }
      values.delete("width");
      values.delete("height");
      values.set("aria-hidden", "true");
      values.set("focusable", "false");
    }
    const attributes = [...values].map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`);
    if (DROPPED.has(name) || dropping) {
      if (!selfClosing) {
        open.push(name);
        dropping++;
      }
      continue;
    }
    out += `<${name}${attributes.join("")}${selfClosing ? "/>" : ">"}`;
    if (!selfClosing) open.push(name);
    else if (open.length === 0) return undefined;
  }
  if (open.length) return undefined;
  return out.length <= MAX_INLINE_SVG_CHARS ? out : undefined;
}
