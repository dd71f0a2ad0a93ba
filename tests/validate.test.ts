import { afterEach, describe, expect, it } from "vitest";
import { cpSync } from "node:fs";
import { join } from "node:path";
import { validateSite } from "../src/site/validate-site.ts";
import { formatDiagnostic, type Diagnostic } from "../src/site/diagnostics.ts";
import { PROJECT, siteWithFixture } from "./helpers/site-copy.ts";

const FIXTURES = join(PROJECT, "tests/fixtures/validate");
let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function problemsIn(fixture: string): Diagnostic[] {
  const { root, remove } = siteWithFixture(join(FIXTURES, fixture));
  cleanup = remove;
  return validateSite(root).diagnostics;
}

describe("validate", () => {
  it("accepts the real site", () => {
    const { diagnostics, content } = validateSite(PROJECT);
    expect(diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(content?.locations).toHaveLength(10);
  });

  const cases: [string, Omit<Partial<Diagnostic>, "message"> & { message: RegExp }][] = [
    ["yaml-syntax-error", { file: "content/locations/vaughan.yaml", line: 3, col: 7, path: "", message: /opens a double quote \(\"\) but never closes it\. Add the closing " at the end of the text\./ }],
    ["unknown-key", { file: "content/locations/vaughan.yaml", line: 12, col: 1, path: "serviceAres", message: /Unknown field "serviceAres"\. Did you mean "serviceAreas"\?/ }],
    ["wrong-type", { file: "content/locations/vaughan.yaml", line: 12, col: 15, path: "serviceAreas", message: /Expected a list, found the text .* Write each item on its own line starting with "- "\./ }],
    ["unknown-section-type", { file: "content/pages/advantages.yaml", line: 11, col: 11, path: "sections[1].type", message: /Unknown section type "faq-acordion"\. Did you mean "faq-accordion"\? Known types: / }],
    ["missing-required-field", { file: "content/locations/vaughan.yaml", line: 2, col: 1, path: "description", message: /The field "description" is missing\. Add a line "description: \.\.\."/ }],
    ["duplicate-slug", { file: "content/locations/vaughan-west.yaml", line: 2, col: 7, path: "slug", message: /The slug "vaughan" is already used by content\/locations\/vaughan\.yaml/ }],
    ["broken-internal-link", { file: "content/pages/home.yaml", path: "sections[5].href", message: /The link \/testimonial goes to no page of this site\. Did you mean "\/testimonials"\?/ }],
    ["missing-image", { file: "content/locations/vaughan.yaml", line: 5, col: 12, path: "heroImage", message: /Put the file at content\/images\/locations\/vaughan-skyline\.jpg/ }],
    ["hero-image-without-alt", { file: "content/locations/vaughan.yaml", line: 5, path: "heroImage", message: /"heroImage" needs "heroImageAlt" beside it\. Add a line "heroImageAlt: \.\.\."/ }],
    ["translation-lost-token", { file: "content/translations/fr/pages/about.yaml", line: 3, path: "description", message: /The translation lost \{claims\.founded\}\. Keep it exactly as in English/ }],
    ["translation-missing-field", { file: "content/translations/fr/pages/about.yaml", path: "sections[1]", message: /sections\[1\]\.heading has no translation\. Translate the English words "Our Story"/ }],
    ["tab-indentation", { file: "content/locations/vaughan.yaml", line: 14, col: 1, message: /A tab character is used for indentation\. YAML needs spaces: replace the tab with two spaces\./ }],
    ["wrong-indentation", { file: "content/locations/vaughan.yaml", line: 14, col: 5, message: /starts further right than the item above it.*Start every "- " of a list at the same column/ }],
    ["unquoted-colon", { file: "content/locations/vaughan.yaml", line: 3, message: /colon followed by a space.*Put the whole text in double quotes: name: "Vaughan: the city above Toronto"/ }],
    ["yes-for-true-false", { file: "content/advantages/preserve-features.md", line: 9, path: "wealthyAudience", message: /Expected true or false, found the text "yes"\. Write true or false without quotes\./ }],
    ["number-where-text", { file: "content/locations/vaughan.yaml", line: 3, path: "name", message: /Expected text, found the number 905\. Put the text in double quotes/ }],
    ["duplicate-key", { file: "content/locations/vaughan.yaml", line: 5, message: /"name" is written twice in the same place\. Keep one of them and delete the other\./ }],
    ["alias-bomb", { file: "content/locations/vaughan.yaml", line: 1, message: /repeats references \(\*name\) so many times.*Write the values out instead/ }],
    ["oversized-file", { file: "content/locations/vaughan.yaml", line: 1, message: /more than the 256 KB a content file may have/ }],
    ["script-tag", { file: "content/locations/vaughan.yaml", path: "description", message: /contains a <script> tag\. Text is shown as written and never run as code, so remove it\./ }],
    ["javascript-link", { file: "content/pages/home.yaml", path: "sections[5].href", message: /A link may not run code \("javascript:"\)\. Link to a page of this site instead/ }],
    ["javascript-in-markdown", { file: "content/advantages/cost-effective.md", line: 15, path: "body", message: /contains a "javascript:" address/ }],
    ["undeclared-claim", { file: "content/locations/vaughan.yaml", path: "description", message: /"\{claims\.guarantee\}" refers to a fact that is not declared\. Did you mean "claims\.warranty"\? Declare it in site\.config\.yaml/ }],
  ];

  it.each(cases)("reports %s with its file, line, path and a fix", (fixture, expected) => {
    const problems = problemsIn(fixture);
    expect(problems, problems.map(formatDiagnostic).join("\n")).toHaveLength(1);
    const [problem] = problems;
    const { message, ...where } = expected;
    expect(problem).toMatchObject(where);
    expect(problem.message).toMatch(message);
    expect(formatDiagnostic(problem)).toMatch(new RegExp(`^${problem.file}:${problem.line}:${problem.col}(  |\n)`));
  });

  it("reports every problem at once, not only the first", () => {
    const { root, remove } = siteWithFixture(join(FIXTURES, "unknown-key"));
    cleanup = remove;
    cpSync(join(FIXTURES, "unknown-section-type"), root, { recursive: true });
    expect(validateSite(root).diagnostics.map((d) => d.file)).toEqual(["content/locations/vaughan.yaml", "content/pages/advantages.yaml"]);
  });
});
