import { describe, expect, it } from "vitest";
import { sentences } from "./checks.ts";

describe("the translated-pages check", () => {
  it("leaves out what a page marks as in the source language, nested tags and all, and nothing else", () => {
    const html = '<main><a href="/fr/services/x" lang="en" dir="ltr"><h3>Dryer repair</h3><a>inner</a><p>Fast and friendly.</p></a><p lang="en-GB">Colour</p><p>Réparation</p></main>';
    expect(sentences(html, "en")).toEqual(["Colour", "Réparation"]);
    expect(sentences(html)).toEqual(["Dryer repair", "inner", "Fast and friendly", "Colour", "Réparation"]);
  });
});
