import { describe, expect, it } from "vitest";
import { inlineSvg, MAX_INLINE_SVG_CHARS } from "./inline-svg.ts";

const drawing = (
  inner: string,
  rootAttributes = 'xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"',
) => `<svg ${rootAttributes}>${inner}</svg>`;

describe("inlineSvg", () => {
  it("takes in plain shapes without the space between them, sized by the page and hidden from assistive technology", () => {
    const source = `<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n${drawing('\n<path d="M8 29L32 8" fill="none" stroke="#123456" stroke-width="5"/>\n<circle cx="4" cy="4" r="2"/>\n')}\n`;
    expect(inlineSvg(source)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><path d="M8 29L32 8" fill="none" stroke="#123456" stroke-width="5"/><circle cx="4" cy="4" r="2"/></svg>',
    );
  });

  it("draws a file without a viewBox in the box its width and height give", () => {
    expect(inlineSvg(drawing('<rect width="10" height="10"/>', 'width="40px" height="20"'))).toBe(
      '<svg viewBox="0 0 40 20" aria-hidden="true" focusable="false"><rect width="10" height="10"/></svg>',
    );
  });

  it("drops a title and a description: the page names the business beside the logo", () => {
    expect(
      inlineSvg(
        drawing(
          '<title>Harbour Fixers</title><desc>A mark</desc><g><rect width="1" height="1"/></g>',
        ),
      ),
    ).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><g><rect width="1" height="1"/></g></svg>',
    );
  });

  it.each([
    ["a script", "<script>alert(1)</script>"],
    ["an event handler", '<rect width="1" height="1" onclick="alert(1)"/>'],
    ["a style attribute", '<rect width="1" height="1" style="fill:red"/>'],
    ["a style element", "<style>rect{fill:red}</style>"],
    ["a link", '<a href="https://example.org"><rect width="1" height="1"/></a>'],
    ["a reference to another element", '<rect width="1" height="1" fill="url(#shade)"/>'],
    ["an embedded picture", '<image href="photo.png" width="1" height="1"/>'],
    ["a foreign object", "<foreignObject><p>hi</p></foreignObject>"],
    ["an entity in an attribute", '<rect width="1" height="1" fill="&#114;ed"/>'],
    ["drawn words", '<text x="1" y="2">Harbour Fixers</text>'],
    ["stray words", "stray words"],
    ["an entity in a title", "<title>A &amp; B</title>"],
    ["an element left open", "<g>"],
    ["tags closed out of order", "<g><rect></g></rect>"],
  ])("leaves a drawing with %s to load as a picture", (_fault, inner) => {
    expect(inlineSvg(drawing(inner))).toBeUndefined();
  });

  it("leaves a file that is not one <svg> drawing, or has no size at all, to load as a picture", () => {
    expect(inlineSvg('<rect width="1" height="1"/>')).toBeUndefined();
    expect(inlineSvg(`${drawing("")}<svg viewBox="0 0 1 1"></svg>`)).toBeUndefined();
    expect(inlineSvg(drawing('<svg viewBox="0 0 1 1"/>'))).toBeUndefined();
    expect(
      inlineSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'),
    ).toBeUndefined();
    expect(inlineSvg('<!DOCTYPE svg [<!ENTITY x "y">]><svg viewBox="0 0 1 1"/>')).toBeUndefined();
  });

  it("leaves a drawing too long to carry on every page to load as a picture", () => {
    const shape = '<circle cx="1" cy="1" r="1"/>';
    const fits = shape.repeat(Math.floor((MAX_INLINE_SVG_CHARS - 200) / shape.length));
    expect(inlineSvg(drawing(fits))).toBeDefined();
    expect(inlineSvg(drawing(fits + shape.repeat(10)))).toBeUndefined();
  });
});
