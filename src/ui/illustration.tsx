/** A content image with its intrinsic size, so the page does not jump while it loads. */
export function Illustration({ src, alt, width, height, className = "", isPriority = false }: { src: string; alt: string; width: number; height: number; className?: string; isPriority?: boolean }) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={isPriority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={isPriority ? "high" : undefined}
      className={`h-auto w-full ${className}`}
    />
  );
}
