// npm run validate on the fixture site with one fault laid over it (tests/fixtures/validate/<fault>/):
// each fault is reported once, at its file, line, column and path, with a fix.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { execFileSync, spawnSync } from "node:child_process";
import { copySiteFolder } from "../../src/site/check/check-links.ts";
import { join, relative } from "node:path";
import { validateSite } from "../../src/site/check/validate-site.ts";
import { formatDiagnostic, type Diagnostic } from "../../src/site/check/diagnostics.ts";
import { copySite, EVERY_SECTION, PROJECT } from "../helpers/fixture-site.ts";

const FAULTS = join(PROJECT, "tests/fixtures/validate");

// One copy of the fixture site for the file: each test lays its faults over it and puts the
// fixture's own files back afterwards (a fresh copy per fault costs about a second).
let site: ReturnType<typeof copySite>;
beforeAll(() => {
  site = copySite(EVERY_SECTION);
});
afterAll(() => site?.remove());

const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)));

/** Runs `use` on the fixture site with the given fault folders laid over it, then puts the fixture's own files back. */
function withFaults<T>(faults: string[], use: () => T): T {
  const dirs = faults.map((fault) => join(FAULTS, fault));
  try {
    for (const dir of dirs) cpSync(dir, site.root, { recursive: true });
    return use();
  } finally {
    for (const file of dirs.flatMap(filesIn)) {
      const original = join(EVERY_SECTION, file);
      if (existsSync(original)) cpSync(original, join(site.root, file));
      else rmSync(join(site.root, file));
    }
  }
}

/** The fixture site with the given fault folders laid over it, validated as npm run validate does. */
const problemsIn = (...faults: string[]): Diagnostic[] =>
  withFaults(faults, () => validateSite(site.root).diagnostics);

