// The languages npm run dev writes after a content edit: the open page's first, so it reloads at
// once, then the others one at a time; a page in one still to be written waits until it is.
import type { ViteDevServer } from "vite";
import type { GenerateSteps } from "../generate.ts";

/** The languages npm run dev writes after the open page's, after an edit; and when they are all written. */
export interface PendingLanguages {
  site: Pick<GenerateSteps, "languages" | "defaultLanguage">;
  /** The page written before the others (with its language's words), which does not wait. */
  openPage: string;
  languages: Set<string>;
  done: Promise<void>;
  resolve: () => void;
  /** Writes the next language, or removes what is no longer made after the last. */
  next: () => void;
  /** No longer starts them when a page connects. */
  stopWaitingForPage: () => void;
  timer: ReturnType<typeof setTimeout>;
}

/** What npm run dev knows of the open page: its address (its language is written first after an edit), and the languages still to write. */
export const devPages: { lastPath: string; rest?: PendingLanguages } = { lastPath: "/" };

/**
 * The other languages are written once the reloaded page's own client has connected again (its
 * styles and scripts are in by then), or after this long if no page is open.
 */
const REST_AT_MOST_AFTER_MS = 2000;

/** The language of a page's address: its first segment when that is a language of the site, else the source language. */
export const languageOf = (
  path: string,
  { languages, defaultLanguage }: Pick<GenerateSteps, "languages" | "defaultLanguage">,
) =>
  languages.find(
    (code) => code !== defaultLanguage && (path === `/${code}` || path.startsWith(`/${code}/`)),
  ) ?? defaultLanguage;

/** Waits, when a page's language is still to be written after an edit, until it is. */
export async function pagesOf(path: string): Promise<void> {
  const rest = devPages.rest;
  if (rest && path !== rest.openPage && rest.languages.has(languageOf(path, rest.site)))
    await rest.done;
}

/**
 * Stops writing what was left of the last edit's languages, and returns it (a page may still be
 * waiting for it). A newer edit writes every language again: what was left is not needed.
 */
export function stopPendingLanguages(): PendingLanguages | undefined {
  const waiting = devPages.rest;
  if (waiting) {
    clearTimeout(waiting.timer);
    waiting.stopWaitingForPage();
  }
  devPages.rest = undefined;
  return waiting;
}

/**
 * The other languages once the open page has been drawn again, one at a time, so that its styles
 * and scripts are not held up. A page or words in one of them wait until it is written. `drop`
 * makes Vite load the files each one wrote afresh; the pages left waiting by the edit before
 * (`waiting`) are let through when these are all written.
 */
export function writeOtherLanguages(
  server: ViteDevServer,
  steps: GenerateSteps,
  first: string,
  waiting: PendingLanguages | undefined,
  drop: (files: string[]) => void,
): void {
  let resolve = waiting?.resolve ?? (() => {});
  const done = waiting?.done ?? new Promise<void>((settle) => (resolve = settle));
  // The open page's language first: its other pages are still to be written.
  const left = [first, ...steps.languages.filter((code) => code !== first)];
  const rest: PendingLanguages = {
    site: steps,
    openPage: devPages.lastPath,
    languages: new Set(left),
    done,
    resolve,
    next,
    stopWaitingForPage: () => server.ws.off("connection", startRest),
    timer: setTimeout(next, REST_AT_MOST_AFTER_MS),
  };
  function next() {
    if (devPages.rest !== rest) return;
    rest.stopWaitingForPage();
    const code = left.shift();
    try {
      drop(code ? steps.writeLanguage(code) : steps.finish());
    } catch (error) {
      // Left as they were; the next edit writes them again.
      console.error((error as Error).message);
      left.length = 0;
      devPages.rest = undefined;
      return resolve();
    }
    if (code) {
      rest.languages.delete(code);
      rest.timer = setTimeout(next, 0);
      return;
    }
    devPages.rest = undefined;
    resolve();
  }
  devPages.rest = rest;
  function startRest() {
    rest.stopWaitingForPage();
    if (devPages.rest !== rest) return;
    clearTimeout(rest.timer);
    rest.timer = setTimeout(rest.next, 0);
  }
  server.ws.on("connection", startRest);
}
