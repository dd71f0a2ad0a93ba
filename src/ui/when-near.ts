/** How close to the screen a lazily started block has to come: far enough ahead that it is ready when seen. */
export const NEAR_MARGIN = "300px";

/**
 * Calls `start` once for each element, when it first comes within NEAR_MARGIN of the screen; at
 * once where the browser has no IntersectionObserver.
 */
export function whenNear<T extends Element>(elements: Iterable<T>, start: (element: T) => void, margin = NEAR_MARGIN): void {
  if (!("IntersectionObserver" in window)) {
    for (const element of elements) start(element);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        start(entry.target as T);
      }
    },
    { rootMargin: margin },
  );
  for (const element of elements) observer.observe(element);
}
