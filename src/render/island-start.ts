// When each island of the page starts. Its HTML shows and takes typing from the first paint; its
// code (Preact and the block, tens of kB) runs only once the visitor first uses it: a tap, a key,
// a field taking focus, a value typed or chosen. A page that is only read never runs it.
//
// An island starts with the page instead when there is something to show at once: a draft this
// tab kept of its form, a send held back before the page's code ran (CODE_LOADER marks the form),
// or the focus already inside it. What is typed before the island starts is kept as the form's
// draft at once, by the page's loader (src/inline/code-loader.ts). A form sent before its island started is held, and sent as soon as the island
// has started, so the visitor presses once. If the island's code cannot be fetched,
// the form says so beside its button with the phone number, and the next use tries again.
import { hasDraft } from "../leads/draft-key.ts";

/** Set by CODE_LOADER on a form whose send it held back before the page's code ran. */
export const SUBMIT_HELD = "data-submit-held";
/** Set on an island once it has taken over its HTML: tests and tools wait for it. */
export const ISLAND_READY = "data-island-ready";
/** Set on an island whose code could not be fetched; its form shows the phone (form-end.tsx). */
export const ISLAND_FAILED = "data-island-failed";

const FIRST_USE = ["pointerdown", "keydown", "focusin", "input", "change"] as const;

type Hydrate = (island: HTMLElement) => Promise<void>;

/** After the browser has drawn what the visitor's tap or key changed (a pressed button, a caret): the island's start waits for that. */
const afterNextPaint = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));

/**
 * Makes each island start on first use. Resolves once the islands that start with the page have
 * started; the others wait for the visitor.
 */
export function startIslands(islands: Iterable<HTMLElement>, hydrate: Hydrate): Promise<void> {
  return Promise.all([...islands].map((island) => whenUsed(island, hydrate))).then(() => undefined);
}

function startsWithPage(island: HTMLElement): boolean {
  if (island.querySelector(`form[${SUBMIT_HELD}]`) || island.contains(document.activeElement)) return true;
  return [...island.querySelectorAll<HTMLFormElement>("form[data-lead-form]")].some((form) => hasDraft(form.dataset.leadForm!));
}

async function whenUsed(island: HTMLElement, hydrate: Hydrate): Promise<void> {
  let starting: Promise<void> | undefined;
  const start = (): Promise<void> => {
    starting ??= hydrate(island).then(
      () => {
        for (const type of FIRST_USE) island.removeEventListener(type, onUse, true);
        island.removeEventListener("submit", holdSend, true);
        island.removeAttribute(ISLAND_FAILED);
        island.setAttribute(ISLAND_READY, "");
      },
      (error: unknown) => {
        // Offline, or the code changed on the server since the page was loaded: say so, and try again on the next use.
        starting = undefined;
        island.setAttribute(ISLAND_FAILED, "");
        throw error;
      },
    );
    return starting;
  };
  const onUse = () =>
    void afterNextPaint()
      .then(start)
      .catch((error: unknown) => console.error("The form's code could not be loaded:", error));
  const sendOnceStarted = (form: HTMLFormElement, submitter?: HTMLElement | null) => {
    form.removeAttribute(SUBMIT_HELD);
    return afterNextPaint()
      .then(start)
      .then(
        () => form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined),
        (error: unknown) => console.error("The form's code could not be loaded, so it was not sent:", error),
      );
  };
  // Sent before the island started: held here, and sent by the island's own code once it runs.
  // Stopped here too, so the form's own handler (there once the island has drawn, a moment before
  // it is marked ready) never sends this one as well: the held send is the only one.
  const holdSend = (event: SubmitEvent) => {
    if (island.hasAttribute(ISLAND_READY)) return;
    event.preventDefault();
    event.stopPropagation();
    void sendOnceStarted(event.target as HTMLFormElement, event.submitter);
  };
  for (const type of FIRST_USE) island.addEventListener(type, onUse, { capture: true, passive: true });
  island.addEventListener("submit", holdSend, true);

  if (!startsWithPage(island)) return;
  const held = island.querySelector<HTMLFormElement>(`form[${SUBMIT_HELD}]`);
  await (held ? sendOnceStarted(held) : start().catch((error: unknown) => console.error("The form's code could not be loaded:", error)));
}
