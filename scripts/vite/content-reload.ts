// The plugin that keeps npm run dev on the content as it is saved: an edit regenerates
// src/generated/ and reloads the open page, and a broken file shows its message over the page.
import type { Plugin, ViteDevServer } from "vite";
import { join } from "node:path";
import { existsSync, readdirSync, statSync } from "node:fs";
import { startGenerate, type GenerateSteps } from "../generate.ts";
import { writeSchemaTypes } from "../schema-types.ts";
import { dropModules, reloadOpenPages } from "./dev-modules.ts";
import { serveImages } from "./dev-images.ts";
import {
  devPages,
  languageOf,
  stopPendingLanguages,
  writeOtherLanguages,
} from "./dev-languages.ts";

/** The size and time of every content file: what changes when any of them is saved. */
function contentStamp(root: string): string {
  const stamps: string[] = [];
  const walk = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) return readdirSync(path).forEach((name) => walk(join(path, name)));
    stamps.push(`${path}:${stat.size}:${stat.mtimeMs}`);
  };
  ["site.config.yaml", "content"].forEach((path) => walk(join(root, path)));
  return stamps.join("\n");
}

/**
 * Generates the site's data. For the build's start, every language at once; while developing
 * (`server`), the open page's language only: the others are written after it has reloaded.
 * Returns the files written, and the language written first.
 */
function generateFirst(
  root: string,
  server?: ViteDevServer,
): { steps: GenerateSteps; first: string; touched: string[] } {
  // In this process: no start-up cost. While developing, the language of the page drawn last
  // is written first, and the open page reloads as soon as it is.
  const steps = startGenerate(
    root,
    { log: () => {}, warn: console.warn },
    { report: server ? false : true },
  );
  const first = languageOf(devPages.lastPath, steps);
  const touched = [
    ...steps.touched,
    ...(server
      ? steps.writeLanguage(first, devPages.lastPath)
      : steps.languages.flatMap((code) => steps.writeLanguage(code))),
  ];
  if (!server) touched.push(...steps.finish());
  return { steps, first, touched };
}

/** The message of broken content, in the terminal and, while developing, over the open page. */
function showBroken(error: Error, server?: ViteDevServer): void {
  const message = error.message;
  console.error(message);
  server?.ws.send({ type: "error", err: { message, stack: "", plugin: "content" } });
}

/**
 * While the content is broken, its folder is also looked at twice a second: the file watcher
 * can miss a save that follows the broken one closely, and the fix must always show.
 */
function brokenContentWatch() {
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };
  return {
    isOn: () => Boolean(timer),
    stop,
    /** Calls `onChange` once `stampNow` differs from `stampAtRead`; started once while broken. */
    start(stampAtRead: string, stampNow: () => string, onChange: () => void) {
      if (timer) return;
      timer = setInterval(() => {
        if (stampNow() === stampAtRead) return;
        stop();
        onChange();
      }, 500);
      timer.unref();
    },
  };
}

const warnOfTypes = (error: Error) =>
  console.warn(`The types of src/generated/schema-types.ts were not written: ${error.message}`);

/** Content and schema edits regenerate; an edit to code that draws the page reloads it. */
function watchSources(server: ViteDevServer, root: string, regenerate: () => void): void {
  server.watcher.add(["content", "schemas", "site.config.yaml"].map((path) => join(root, path)));
  void writeSchemaTypes(root).catch(warnOfTypes);
  const onChange = (file: string) => {
    // A section type's schema (src/sections/<type>/schema.json) is published to schemas/ by
    // generate, and a block script's script.json is written into the browser's registry.
    if (
      /[/\\](content|schemas)[/\\]|site\.config\.yaml$|[/\\]sections[/\\][^/\\]+[/\\]schema\.json$|[/\\](sections|ui)[/\\][^/\\]+[/\\]script\.json$/.test(
        file,
      )
    ) {
      regenerate();
      // The types editors and the compiler read follow a schema's change (no page needs them).
      if (/schema\.json$/.test(file)) void writeSchemaTypes(root).catch(warnOfTypes);
    }
    // The page is drawn on the server: an edit to code that draws it shows on a reload.
    else if (/[/\\]src[/\\](?!generated[/\\]).*\.tsx?$/.test(file)) {
      dropModules(server, (changed) => changed === file);
      reloadOpenPages(server);
    }
  };
  server.watcher.on("change", onChange);
  server.watcher.on("add", onChange);
  server.watcher.on("unlink", onChange);
}

/**
 * In development, content edits regenerate src/generated/ and the open page reloads with them,
 * within a second. A broken file shows its message over the last good page instead of a blank screen.
 */
export function contentReload(): Plugin {
  let root = process.cwd();
  const broken = brokenContentWatch();
  const regenerate = (server?: ViteDevServer) => {
    // Taken before reading, so a save made while reading counts as a change.
    const stampAtRead = server ? contentStamp(root) : "";
    const waiting = stopPendingLanguages();
    let written: ReturnType<typeof generateFirst>;
    try {
      written = generateFirst(root, server);
    } catch (error) {
      waiting?.resolve();
      showBroken(error as Error, server);
      if (server)
        broken.start(
          stampAtRead,
          () => contentStamp(root),
          () => regenerate(server),
        );
      return;
    }
    const wasBroken = broken.isOn();
    broken.stop();
    if (!server) return;
    // The generated files are not watched: drop what Vite holds of those that changed (the
    // interface words, the section registry) and of the modules that import them, so the next page
    // is rendered from the new data, and reload the open page. Page data is read from its file as
    // each page is drawn, so a content edit usually drops nothing and the reload is quick. After
    // broken content, what changed in between is not known: all of them are dropped.
    const drop = (files: string[]) => {
      const changed = new Set(files);
      dropModules(server, (file) =>
        wasBroken ? file.startsWith(join(root, "src/generated", "")) : changed.has(file),
      );
    };
    drop(written.touched);
    reloadOpenPages(server);
    writeOtherLanguages(server, written.steps, written.first, waiting, drop);
  };
  return {
    name: "content-reload",
    apply: "serve",
    configResolved: (config) => {
      root = config.root;
    },
    buildStart: () => regenerate(),
    configureServer(server) {
      serveImages(server, root);
      watchSources(server, root, () => regenerate(server));
    },
  };
}
