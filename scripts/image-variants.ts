// Writes the WebP widths of every photo the content uses, and the PNG tab icon and search logo of
// a logo drawn in SVG (see src/site/resolve/image-variants.ts), into dist/images/variants/. Made once and kept in
// .build/image-variants/ until the picture changes.
// Runs in npm run build; npm run dev makes them on request.
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import sharp from "sharp";
import type { SiteData } from "../src/site/resolve/site-data.ts";
import {
  iconPath,
  ICON_SIZE,
  imageFile,
  inside,
  LOGO_SIZE,
  searchLogoPath,
  VARIANT_DIR,
} from "../src/site/resolve/image-variants.ts";
import { runAsCommand } from "./command-line.ts";

export interface VariantJob {
  /** The photo in content/images/. */
  source: string;
  /** Its public path under /images/variants/. */
  target: string;
  width: number;
  /** A photo's widths are WebP; an SVG logo's tab icon is a square PNG (iconPath). */
  format: "webp" | "png";
}

/** Every variant the generated site lists, from src/generated/site.<default language>.json. */
export function variantJobs(root: string): VariantJob[] {
  const { defaultLanguage } = JSON.parse(
    readFileSync(join(root, "src/generated/routes.json"), "utf8"),
  ) as { defaultLanguage: string };
  const site = JSON.parse(
    readFileSync(join(root, `src/generated/site.${defaultLanguage}.json`), "utf8"),
  ) as SiteData;
  const fileOf = (src: string) => {
    // npm run validate refuses a path out of content/images/; this holds even without it.
    const source = imageFile(root, src);
    if (!source)
      throw new Error(
        `The picture ${src} leads out of content/images/. Run npm run validate, which names the file and line.`,
      );
    return source;
  };
  const photos = Object.entries(site.images).flatMap(([src, image]) =>
    (image.variants ?? []).map((v): VariantJob => ({
      source: fileOf(src),
      target: v.src,
      width: v.width,
      format: "webp",
    })),
  );
  const logo = site.business.logo;
  // An SVG logo's tab icon, and the larger PNG of it that search engines are given.
  const drawings: VariantJob[] =
    logo && iconPath(logo) !== logo
      ? [
          { source: fileOf(logo), target: iconPath(logo), width: ICON_SIZE, format: "png" },
          { source: fileOf(logo), target: searchLogoPath(logo), width: LOGO_SIZE, format: "png" },
        ]
      : [];
  return [...photos, ...drawings];
}

/** The resolution to draw an SVG at so that it comes out at least as wide as the job asks (72 dpi draws it at its own size). */
async function densityFor(job: VariantJob): Promise<number> {
  if (!/\.svg$/i.test(job.source)) return 72;
  const { width = job.width, height = job.width } = await sharp(job.source).metadata();
  return Math.min(2400, Math.max(72, Math.ceil((72 * job.width) / Math.min(width, height))));
}

/** The variant file, made again only when the photo is newer than it. */
export async function makeVariant(root: string, job: VariantJob): Promise<string> {
  const cached = inside(join(root, ".build/image-variants"), job.target.slice(VARIANT_DIR.length));
  if (!existsSync(cached) || statSync(cached).mtimeMs < statSync(job.source).mtimeMs) {
    mkdirSync(dirname(cached), { recursive: true });
    if (job.format === "png")
      // Drawn at the size asked, not drawn small and enlarged: an SVG's own size is often 64 px.
      await sharp(job.source, { density: await densityFor(job) })
        .resize({ width: job.width, height: job.width, fit: "contain", background: "#0000" })
        .png()
        .toFile(cached);
    else
      await sharp(job.source)
        .resize({ width: job.width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toFile(cached);
  }
  return cached;
}

export async function writeImageVariants(root: string, distDir: string): Promise<number> {
  const jobs = variantJobs(root);
  await Promise.all(
    jobs.map(async (job) => {
      const file = await makeVariant(root, job);
      const target = inside(distDir, job.target);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(file, target);
    }),
  );
  return jobs.length;
}

/** The command, and a step of the build: returns the exit code. */
export async function main(): Promise<number> {
  const started = performance.now();
  const count = await writeImageVariants(process.cwd(), resolve("dist"));
  console.log(
    count
      ? `Wrote ${count} pictures (each photo's WebP sizes, the logo's tab icon) into dist${VARIANT_DIR} in ${((performance.now() - started) / 1000).toFixed(2)}s.`
      : "No photos and no drawn logo in the content: no WebP sizes or tab icon to make.",
  );
  return 0;
}

await runAsCommand(import.meta.url, main);
