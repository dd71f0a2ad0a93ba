// Follows CONTENT.md literally, on a copy of the site: the commands and the YAML it shows are
// read from the guide itself, so the guide and the site cannot drift apart.
import { afterEach, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { validateSite } from "../src/site/validate-site.ts";
import { resolveSite } from "../src/site/resolve-site.ts";
import { formatDiagnostic } from "../src/site/diagnostics.ts";
import type { PageData } from "../src/site/site-data.ts";
import { sitemapXml } from "../src/seo/sitemap.ts";
import { PROJECT, siteWithFixture } from "./helpers/site-copy.ts";

const guide = readFileSync(join(PROJECT, "CONTENT.md"), "utf8");
/** The fenced blocks of one "## " section of the guide, by language. */
function blocks(heading: string, lang: string): string[] {
  const section = guide.split(/^## /m).find((part) => part.startsWith(heading));
  if (!section) throw new Error(`CONTENT.md has no section "${heading}"`);
  return [...section.matchAll(new RegExp("```" + lang + "\\n([\\s\\S]*?)```", "g"))].map((m) => m[1].replace(/^ {3}/gm, ""));
}

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());
const copy = () => {
  const site = siteWithFixture();
  cleanup = site.remove;
  return site.root;
};
const problems = (root: string) => validateSite(root).diagnostics.map(formatDiagnostic);

describe("CONTENT.md", () => {
  it("adds a location exactly as 'Add a location page' says, and it reaches every language", () => {
    const root = copy();
    const [command] = blocks("Add a location page", "sh");
    const [npm, run, script, separator, ...args] = command.trim().split(/\s+/);
    expect([npm, run, separator]).toEqual(["npm", "run", "--"]);
    expect(script).toBe("new:location");
    const name = JSON.parse(args.join(" "));
    execFileSync(process.execPath, ["--import", "tsx", join(PROJECT, "scripts/new-location.ts"), name], { cwd: root, stdio: "pipe" });
    const file = join(root, "content/locations/scarborough.yaml");
    expect(existsSync(file)).toBe(true);

    // Straight after the command, validate points at each line still to fill in.
    const before = problems(root);
    expect(before).toHaveLength(2);
    for (const problem of before) expect(problem).toMatch(/^content\/locations\/scarborough\.yaml:\d+:\d+\n  This is still a placeholder\. Replace the whole text, "FILL IN:" included, with /);

    const [finished] = blocks("Add a location page", "yaml");
    writeFileSync(file, finished);
    expect(problems(root)).toEqual([]);

    const { content } = validateSite(root);
    const everyPage: PageData[] = [];
    for (const { code } of content!.config.value.site.languages) {
      const { site, pages } = resolveSite(content!, code);
      expect(site.locations.map((l) => l.slug), code).toContain("scarborough");
      const page = pages.find((p) => p.englishPath === "/locations/scarborough")!;
      expect(page.path, code).toBe(code === "en" ? "/locations/scarborough" : `/${code}/locations/scarborough`);
      expect(page.isInEnglish, code).toBe(code !== "en");
      everyPage.push(...pages);
    }
    // Search engines are told about it in sitemap.xml, in English until it is translated.
    const base = content!.config.value.site.baseUrl;
    expect(sitemapXml(base, everyPage)).toContain(
      [`<loc>${base}/locations/scarborough</loc>`, ...["en", "x-default"].map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${base}/locations/scarborough" />`)].join("\n    ") + "\n  </url>",
    );
  });

  it("changes the phone number exactly as 'Change the phone number' says, on every page", () => {
    const root = copy();
    const [line] = blocks("Change the phone number", "yaml");
    const config = join(root, "site.config.yaml");
    writeFileSync(config, readFileSync(config, "utf8").replace(/^ {2}phone: .*$/m, line.trimEnd()));
    expect(problems(root)).toEqual([]);
    const { content } = validateSite(root);
    for (const { code } of content!.config.value.site.languages) {
      const { site, pages } = resolveSite(content!, code);
      expect(site.business.telHref).toBe("tel:+19055550199");
      expect(JSON.stringify(pages), code).not.toContain("555-0142");
    }
  });

  it("adds a review as 'Add a customer review' shows", () => {
    const root = copy();
    const [review] = blocks("Add a customer review", "yaml");
    writeFileSync(join(root, "content/testimonials.yaml"), review);
    expect(problems(root)).toEqual([]);
    const { content } = validateSite(root);
    const home = resolveSite(content!, "en").pages.find((p) => p.englishPath === "/")!;
    expect(home.testimonials?.map((t) => t.name)).toEqual(["Maria T."]);
  });
});
