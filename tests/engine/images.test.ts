// A photo in content reaches visitors as WebP at phone, tablet and desktop widths, with its size
// reserved and the largest picture above the fold asked for first. Builds the fixture site with
// tests/fixtures/site/location-with-photo laid over it: a location with its own 1600 x 1000 JPEG.
// Its logo is an SVG drawing of plain shapes.
import { beforeAll, describe, expect, it } from "vitest";
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { EVERY_SECTION, PROJECT, sharedBuild } from "../helpers/fixture-site.ts";
import { inlineSvg } from "../../src/site/load/inline-svg.ts";
import { iconPath, ICON_SIZE } from "../../src/site/resolve/image-variants.ts";

const OVERLAY = join(PROJECT, "tests/fixtures/site/location-with-photo");

/**
 * The fixture site with the overlay's files laid over it, built once and kept in
 * .build/sites/every-section+location-with-photo/ until the engine, the fixture or the overlay
 * changes (sharedBuild's fingerprint): a run with nothing changed builds nothing.
 */
function builtWithPhoto(): string {
  const siteDir = join(PROJECT, ".build/overlaid/every-section+location-with-photo");
  rmSync(siteDir, { recursive: true, force: true });
  for (const from of [EVERY_SECTION, OVERLAY]) {
    for (const part of ["site.config.yaml", "content", "public"])
      if (existsSync(join(from, part)))
        cpSync(join(from, part), join(siteDir, part), { recursive: true });
  }
  try {
    return sharedBuild(siteDir);
  } catch (error) {
    // npm run build's own output says what failed (a validation problem, a build error).
    const { stdout = "", stderr = "" } = error as {
      stdout?: Buffer | string;
      stderr?: Buffer | string;
    };
    throw new Error(`${(error as Error).message}\n${stdout}${stderr}`);
  }
}

let dist: string;
beforeAll(() => {
  dist = join(builtWithPhoto(), "dist");
}, 240_000);

const PHOTO = "images/fixture/amherstview-main-street";
// HTML attribute names ignore case (React writes srcSet and fetchPriority).
const heroOf = (html: string) =>
  new RegExp(`<img\\b[^>]*src="/${PHOTO}\\.jpg"[^>]*>`).exec(html)?.[0].toLowerCase() ?? "";
const variant = (width: number) => `/images/variants/fixture/amherstview-main-street-${width}.webp`;

describe("a location's own photo", () => {
  it("is offered as WebP at 480, 960 and 1440 px, each file that wide", async () => {
    for (const width of [480, 960, 1440]) {
      const file = join(dist, variant(width));
      expect(existsSync(file), file).toBe(true);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        "webp",
        width,
        Math.round((width * 1000) / 1600),
      ]);
    }
    const original = readFileSync(join(dist, `${PHOTO}.jpg`)).length;
    expect(readFileSync(join(dist, variant(480))).length).toBeLessThan(original);
  });

  // The Arabic page is the English fallback: the location has no translation.
  it.each(["/locations/amherstview", "/ar/locations/amherstview"])(
    "on %s: srcset, sizes, width and height, loaded first",
    (path) => {
      const html = readFileSync(join(dist, path.slice(1), "index.html"), "utf8");
      const img = heroOf(html);
      expect(img).toContain(
        `srcset="${variant(480)} 480w, ${variant(960)} 960w, ${variant(1440)} 1440w"`,
      );
      expect(img).toMatch(/\ssizes="[^"]+"/);
      expect(img).toContain('width="1600"');
      expect(img).toContain('height="1000"');
      expect(img).toContain('fetchpriority="high"');
      expect(img).not.toContain('loading="lazy"');
    },
  );

  it("leaves pictures further down the page to load when they come near", () => {
    const page = readFileSync(join(dist, "index.html"), "utf8");
    // The header's small logo loads at once; within the page only the first picture does.
    const html = page.slice(page.indexOf("<main"), page.indexOf("</main>"));
    const below = [...html.matchAll(/<img\b[^>]*>/g)]
      .map((m) => m[0].toLowerCase())
      .filter((img) => !img.includes("fetchpriority"));
    expect(below.length).toBeGreaterThan(0);
    expect(below.every((img) => img.includes('loading="lazy"'))).toBe(true);
  });
});

describe("the business's logo, drawn in SVG", () => {
  const logoFile = join(EVERY_SECTION, "content/images/fixture/logo-mark.svg");

  it("is drawn inside the header, the file's own shapes, with no picture to fetch", () => {
    const html = readFileSync(join(dist, "index.html"), "utf8");
    const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    const markup = inlineSvg(readFileSync(logoFile, "utf8"));
    expect(markup).toBeDefined();
    expect(header).toContain(markup);
    expect(html).not.toMatch(/<img\b[^>]*logo-mark/);
    expect(html).not.toMatch(/rel="preload"[^>]*logo-mark/);
  });

  it("gives the tab a square PNG of it", async () => {
    const html = readFileSync(join(dist, "ar", "index.html"), "utf8");
    const icon = iconPath("/images/fixture/logo-mark.svg");
    expect(html).toContain(
      `<link rel="icon" href="${icon}" type="image/png" sizes="${ICON_SIZE}x${ICON_SIZE}" />`,
    );
    const meta = await sharp(join(dist, icon)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", ICON_SIZE, ICON_SIZE]);
  });
});