describe("validate", () => {
  it("accepts the fixture site as it is", () => {
    const { diagnostics, content } = validateSite(site.root);
    expect(diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(content?.locations.map((l) => l.value.slug)).toEqual(["kingston", "napanee"]);
  });

  const cases: [string, Omit<Partial<Diagnostic>, "message"> & { message: RegExp }][] = [
    [
      "yaml-syntax-error",
      {
        file: "content/locations/en/kingston.yaml",
        line: 3,
        col: 7,
        path: "",
        message:
          /opens a double quote \("\) but never closes it\. Add the closing " at the end of the text\./,
      },
    ],
    [
      "page-at-language-prefix",
      {
        file: "content/pages/en/offers.yaml",
        line: 3,
        col: 7,
        path: "path",
        message: /^The address \/ar\/offers starts with \/ar, where the site's ar pages are\./,
      },
    ],
    [
      "file-in-former-layout",
      {
        file: "content/pages/about.yaml",
        line: 1,
        col: 1,
        path: "",
        message:
          /^Each language now has its own folder, as the content editor keeps them \(CHANGELOG\.md, 2026-11-29\): move this file to content\/pages\/en\/about\.yaml\.$/,
      },
    ],
    [
      "page-at-record-address",
      {
        file: "content/pages/en/offers.yaml",
        line: 3,
        col: 7,
        path: "path",
        message:
          /^The address \/locations\/kingston is already used by content\/locations\/en\/kingston\.yaml\. Give this page another path\.$/,
      },
    ],
    [
      "page-in-reserved-folder",
      {
        file: "content/pages/en/offers.yaml",
        line: 3,
        col: 7,
        path: "path",
        message:
          /^The address \/assets\/price-list is inside \/assets\/, which the site keeps for its own files\./,
      },
    ],
    [
      "public-file-over-page",
      {
        file: "public/about",
        line: 1,
        col: 1,
        path: "",
        message:
          /^This file of public\/ is where the build writes the page \/about, so one of them would be lost\./,
      },
    ],
    [
      "public-file-over-robots",
      {
        file: "public/robots.txt",
        line: 1,
        col: 1,
        path: "",
        message:
          /^The build writes a file of this name itself \(the robots file made from site\.baseUrl\), which would replace this one\./,
      },
    ],
    [
      "proto-key-in-locale",
      {
        file: "content/locales/ar/nav.yaml",
        line: 4,
        col: 1,
        path: "",
        message:
          /^"__proto__" cannot be used as a name here: it is reserved .* Rename it or delete it\.$/,
      },
    ],
    [
      "proto-key-in-translation",
      {
        file: "content/faq/ar/questions.yaml",
        line: 2,
        col: 1,
        path: "",
        message: /^"__proto__" cannot be used as a name here/,
      },
    ],
    [
      "control-character-in-review",
      {
        file: "content/testimonials.yaml",
        line: 8,
        col: 11,
        path: "testimonials[0].text",
        message:
          /^This text holds an invisible control character .*npm run reviews -- publish leaves them out\.$/,
      },
    ],
    [
      "huge-svg-logo",
      {
        file: "site.config.yaml",
        line: 48,
        col: 9,
        path: "business.logo",
        message:
          /^The image \/images\/fixture\/logo-mark\.svg says it is 200000 × 200000 pixels; a picture may be at most 10000 pixels/,
      },
    ],
    [
      "unknown-key",
      {
        file: "content/locations/en/kingston.yaml",
        line: 8,
        col: 1,
        path: "serviceAres",
        message: /Unknown field "serviceAres"\. Did you mean "serviceAreas"\?/,
      },
    ],
    [
      "coordinates-too-rough",
      {
        file: "site.config.yaml",
        line: 23,
        path: "business.geo.longitude",
        message:
          /^The longitude -76\.486 has 3 decimals; search engines ask for at least 5, about a metre, to place the business on a map\./,
      },
    ],
    [
      "logo-too-small",
      {
        file: "site.config.yaml",
        line: 48,
        col: 9,
        path: "business.logo",
        message:
          /^The logo \/images\/fixture\/logo-small\.png is 64 × 64 pixels; search engines show a logo only of at least 112 × 112\. Use a larger picture of it, or an SVG, which the build draws at 512 pixels for them\.$/,
      },
    ],
    [
      "share-picture-too-heavy",
      {
        file: "site.config.yaml",
        line: 50,
        col: 10,
        path: "business.image",
        message:
          /^The share picture \/images\/fixture\/social-card\.png is 3\d\d KB; link previews on phones leave out one over 300 KB\./,
      },
    ],
    [
      "renamed-field",
      {
        file: "content/services/en/washer-repair.yaml",
        line: 6,
        col: 1,
        path: "appliance",
        message: /^"appliance" is now called "subject": rename it \(see CHANGELOG\.md\)\.$/,
      },
    ],
    [
      "reshaped-brand-groups",
      {
        file: "site.config.yaml",
        path: "business.brands",
        message:
          /^Expected a list, found a group of named fields\..* Brand groups became a list \(CHANGELOG\.md\): write each group as an item/,
      },
    ],
    [
      "estimate-link-missing",
      {
        file: "site.config.yaml",
        message:
          /^The field "estimateHref" is missing\..* estimateHref became required \(CHANGELOG\.md\)/,
      },
    ],
    [
      "wrong-type",
      {
        file: "content/locations/en/kingston.yaml",
        line: 8,
        col: 15,
        path: "serviceAreas",
        message:
          /Expected a list, found the text .* Write each item on its own line starting with "- "\./,
      },
    ],
    [
      "unknown-section-type",
      {
        file: "content/pages/en/advantages.yaml",
        line: 11,
        col: 11,
        path: "sections[1].type",
        message:
          /Unknown section type "faq-acordion"\. Did you mean "faq-accordion"\? Known types: /,
      },
    ],
    [
      "testimonial-without-consent",
      {
        file: "content/testimonials.yaml",
        line: 12,
        path: "testimonials[1].consent",
        message: /The field "consent" is missing/,
      },
    ],
    [
      "review-form-without-consent",
      {
        file: "site.config.yaml",
        line: 265,
        path: "forms.review.fields",
        message:
          /The review form needs a required field of kind: consent \(the permission to publish\)/,
      },
    ],
    [
      "missing-required-field",
      {
        file: "content/locations/en/kingston.yaml",
        line: 2,
        col: 1,
        path: "description",
        message: /The field "description" is missing\. Add a line "description: \.\.\."/,
      },
    ],
    [
      "duplicate-slug",
      {
        file: "content/locations/en/kingston-west.yaml",
        line: 2,
        col: 7,
        path: "slug",
        message: /The slug "kingston" is already used by content\/locations\/en\/kingston\.yaml/,
      },
    ],
    [
      "broken-internal-link",
      {
        file: "content/pages/en/home.yaml",
        line: 52,
        path: "sections[5].href",
        message:
          /The link \/testimonial goes to no page of this site\. Did you mean "\/testimonials"\?/,
      },
    ],
    [
      "language-in-markdown-link",
      {
        file: "content/advantages/ar/rapid-solution.md",
        line: 36,
        path: "body",
        message: /The link \/ar\/contact names the ar version of a page\. Write \/contact instead/,
      },
    ],
    [
      "street-address-on-one-line",
      {
        file: "site.config.yaml",
        line: 192,
        path: "forms.serviceRequest.fields[2].autocomplete",
        message:
          /only a field of kind textarea can hold; this field is text\. For a one-line address, write autocomplete: address-line1\./,
      },
    ],
    [
      "plural-form-missing",
      {
        file: "content/locales/ar/common.yaml",
        line: 54,
        path: "review.stars_other",
        message:
          /review\.stars is a count, which "ar" writes in the forms few, many, one, two, zero, other\. Add stars_few, each written as the English stars_other is/,
      },
    ],
    [
      "interface-word-renamed",
      {
        file: "content/locales/en/common.yaml",
        line: 4,
        path: "inEnglishNote",
        message: /^`inEnglishNote` is now called `untranslatedNote`: rename it\.$/,
      },
    ],
    [
      "missing-image",
      {
        file: "content/locations/en/kingston.yaml",
        line: 5,
        col: 12,
        path: "heroImage",
        message: /Put the file at content\/images\/locations\/kingston-skyline\.jpg/,
      },
    ],
    [
      "hero-image-without-alt",
      {
        file: "content/locations/en/kingston.yaml",
        line: 5,
        path: "heroImage",
        message: /"heroImage" needs "heroImageAlt" beside it\. Add a line "heroImageAlt: \.\.\."/,
      },
    ],
    [
      "translation-lost-token",
      {
        file: "content/pages/ar/about.yaml",
        line: 3,
        path: "description",
        message: /The translation lost \{business\.name\}\. Keep it exactly as in English/,
      },
    ],
    [
      "translation-writes-fact-value",
      {
        file: "content/pages/ar/about.yaml",
        line: 3,
        path: "description",
        message:
          /^This text writes the value of \{claims\.founded\} \(here: 2024\) as words, so it would stay the same when the fact changes in site\.config\.yaml\. Write \{claims\.founded\} in its place\.$/,
      },
    ],
    [
      "fact-written-as-words",
      {
        file: "site.config.yaml",
        line: 62,
        col: 13,
        path: "claims.warranty",
        message:
          /^`warranty` is now a length of time in months, written once with its number and written out by each language itself: write `warranty: \{ months: 6 \}` \(see CHANGELOG\.md\)\.$/,
      },
    ],
    [
      "opening-hours-in-words",
      {
        file: "site.config.yaml",
        line: 28,
        path: "business.hours",
        message:
          /^The hours in words are now written by each language from openingHours.*delete this line/,
      },
    ],
    [
      "fact-range-reversed",
      {
        file: "site.config.yaml",
        line: 63,
        path: "claims.typicalCost.money",
        message: /^A range goes from the smaller number to the larger\. Write \[100, 350\]\.$/,
      },
    ],
    [
      "fact-with-two-kinds",
      {
        file: "site.config.yaml",
        line: 62,
        path: "claims.warranty",
        message: /^This fact names 2 kinds, months and years\. .*keep one of them\.$/,
      },
    ],
    [
      "money-without-currency",
      {
        file: "site.config.yaml",
        path: "business",
        message:
          /^typicalCost and coupon are money, and the business names no currency\. Add a line currency: under business:/,
      },
    ],
    [
      "translated-fact",
      {
        file: "content/ar/site.yaml",
        line: 21,
        path: "claims.warranty",
        message: /^`warranty` is now a fact, written once in site\.config\.yaml.*Delete this line/,
      },
    ],
    [
      "public-worker-script",
      {
        file: "public/_worker.js",
        line: 1,
        path: "",
        message:
          /^public\/ holds files served exactly as they are, and this is a file a host routes or runs .* Remove it\./,
      },
    ],
    [
      "public-page-file",
      {
        file: "public/offers.html",
        line: 1,
        path: "",
        message:
          /^public\/ holds files served exactly as they are, and this is a file a browser runs .*google….html \(Google\) or BingSiteAuth\.xml \(Bing\)\.$/,
      },
    ],
    [
      "public-verification-with-script",
      {
        file: "public/google1a2b3c.html",
        line: 1,
        path: "",
        message:
          /^This is named as a search engine's verification file but holds more than its words\./,
      },
    ],
    [
      "former-path-taken",
      {
        file: "content/pages/en/coupon.yaml",
        line: 4,
        path: "formerPaths[1]",
        message:
          /^\/about is the address of content\/pages\/en\/about\.yaml now, so it cannot lead here too\. Remove it from formerPaths, or give that page another path\.$/,
      },
    ],
    [
      "fact-value-written-out",
      {
        file: "content/pages/en/coupon.yaml",
        line: 3,
        col: 8,
        path: "title",
        message:
          /^This text writes the value of \{claims\.coupon\} \(here: \$25\) as words.* Write \{claims\.coupon\} in its place\.$/,
      },
    ],
    [
      "service-area-form-missing",
      {
        file: "content/ar/site.yaml",
        line: 3,
        path: "business",
        message:
          /content\/pages\/ar\/about\.yaml writes \{business\.serviceAreaOf\}, so this language needs that form of the service area: add a line "serviceAreaOf: \.\.\."/,
      },
    ],
    [
      "translation-missing-field",
      {
        file: "content/pages/ar/about.yaml",
        line: 8,
        path: "sections[1]",
        message:
          /sections\[1\]\.heading has no translation\. Translate the English words "Our Story"/,
      },
    ],
    [
      "tab-indentation",
      {
        file: "content/locations/en/kingston.yaml",
        line: 10,
        col: 1,
        message:
          /A tab character is used for indentation\. YAML needs spaces: replace the tab with two spaces\./,
      },
    ],
    [
      "wrong-indentation",
      {
        file: "content/locations/en/kingston.yaml",
        line: 10,
        col: 5,
        message:
          /starts further right than the item above it.*Start every "- " of a list at the same column/,
      },
    ],
    [
      "unquoted-colon",
      {
        file: "content/locations/en/kingston.yaml",
        line: 3,
        message:
          /colon followed by a space.*Put the whole text in double quotes: name: "Kingston: the limestone city"/,
      },
    ],
    [
      "yes-for-true-false",
      {
        file: "content/advantages/en/rapid-solution.md",
        line: 9,
        path: "wealthyAudience",
        message:
          /Expected true or false, found the text "yes"\. Write true or false without quotes\./,
      },
    ],
    [
      "number-where-text",
      {
        file: "content/locations/en/kingston.yaml",
        line: 3,
        path: "name",
        message: /Expected text, found the number 613\. Put the text in double quotes/,
      },
    ],
    [
      "duplicate-key",
      {
        file: "content/locations/en/kingston.yaml",
        line: 5,
        message:
          /"name" is written twice in the same place\. Keep one of them and delete the other\./,
      },
    ],
    [
      "alias-bomb",
      {
        file: "content/locations/en/kingston.yaml",
        line: 1,
        message: /repeats references \(\*name\) so many times.*Write the values out instead/,
      },
    ],
    [
      "oversized-file",
      {
        file: "content/locations/en/kingston.yaml",
        line: 1,
        message: /more than the 256 KB a content file may have/,
      },
    ],
    [
      "script-tag",
      {
        file: "content/locations/en/kingston.yaml",
        line: 5,
        path: "description",
        message:
          /contains a <script> tag\. Text is shown as written and never run as code, so remove it\./,
      },
    ],
    [
      "javascript-link",
      {
        file: "content/pages/en/home.yaml",
        line: 52,
        path: "sections[5].href",
        message: /A link may not run code \("javascript:"\)\. Link to a page of this site instead/,
      },
    ],
    [
      "javascript-in-markdown",
      {
        file: "content/advantages/en/cost-effective.md",
        line: 15,
        path: "body",
        message: /contains a "javascript:" address/,
      },
    ],
    [
      "image-path-outside-images",
      {
        file: "content/locations/en/kingston.yaml",
        line: 5,
        col: 12,
        path: "heroImage",
        message:
          /steps out of content\/images\/ with "\.\."\. Write the path from \/images\/ without "\.\."/,
      },
    ],
    [
      "unknown-yaml-tag",
      {
        file: "content/locations/en/kingston.yaml",
        line: 3,
        col: 7,
        message:
          /"!!js\/function" is a YAML tag this site does not read\. Remove it and write the value as plain text\./,
      },
    ],
    [
      "not-utf8",
      {
        file: "content/locations/en/kingston.yaml",
        line: 6,
        col: 61,
        message: /not saved as UTF-8 text.*save it again with the encoding UTF-8/,
      },
    ],
    [
      "deep-nesting",
      {
        file: "content/locations/en/kingston.yaml",
        line: 3,
        message: /inside one another too many times to read/,
      },
    ],
    [
      "duplicate-location-name",
      {
        file: "content/locations/en/kingston-east.yaml",
        line: 3,
        col: 7,
        path: "name",
        message:
          /The place name "Kingston" is already used by content\/locations\/en\/kingston\.yaml/,
      },
    ],
    [
      "email-with-query",
      {
        file: "site.config.yaml",
        line: 19,
        col: 10,
        path: "business.email",
        message: /the address alone \(no \?, & or other parts of a link\)/,
      },
    ],
    [
      "for-kind-no-record-has",
      {
        file: "site.config.yaml",
        line: 177,
        path: "templates.service.sections[2].forKind",
        message:
          /No service has kind: sale, so this section would show on no page\. Use one of: repair, sales\./,
      },
    ],
    [
      "name-form-missing",
      {
        file: "content/locations/ar/kingston.yaml",
        line: 1,
        path: "nameIn",
        message:
          /The ar location template in content\/ar\/site\.yaml uses \{record\.nameIn\}, so this place needs it: add a line "nameIn: \.\.\."/,
      },
    ],
    [
      "undeclared-claim",
      {
        file: "content/locations/en/kingston.yaml",
        line: 5,
        path: "description",
        message:
          /"\{claims\.guarantee\}" refers to a fact that is not declared\. Did you mean "claims\.warranty"\? Declare it in site\.config\.yaml/,
      },
    ],
  ];

  it.each(cases)("reports %s with its file, line, path and a fix", (fault, expected) => {
    const problems = problemsIn(fault);
    expect(problems, problems.map(formatDiagnostic).join("\n")).toHaveLength(1);
    const [problem] = problems;
    const { message, ...where } = expected;
    expect(problem).toMatchObject(where);
    expect(problem.message).toMatch(message);
    expect(formatDiagnostic(problem)).toMatch(
      new RegExp(`^${problem.file}:${problem.line}:${problem.col}(  |\n)`),
    );
  });

  it("names a file of public/ where a page's folder is or inside a folder the build fills, and leaves other names alone", () => {
    const files = {
      "public/about": "a file where the page's folder goes",
      "public/assets/price-list.pdf": "x",
      "public/constructor": "x",
      "public/ads.txt": "x",
    };
    // A fault laid over before may have left its empty folder (public/about/).
    rmSync(join(site.root, "public/about"), { recursive: true, force: true });
    try {
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(join(site.root, file, ".."), { recursive: true });
        writeFileSync(join(site.root, file), text);
      }
      const problems = validateSite(site.root).diagnostics;
      expect(problems.map((p) => [p.file, p.message.split(",")[0]])).toEqual([
        ["public/about", "This file of public/ is where the build writes the page /about"],
        ["public/assets/price-list.pdf", "This file of public/ is inside /assets/"],
      ]);
    } finally {
      for (const file of Object.keys(files)) rmSync(join(site.root, file), { force: true });
      rmSync(join(site.root, "public/assets"), { recursive: true, force: true });
    }
  });

  it("puts the fixture's own files back after each fault", () => {
    problemsIn("duplicate-slug", "unknown-key");
    expect(validateSite(site.root).diagnostics.map(formatDiagnostic)).toEqual([]);
  });

  it("reports every problem at once, not only the first", () => {
    expect(problemsIn("unknown-key", "unknown-section-type").map((d) => d.file)).toEqual([
      "content/locations/en/kingston.yaml",
      "content/pages/en/advantages.yaml",
    ]);
  });

  it("refuses a symbolic link or a special file in content/ and public/ before reading any file, naming each", () => {
    const link = join(site.root, "content/images/notes.txt");
    const pipe = join(site.root, "public/drop");
    mkdirSync(join(site.root, "public"), { recursive: true });
    try {
      // A link to a file of the machine that builds, as a pull request could hold one.
      symlinkSync("/etc/hostname", link);
      execFileSync("mkfifo", [pipe]);
      const problems = validateSite(site.root).diagnostics;
      expect(problems.map((p) => [p.file, p.line, p.col])).toEqual([
        ["content/images/notes.txt", 1, 1],
        ["public/drop", 1, 1],
      ]);
      expect(problems[0].message).toMatch(
        /^This is a symbolic link, .*Replace it with the file itself \(a copy\), or delete it\.$/,
      );
      expect(problems[1].message).toMatch(/^This is not a plain file/);
      // A build started without the validator does not copy it either.
      rmSync(pipe);
      expect(() =>
        copySiteFolder(join(site.root, "content/images"), join(site.root, ".build/images-copy")),
      ).toThrow(/notes\.txt: This is a symbolic link/);
    } finally {
      rmSync(link, { force: true });
      rmSync(join(site.root, "public"), { recursive: true, force: true });
      rmSync(join(site.root, ".build/images-copy"), { recursive: true, force: true });
    }
    expect(validateSite(site.root).diagnostics).toEqual([]);
  });
});

describe("npm run validate's formats for CI and tools", () => {
  /** npm run validate on the site copy with the fault laid over it, as a CI runner starts it. */
  function runValidate(
    faults: string[],
    args: string[],
    env: Record<string, string> = {},
  ): { status: number; stdout: string } {
    return withFaults(faults, () => {
      const run = spawnSync(
        process.execPath,
        ["--import", "tsx", join(PROJECT, "scripts/validate.ts"), ...args],
        {
          cwd: site.root,
          encoding: "utf8",
          env: { ...process.env, GITHUB_ACTIONS: "", ...env },
        },
      );
      return { status: run.status ?? -1, stdout: run.stdout };
    });
  }

  it("under GitHub Actions, puts each problem as an annotation on its file, line and column", () => {
    const { status, stdout } = runValidate(["yaml-syntax-error", "unknown-section-type"], [], {
      GITHUB_ACTIONS: "true",
    });
    expect(status).toBe(1);
    const annotations = stdout.split("\n").filter((line) => line.startsWith("::error "));
    expect(annotations).toHaveLength(3);
    expect(annotations[0]).toMatch(
      /^::error file=content\/locations\/en\/kingston\.yaml,line=3,col=7,title=Content problem::.*opens a double quote/,
    );
    expect(annotations[1]).toMatch(
      /^::error file=content\/pages\/en\/advantages\.yaml,line=\d+,col=\d+,title=Content problem at sections[^:,]+::/,
    );
    expect(annotations[2]).toMatch(/^::error title=npm run validate::2 problems in \d+ files/);
  });

  it("prints the problems as JSON with --format json, whatever the runner", () => {
    const { status, stdout } = runValidate(["yaml-syntax-error"], ["--format", "json"], {
      GITHUB_ACTIONS: "true",
    });
    expect(status).toBe(1);
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({
      valid: false,
      problems: [{ file: "content/locations/en/kingston.yaml", line: 3, col: 7 }],
      warnings: [],
    });
    expect(report.problems[0].message).toMatch(/opens a double quote/);
  });

  it("says what --format takes, and exits 2, for a format it does not know", () => {
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", join(PROJECT, "scripts/validate.ts"), "--format", "xml"],
      { cwd: site.root, encoding: "utf8" },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^--format takes text, github, json; "xml" is not one of them\./);
  });
});
