import { describe, expect, it } from "vitest";
import { markdownToHtml } from "./markdown-html.ts";

const inSource = { lang: "en", defaultLanguage: "en" };
const inFrench = { lang: "fr", defaultLanguage: "en" };

describe("Markdown drawn as HTML", () => {
  it("sends a link within the site to the page in the text's own language", () => {
    expect(markdownToHtml("[Book](/contact)", inFrench)).toBe(
      '<p><a href="/fr/contact">Book</a></p>',
    );
    expect(markdownToHtml("[Home](/)", inFrench)).toBe('<p><a href="/fr">Home</a></p>');
    expect(markdownToHtml("[Prices](/services/oven#prices)", inFrench)).toBe(
      '<p><a href="/fr/services/oven#prices">Prices</a></p>',
    );
  });

  it("leaves the source language's links as written", () => {
    expect(markdownToHtml("[Book](/contact)", inSource)).toBe('<p><a href="/contact">Book</a></p>');
  });

  it("draws the same text once per language, each with its own links", () => {
    const text = "Call, or [write](/contact).";
    expect(markdownToHtml(text, inSource)).toContain('href="/contact"');
    expect(markdownToHtml(text, inFrench)).toContain('href="/fr/contact"');
    expect(markdownToHtml(text, inSource)).toContain('href="/contact"');
  });

  it("opens other sites' links without access to the page, and leaves out raw HTML", () => {
    expect(markdownToHtml("[Map](https://maps.example.org/x)", inFrench)).toBe(
      '<p><a href="https://maps.example.org/x" rel="noopener noreferrer">Map</a></p>',
    );
    expect(markdownToHtml("[Other](//cdn.example.org/x)", inFrench)).toContain(
      'href="//cdn.example.org/x" rel="noopener noreferrer"',
    );
    expect(markdownToHtml("Hi <b>there</b>", inSource)).toBe("<p>Hi there</p>");
  });
});
