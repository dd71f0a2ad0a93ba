// Photos from content (PNG, JPEG, WebP) are also offered as WebP at a few widths, so a phone
// downloads a picture its screen can show rather than the full-size file. Vector drawings (SVG)
// scale by themselves and are served as they are.
import { resolve, sep } from "node:path";
import type { ImageFacts, ImageSize } from "../load/image-size.ts";

/** The widths made of each photo, where the photo is wider: phone, tablet and desktop screens. */
export const VARIANT_WIDTHS = [480, 960, 1440] as const;
export const VARIANT_DIR = "/images/variants/";
/** The site's pictures are in content/images/ and served at /images/: /images/logo.svg is content/images/logo.svg. */
export const IMAGE_ROOT = "content";

/**
 * The file of a picture path from content (/images/a/b.png -> <root>/content/images/a/b.png), or
 * undefined when the path would lead out of content/images/. The schema refuses such paths; this
 * is checked again wherever a file is read or written, so no path from content reaches elsewhere.
 */
export function imageFile(root: string, image: string): string | undefined {
  const folder = resolve(root, IMAGE_ROOT, "images");
  const file = resolve(root, IMAGE_ROOT, `.${image}`);
  return file.startsWith(folder + sep) ? file : undefined;
}

/** `target` inside `folder`, or an error: for files written from paths that come from content. */
export function inside(folder: string, target: string): string {
  const file = resolve(folder, `.${target.startsWith("/") ? target : `/${target}`}`);
  if (!file.startsWith(resolve(folder) + sep))
    throw new Error(`${target} leads out of ${folder}; it is not written.`);
  return file;
}

export interface ImageVariant {
  src: string;
  width: number;
}

export interface ImageInfo extends ImageFacts {
  /** WebP copies, narrowest first, the widest at most the photo's own width. */
  variants?: ImageVariant[];
}

export const isPhoto = (src: string) => /\.(png|jpe?g|webp)$/i.test(src);

/** /images/locations/aurora.jpg at 960 px -> /images/variants/locations/aurora-960.webp */
export function variantPath(src: string, width: number): string {
  const name = src.replace(/^\/(images\/)?/, "").replace(/\.[^./]+$/, "");
  return `${VARIANT_DIR}${name}-${width}.webp`;
}

/**
 * The browser tab's icon of an SVG logo, as a PNG of ICON_SIZE pixels:
 * /images/logo-mark.svg -> /images/variants/logo-mark-icon.png. A browser reads an SVG icon by
 * making a little document of it on the page's main thread, as the page loads; a PNG it only
 * decodes. Any other logo is its own icon.
 */
export const ICON_SIZE = 64;
export function iconPath(logo: string): string {
  if (!/\.svg$/i.test(logo)) return logo;
  return `${VARIANT_DIR}${logo.replace(/^\/(images\/)?/, "").replace(/\.svg$/i, "")}-icon.png`;
}

/**
 * The logo search engines are given, of an SVG logo: a square PNG of LOGO_SIZE pixels
 * (/images/logo-mark.svg -> /images/variants/logo-mark-logo.png), as they read no SVG and ask
 * for at least 112 pixels. Any other logo is given as it is.
 */
export const LOGO_SIZE = 512;
export function searchLogoPath(logo: string): string {
  if (!/\.svg$/i.test(logo)) return logo;
  return `${VARIANT_DIR}${logo.replace(/^\/(images\/)?/, "").replace(/\.svg$/i, "")}-logo.png`;
}

export function variantsOf(src: string, size: ImageSize): ImageVariant[] | undefined {
  if (!isPhoto(src)) return undefined;
  const widths = [
    ...VARIANT_WIDTHS.filter((width) => width < size.width),
    Math.min(size.width, VARIANT_WIDTHS.at(-1)!),
  ];
  return [...new Set(widths)].map((width) => ({ src: variantPath(src, width), width }));
}

export function withVariants(sizes: Record<string, ImageFacts>): Record<string, ImageInfo> {
  return Object.fromEntries(
    Object.entries(sizes).map(([src, size]) => [
      src,
      { ...size, ...(isPhoto(src) ? { variants: variantsOf(src, size) } : {}) },
    ]),
  );
}
