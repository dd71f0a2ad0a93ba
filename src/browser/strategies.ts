// When an island starts: one small function per strategy, named as a section's schema names it in
// "x-island": { "start": ... } (as Astro's client:load, client:idle and client:visible). Each calls
// `start` once; `start` may be called again by the island itself after a failed fetch.

/** How close to the screen a block started by "visible" has to come: far enough ahead that it is ready when seen. */
export const NEAR_MARGIN = "300px";

/**
 * The events that count as a visitor's first use of an island: the focus, a key, a value typed or
 * chosen, a tap. A tap counts once it is over (click), not as the finger comes down: the island's
 * code, React and the block, takes a slow phone a fifth of a second to run, and started at
 * pointerdown it could run before the browser had the tap's click to give, holding the tap's
 * answer back that long.
 */
export const FIRST_USE_EVENTS = ["focusin", "keydown", "input", "change", "click"] as const;

/**
 * Calls `start` once for each element, when it first comes within `margin` of the screen; at
 * once where the browser has no IntersectionObserver.
 */
export function whenNear<T extends Element>(
  elements: Iterable<T>,
  start: (element: T) => void,
  margin = NEAR_MARGIN,
): void {
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

/** Calls `start` at every first-use event inside the element, until the returned function stops it. */
export function onFirstUse(element: HTMLElement, start: () => void): () => void {
  for (const type of FIRST_USE_EVENTS)
    element.addEventListener(type, start, { capture: true, passive: true });
  return () => {
    for (const type of FIRST_USE_EVENTS) element.removeEventListener(type, start, true);
  };
}

/** Resolves once the browser has drawn what the visitor's tap or key changed (a pressed button, a caret, a message). */
export const afterNextPaint = () =>
  new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));

/** Calls `start` once the page has loaded and the browser has nothing else to do. */
export function whenIdle(start: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(() => start(), { timeout: 2000 })
      : setTimeout(start, 200);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/**
 * Calls `start` once the page has loaded, the browser is idle and the element is on the screen or
 * near it (when it comes near later, at the next idle moment after that).
 */
export function whenIdleAndNear(element: HTMLElement, start: () => void): void {
  whenIdle(() => whenNear([element], () => whenIdle(start)));
}

/** The strategies a schema may name, each taking the island and what starts it; first-use listens until stopped. */
export const START_STRATEGIES = {
  "first-use": (island: HTMLElement, start: () => void) => onFirstUse(island, start),
  // Ready before the first act, paid for only in idle time and only for an island the visitor
  // sees; a first use before that starts it at once, as first-use does.
  "idle-near": (island: HTMLElement, start: () => void) => {
    whenIdleAndNear(island, start);
    return onFirstUse(island, start);
  },
  visible: (island: HTMLElement, start: () => void) => (whenNear([island], start), () => {}),
  idle: (_island: HTMLElement, start: () => void) => (whenIdle(start), () => {}),
  load: (_island: HTMLElement, start: () => void) => (start(), () => {}),
} as const;

export type StartStrategy = keyof typeof START_STRATEGIES;
