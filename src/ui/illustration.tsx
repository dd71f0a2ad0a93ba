import type { SiteData } from "../site/resolve/site-data.ts";

/** Most pictures fill half the content width on a desktop and the whole width on a phone. */
const HALF_WIDTH = "(min-width: 1024px) 600px, 100vw";

/**
 * A content image with the size its file declares, so the page does not jump while it loads. A
 * photo comes in WebP widths (srcset) for the browser to pick from; `sizes` says how wide it shows.
 * The first picture of a page (`isPriority`), when it is a small drawing of plain shapes
 * (src/site/load/inline-svg.ts), is drawn inside the page instead, named by its alt text: it shows
 * with the page's first paint, and the browser makes no document of its own for it.
 */
export function Illustration({
  images,
  src,
  alt,
  className = "",
  isPriority = false,
  sizes = HALF_WIDTH,
}: {
  images: SiteData["images"];
  src: string;
  alt: string;
  className?: string;
  isPriority?: boolean;
  sizes?: string;
}) {
  const image = images[src];
  if (!image)
    throw new Error(
      `The image ${src} was not measured. Every image path must sit under an "image" or "heroImage" key in content so npm run validate can read its size.`,
    );
  if (isPriority && image.markup) {
    return (
      <span
        role={alt ? "img" : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={`block w-full overflow-hidden ${className} *:h-auto *:w-full`}
        dangerouslySetInnerHTML={{ __html: image.markup }}
      />
    );
  }
  const srcSet = image.variants?.map((variant) => `${variant.src} ${variant.width}w`).join(", ");
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={isPriority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={isPriority ? "high" : undefined}
      className={`h-auto w-full ${className}`}
    />
  );
}
