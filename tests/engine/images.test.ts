// A photo in content reaches visitors as WebP at phone, tablet and desktop widths, with its size
// reserved and the largest picture above the fold asked for first. Builds a copy of the site with
// a location that has its own 1600 x 1000 JPEG.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { buildSiteWithFixture } from "./helpers/fixture-site.ts";
import { PROJECT } from "./helpers/site-copy.ts";

let built: ReturnType<typeof buildSiteWithFixture>;
beforeAll(() => {
  built = buildSiteWithFixture(join(PROJECT, "tests/fixtures/site/location-with-photo"));
}, 240_000);
afterAll(() => built?.remove());

// HTML attribute names ignore case (React writes srcSet and fetchPriority).
const heroOf = (html: string) => /<img\b[^>]*src="\/images\/locations\/king-main-street\.jpg"[^>]*>/.exec(html)?.[0].toLowerCase() ?? "";

describe("a location's own photo", () => {
  it("is offered as WebP at 480, 960 and 1440 px, each file that wide", async () => {
    for (const width of [480, 960, 1440]) {
      const file = join(built.distDir, `images/variants/locations/king-main-street-${width}.webp`);
      expect(existsSync(file), file).toBe(true);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, Math.round((width * 1000) / 1600)]);
    }
    const original = readFileSync(join(built.distDir, "images/locations/king-main-street.jpg")).length;
    expect(readFileSync(join(built.distDir, "images/variants/locations/king-main-street-480.webp")).length).toBeLessThan(original);
  });

  it.each(["/locations/king", "/fr/locations/king"])("on %s: srcset, sizes, width and height, loaded first", (path) => {
    const html = readFileSync(join(built.distDir, path.slice(1), "index.html"), "utf8");
    const img = heroOf(html);
    expect(img).toContain('srcset="/images/variants/locations/king-main-street-480.webp 480w, /images/variants/locations/king-main-street-960.webp 960w, /images/variants/locations/king-main-street-1440.webp 1440w"');
    expect(img).toMatch(/\ssizes="[^"]+"/);
    expect(img).toContain('width="1600"');
    expect(img).toContain('height="1000"');
    expect(img).toContain('fetchpriority="high"');
    expect(img).not.toContain('loading="lazy"');
  });

  it("leaves pictures further down the page to load when they come near", () => {
    const page = readFileSync(join(built.distDir, "index.html"), "utf8");
    // The header's small logo loads at once; within the page only the first picture does.
    const html = page.slice(page.indexOf("<main"), page.indexOf("</main>"));
    const below = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0].toLowerCase()).filter((img) => !img.includes("fetchpriority"));
    expect(below.length).toBeGreaterThan(0);
    expect(below.every((img) => img.includes('loading="lazy"'))).toBe(true);
  });
});
