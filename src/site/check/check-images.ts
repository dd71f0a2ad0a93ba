// The pictures the content names: each is a file of content/images/ whose size can be read, not
// too large to draw, the share picture light enough for link previews, and a logo large enough
// for search results.
import { existsSync, statSync } from "node:fs";
import { formatPath, messages } from "./diagnostics.ts";
import { readImageFacts, readImageSize, type ImageFacts } from "../load/image-size.ts";
import { imageFile } from "../resolve/image-variants.ts";
import { LOGO_MIN_SIDE } from "./search-engine-limits.ts";
import { report, sourcesWithSchemas, type CheckContext } from "./reference-context.ts";
import { walkRoles } from "../load/schema-roles.ts";
import { RECORD_SCHEMAS } from "../load/schema-set.ts";
import type { SiteContent } from "../load/site-content.ts";
import type { SourceFile } from "../load/source-file.ts";
import type { JsonPath } from "../load/walk.ts";

/** The longest side a picture may declare: the build draws every picture (the logo's tab icon, a photo's smaller widths), and past this the drawing runs out of memory. */
export const MAX_IMAGE_SIDE = 10_000;
/** The most the share picture (business.image) may weigh: link previews on phones leave out a heavier one. */
export const MAX_SHARE_IMAGE_BYTES = 300 * 1024;

/** The picture `image`, written at `path` of `source`. */
export function checkImage(
  ctx: CheckContext,
  content: SiteContent,
  source: SourceFile,
  path: JsonPath,
  image: string,
) {
  const file = imageFile(ctx.root, image);
  if (!file) return report(ctx, source, path, messages.imageOutsideFolder(image));
  if (!existsSync(file)) return report(ctx, source, path, messages.missingImage(image));
  const size = readImageSize(file);
  if (!size) return report(ctx, source, path, messages.imageWithoutSize(image));
  if (Math.max(size.width, size.height) > MAX_IMAGE_SIDE)
    report(ctx, source, path, messages.imageTooLarge(image, size, MAX_IMAGE_SIDE));
  // A logo drawn as a picture is given to search engines as it is: they show none under 112 px.
  const isConfig = source === content.config.source;
  if (
    isConfig &&
    formatPath(path) === "business.logo" &&
    !/\.svg$/i.test(image) &&
    Math.min(size.width, size.height) < LOGO_MIN_SIDE
  )
    report(ctx, source, path, messages.logoTooSmall(image, size));
  // The share picture: a link preview on a phone (WhatsApp) is dropped past this size.
  const bytes = statSync(file).size;
  if (isConfig && formatPath(path) === "business.image" && bytes > MAX_SHARE_IMAGE_BYTES)
    report(ctx, source, path, messages.shareImageTooHeavy(image, bytes, MAX_SHARE_IMAGE_BYTES));
}

/** The size each picture of the content declares (and a small drawing's markup), by its public path: read once the references are known to be good. */
export function imageSizesOf(root: string, content: SiteContent): Record<string, ImageFacts> {
  const sizes: Record<string, ImageFacts> = {};
  for (const [kind, { value }] of sourcesWithSchemas(content)) {
    walkRoles(RECORD_SCHEMAS[kind], value, (image, _path, { role }) => {
      const file = role === "image" && !(image in sizes) ? imageFile(root, image) : undefined;
      const size = file && readImageFacts(file);
      if (size) sizes[image] = size;
    });
  }
  return sizes;
}
