import { useSite } from "../render/site-context.tsx";

/** A content image with the size its file declares, so the page does not jump while it loads. */
export function Illustration({ src, alt, className = "", isPriority = false }: { src: string; alt: string; className?: string; isPriority?: boolean }) {
  const size = useSite().images[src];
  if (!size) throw new Error(`The image ${src} was not measured. Every image path must sit under an "image" or "heroImage" key in content so npm run validate can read its size.`);
  return (
    <img
      src={src}
      alt={alt}
      width={size.width}
      height={size.height}
      loading={isPriority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={isPriority ? "high" : undefined}
      className={`h-auto w-full ${className}`}
    />
  );
}
