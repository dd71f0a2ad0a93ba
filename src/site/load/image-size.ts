// Reads the width and height an image file declares, so every <img> can reserve its space
// before it loads: with image-size, a well-kept reader of every format a site may use (SVG by
// width/height, else viewBox; PNG, JPEG, WebP, AVIF, GIF...).
import { readFileSync } from "node:fs";
import { imageSize } from "image-size";
import { inlineSvg } from "./inline-svg.ts";

export interface ImageSize {
  width: number;
  height: number;
}

/** The size the file declares, as the browser shows it (a JPEG turned by its EXIF orientation is turned here too), or undefined when it declares none. */
export function readImageSize(file: string): ImageSize | undefined {
  return sizeOf(readFileSync(file));
}

function sizeOf(bytes: Buffer): ImageSize | undefined {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    // Not an image it knows, or one without a size (an SVG with neither width nor viewBox).
    return undefined;
  }
  if (!size.width || !size.height) return undefined;
  // EXIF orientations 5 to 8 turn the picture a quarter: the browser shows it the other way round.
  const isTurned = (size.orientation ?? 1) >= 5;
  return isTurned
    ? { width: size.height, height: size.width }
    : { width: size.width, height: size.height };
}

/** What the pages need of a picture: its size, and for a small SVG drawing of plain shapes, its markup to draw it in the page (inline-svg.ts). */
export interface ImageFacts extends ImageSize {
  markup?: string;
}

export function readImageFacts(file: string): ImageFacts | undefined {
  const bytes = readFileSync(file);
  const size = sizeOf(bytes);
  if (!size || !/\.svg$/i.test(file)) return size;
  const markup = inlineSvg(bytes.toString("utf8"));
  return markup ? { ...size, markup } : size;
}
