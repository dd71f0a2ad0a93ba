// When each island of the page starts, by the strategy its schema names (./strategies.ts): the
// forms on their first use, so a page that is only read never runs React. An island starts with
// the page instead when there is something to show at once: a draft this tab kept of its form, a
// photo chosen, a send the loader held (./loader.ts), or the focus already inside it. A held send
// goes out once the island has started, so the visitor presses once. If the island's code cannot
// be fetched, the form says so beside its button with the phone number, and the next use tries
// again.
import { hasDraft, keptOf } from "../leads/form/kept.ts";
import {
  ISLAND_FAILED,
  ISLAND_READY,
  ISLAND_START,
  SEND_HELD_EVENT,
  SUBMIT_HELD,
} from "../browser/marks.ts";
import { afterNextPaint, START_STRATEGIES, type StartStrategy } from "../browser/strategies.ts";

/**
 * Hydrates an island. `isUrgent` is asked once its code has loaded, just before it is drawn: true
 * when a send is held by then (the visitor has pressed Send and waits for the answer), so the
 * island is drawn in one go rather than yielding to the browser between parts.
 */
type Hydrate = (island: HTMLElement, isUrgent: () => boolean) => Promise<void>;

/** Makes each island start by its strategy. Resolves once those that start with the page have started. */
export function startIslands(islands: Iterable<HTMLElement>, hydrate: Hydrate): Promise<void> {
  return Promise.all([...islands].map((island) => startIsland(island, hydrate))).then(
    () => undefined,
  );
}

function startsWithPage(island: HTMLElement): boolean {
  if (island.querySelector(`form[${SUBMIT_HELD}]`) || island.contains(document.activeElement))
    return true;
  return [...island.querySelectorAll<HTMLFormElement>("form[data-lead-form]")].some(
    (form) => hasDraft(form.dataset.leadForm!) || keptOf(form).files.size > 0,
  );
}

async function startIsland(island: HTMLElement, hydrate: Hydrate): Promise<void> {
  let starting: Promise<void> | undefined;
  let stopListening = () => {};
  const start = (): Promise<void> => {
    starting ??= hydrate(island, () => island.querySelector(`form[${SUBMIT_HELD}]`) !== null).then(
      () => {
        stopListening();
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
  const startAfterPaint = () =>
    void afterNextPaint()
      .then(start)
      .catch((error: unknown) => console.error("The form's code could not be loaded:", error));
  const sendHeld = (form: HTMLFormElement) =>
    afterNextPaint()
      .then(start)
      .then(
        () => {
          form.removeAttribute(SUBMIT_HELD);
          form.requestSubmit();
        },
        (error: unknown) =>
          console.error("The form's code could not be loaded, so it was not sent:", error),
      );
  const strategy =
    START_STRATEGIES[(island.getAttribute(ISLAND_START) ?? "first-use") as StartStrategy] ??
    START_STRATEGIES["first-use"];
  stopListening = strategy(island, startAfterPaint);
  island.addEventListener(
    SEND_HELD_EVENT,
    (event) => void sendHeld(event.target as HTMLFormElement),
  );

  if (!startsWithPage(island)) return;
  const held = island.querySelector<HTMLFormElement>(`form[${SUBMIT_HELD}]`);
  await (held
    ? sendHeld(held)
    : start().catch((error: unknown) =>
        console.error("The form's code could not be loaded:", error),
      ));
}
