// The engine builds another business from its own site.config.yaml and content/ alone: a plumber
// in Halifax, in English and French, with a subset of the first site's pages. That nothing of the
// real site reaches its pages is a content check (tests/content/engine-independence.test.ts),
// which reads the real site's words from its own files.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { buildIn, copySite, FIXTURE_SITES, sharedBuild } from "../helpers/fixture-site.ts";
import { changeFacts, factChangeProblems, type FactChange } from "../helpers/fact-changes.ts";
import { validateSite } from "../../src/site/check/validate-site.ts";
import { checkStructuredData, readBuiltSite } from "../content/checks.ts";

const FIXTURE = join(FIXTURE_SITES, "second-business");

const fixtureYaml = (file: string) => parse(readFileSync(join(FIXTURE, file), "utf8"));
const config = fixtureYaml("site.config.yaml") as {
  site: { defaultLanguage: string; languages: { code: string }[] };
};
const source = config.site.defaultLanguage;
const slugsIn = (dir: string) =>
  readdirSync(join(FIXTURE, "content", dir, source)).map((name) => name.replace(/\.yaml$/, ""));
const routes = [
  ...readdirSync(join(FIXTURE, "content/pages", source))
    .map((name) => fixtureYaml(`content/pages/${source}/${name}`).path as string)
    .filter((path) => path !== "/404"),
  ...slugsIn("services").map((slug) => `/services/${slug}`),
  ...slugsIn("locations").map((slug) => `/locations/${slug}`),
];
const languages = config.site.languages.map((l) => l.code);
const addressIn = (path: string, lang: string) =>
  lang === config.site.defaultLanguage ? path : path === "/" ? `/${lang}` : `/${lang}${path}`;

let dist: string;
beforeAll(() => {
  // The engine with this site's site.config.yaml and content/ alone, built once (kept in .build/sites/).
  dist = join(sharedBuild(FIXTURE), "dist");
}, 120_000);

const pageFile = (address: string) => join(dist, address.slice(1), "index.html");
const page = (address: string) => readFileSync(pageFile(address), "utf8");
const headingsOf = (html: string) =>
  [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner]) =>
    inner.replace(/<[^>]+>/g, "").trim(),
  );

describe("a second business built from its own site.config.yaml and content/", () => {
  it("has every page of its content in each of its languages, each with its own heading", () => {
    expect(routes.length).toBeGreaterThanOrEqual(11);
    for (const path of routes) {
      const headings = languages.map((lang) => {
        const address = addressIn(path, lang);
        expect(existsSync(pageFile(address)), address).toBe(true);
        const found = headingsOf(page(address));
        expect(found, address).toHaveLength(1);
        expect(found[0], address).not.toBe("");
        return found[0];
      });
      // The French page is translated, not the English one under a prefix.
      expect(new Set(headings).size, path).toBe(languages.length);
    }
    const english = routes.map((path) => headingsOf(page(path))[0]);
    expect(new Set(english).size).toBe(routes.length);
  });

  it("publishes its own public/ folder as it is, at the site's root", () => {
    const files = readdirSync(join(FIXTURE, "public"), {
      recursive: true,
      withFileTypes: true,
    }).filter((entry) => entry.isFile());
    expect(files.length).toBeGreaterThan(0);
    for (const entry of files) {
      const file = join(entry.parentPath, entry.name).slice(join(FIXTURE, "public").length + 1);
      expect(readFileSync(join(dist, file), "utf8"), file).toBe(
        readFileSync(join(FIXTURE, "public", file), "utf8"),
      );
    }
    // Not the first fixture's own.
    expect(existsSync(join(dist, ".well-known/security.txt"))).toBe(false);
  });

  it("tells search engines of its own business, with the street it gives", () => {
    const built = readBuiltSite(join(dist, ".."));
    expect(checkStructuredData(built)).toEqual([]);
    expect(page("/")).toContain(
      `"streetAddress":"${(built.config.business.address as { street: string }).street}"`,
    );
  });

  it("starts a fact shown on a line of its own with a capital, in the contact card and the footer", () => {
    const translation = fixtureYaml("content/fr/site.yaml") as {
      business: { serviceArea: string };
    };
    const area = translation.business.serviceArea;
    expect(area[0]).toBe(area[0].toLowerCase());
    const capitalised = area[0].toUpperCase() + area.slice(1);
    const contact = page("/fr/contact").replace(/&#x27;|&#39;/g, "'");
    expect(contact).toContain(`<dd class="mt-1 text-lg">${capitalised}</dd>`);
    expect(contact).toContain(`<p class="mt-2 text-sm">${capitalised}</p>`);
  });

  it("calls the business's own number", () => {
    for (const lang of languages) {
      const links = new Set(
        [...page(addressIn("/contact", lang)).matchAll(/href="(tel:[^"]*)"/g)].map(
          ([, href]) => href,
        ),
      );
      expect([...links]).toEqual(["tel:+19025550177"]);
    }
  });

  it("offers the jobs of its own form", () => {
    const form = page("/fr/contact");
    expect(form).toContain('<option value="blocked-drain">Drain bouché</option>');
    expect(form).not.toContain("purchase-inquiry");
  });
});

describe("the second business changes its facts in site.config.yaml, one line each", () => {
  let copy: ReturnType<typeof copySite>;
  let changes: FactChange[];
  beforeAll(() => {
    copy = copySite(FIXTURE);
    changes = changeFacts(copy.root, { closingEarlier: true });
    buildIn(copy.root);
  }, 180_000);
  afterAll(() => copy?.remove());

  it("needs no translation updated: no warning, and every fact changed in every language", () => {
    const { diagnostics, warnings } = validateSite(copy.root);
    expect(diagnostics).toEqual([]);
    expect(warnings).toEqual([]);
    // Its call-out fee, its guarantee and its hours.
    expect(changes.map((change) => change.token).sort()).toEqual([
      "business.hours",
      "claims.callOut",
      "claims.guarantee",
    ]);
  });

  it("says the new values on its built pages in each language, and the old ones nowhere", () => {
    expect(factChangeProblems(readBuiltSite(copy.root), changes)).toEqual([]);
  });
});
