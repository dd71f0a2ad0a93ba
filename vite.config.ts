import { defineConfig, type ModuleNode, type Plugin, type ViteDevServer } from "vite";
import type { ChunkingContext } from "rolldown";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { startGenerate, type GenerateSteps } from "./scripts/generate.ts";
import { writeSchemaTypes } from "./scripts/schema-types.ts";
import { join, normalize, resolve } from "node:path";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { IMAGE_ROOT, VARIANT_DIR } from "./src/site/image-variants.ts";
import { generatedSites } from "./src/site/generated-site.ts";
import { ISLAND_CHUNK, islandModules } from "./src/site/section-folders.ts";
import { leadPayloadSchema } from "./src/leads/payload-schema.ts";

const IMAGE_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  ico: "image/x-icon",
};
import { makeVariant, variantJobs } from "./scripts/image-variants.ts";
import { createLeadServer } from "./src/server/app.ts";
import { logStreamFor } from "./src/server/start.ts";
import { OUTBOX_PATH } from "./src/server/outbox/outbox.ts";
import { fillTemplate } from "./scripts/prerender.ts";
import type { RenderResult } from "./src/render/entry-server.tsx";
import { fillInlineScripts } from "./scripts/inline-scripts.ts";

/**
 * Reloads the pages open in a browser. With none open nothing is sent: Vite would keep the reload
 * and reload the next page opened, which is drawn from the new files anyway, as soon as it loads.
 */
function reloadOpenPages(server: ViteDevServer): void {
  if (server.ws.clients.size) server.ws.send({ type: "full-reload" });
}

/** Makes Vite load these modules, and every module that imports them, afresh for the next page. */
function dropModules(server: ViteDevServer, isChanged: (file: string) => boolean): void {
  const dropped = new Set<ModuleNode>();
  const drop = (module: ModuleNode) => {
    if (dropped.has(module)) return;
    dropped.add(module);
    server.moduleGraph.invalidateModule(module);
    module.importers.forEach(drop);
  };
  for (const [file, modules] of server.moduleGraph.fileToModulesMap)
    if (isChanged(file)) modules.forEach(drop);
}

/** The languages npm run dev writes after the open page's, after an edit; and when they are all written. */
interface PendingLanguages {
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
const devPages: { lastPath: string; rest?: PendingLanguages } = { lastPath: "/" };

/**
 * The other languages are written once the reloaded page's own client has connected again (its
 * styles and scripts are in by then), or after this long if no page is open.
 */
const REST_AT_MOST_AFTER_MS = 2000;

/** The language of a page's address: its first segment when that is a language of the site, else the source language. */
const languageOf = (
  path: string,
  { languages, defaultLanguage }: Pick<GenerateSteps, "languages" | "defaultLanguage">,
) =>
  languages.find(
    (code) => code !== defaultLanguage && (path === `/${code}` || path.startsWith(`/${code}/`)),
  ) ?? defaultLanguage;

/** Waits, when a page's language is still to be written after an edit, until it is. */
async function pagesOf(path: string): Promise<void> {
  const rest = devPages.rest;
  if (rest && path !== rest.openPage && rest.languages.has(languageOf(path, rest.site)))
    await rest.done;
}

/**
 * In development, content edits regenerate src/generated/ and the open page reloads with them,
 * within a second. A broken file shows its message over the last good page instead of a blank screen.
 */
function contentReload(): Plugin {
  let root = process.cwd();
  const generated = (path: string) => join(root, "src/generated", path);
  /** The size and time of every content file: what changes when any of them is saved. */
  const contentStamp = () => {
    const stamps: string[] = [];
    const walk = (path: string) => {
      if (!existsSync(path)) return;
      const stat = statSync(path);
      if (stat.isDirectory()) return readdirSync(path).forEach((name) => walk(join(path, name)));
      stamps.push(`${path}:${stat.size}:${stat.mtimeMs}`);
    };
    ["site.config.yaml", "content"].forEach((path) => walk(join(root, path)));
    return stamps.join("\n");
  };
  // While the content is broken, its folder is also looked at twice a second: the file watcher
  // can miss a save that follows the broken one closely, and the fix must always show.
  let brokenWatch: ReturnType<typeof setInterval> | undefined;
  const stopBrokenWatch = () => {
    clearInterval(brokenWatch);
    brokenWatch = undefined;
  };
  const regenerate = (server?: ViteDevServer) => {
    // Taken before reading, so a save made while reading counts as a change.
    const stampAtRead = server ? contentStamp() : "";
    // A newer edit writes every language again: what was left of the last one is not needed.
    const waiting = devPages.rest;
    if (waiting) {
      clearTimeout(waiting.timer);
      waiting.stopWaitingForPage();
    }
    devPages.rest = undefined;
    let steps: GenerateSteps;
    let first: string;
    let touched: string[];
    try {
      // In this process: no start-up cost. While developing, the language of the page drawn last
      // is written first, and the open page reloads as soon as it is.
      steps = startGenerate(
        root,
        { log: () => {}, warn: console.warn },
        { report: server ? false : true },
      );
      first = languageOf(devPages.lastPath, steps);
      touched = [
        ...steps.touched,
        ...(server
          ? steps.writeLanguage(first, devPages.lastPath)
          : steps.languages.flatMap((code) => steps.writeLanguage(code))),
      ];
      if (!server) touched.push(...steps.finish());
    } catch (error) {
      waiting?.resolve();
      const message = (error as Error).message;
      console.error(message);
      server?.ws.send({ type: "error", err: { message, stack: "", plugin: "content" } });
      if (server && !brokenWatch) {
        brokenWatch = setInterval(() => {
          if (contentStamp() === stampAtRead) return;
          stopBrokenWatch();
          regenerate(server);
        }, 500);
        brokenWatch.unref();
      }
      return;
    }
    const wasBroken = Boolean(brokenWatch);
    stopBrokenWatch();
    if (!server) return;
    // The generated files are not watched: drop what Vite holds of those that changed (the
    // interface words, the section registry) and of the modules that import them, so the next page
    // is rendered from the new data, and reload the open page. Page data is read from its file as
    // each page is drawn, so a content edit usually drops nothing and the reload is quick. After
    // broken content, what changed in between is not known: all of them are dropped.
    const drop = (files: string[]) => {
      const changed = new Set(files);
      dropModules(server, (file) =>
        wasBroken ? file.startsWith(generated("")) : changed.has(file),
      );
    };
    drop(touched);
    reloadOpenPages(server);
    // The other languages once the open page has been drawn again, one at a time, so that its
    // styles and scripts are not held up. A page or words in one of them wait until it is written.
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
  };
  return {
    name: "content-reload",
    apply: "serve",
    configResolved: (config) => {
      root = config.root;
    },
    buildStart: () => regenerate(),
    configureServer(server) {
      // The site's pictures, from content/images/ (npm run build copies them into dist/images/).
      server.middlewares.use("/images", (req, res, next) => {
        const file = join(
          root,
          IMAGE_ROOT,
          "images",
          normalize(decodeURIComponent((req.url ?? "").split("?")[0])).replace(/^([/\\.])+/, ""),
        );
        const type = IMAGE_TYPES[file.split(".").pop()!.toLowerCase()];
        if (!type || !existsSync(file) || !statSync(file).isFile()) return next();
        res.setHeader("Content-Type", type);
        res.setHeader("Cache-Control", "no-cache");
        res.end(readFileSync(file));
      });
      // A photo's WebP widths, made when first asked for (npm run build writes them all).
      server.middlewares.use(VARIANT_DIR, (req, res, next) => {
        const target =
          VARIANT_DIR + decodeURIComponent((req.url ?? "").split("?")[0]).replace(/^\//, "");
        const job = variantJobs(root).find((candidate) => candidate.target === target);
        if (!job) return next();
        makeVariant(root, job)
          .then((file) => {
            res.setHeader("Content-Type", `image/${job.format}`);
            res.end(readFileSync(file));
          })
          .catch(next);
      });
      server.watcher.add(
        ["content", "schemas", "site.config.yaml"].map((path) => join(root, path)),
      );
      void writeSchemaTypes(root).catch(warnOfTypes);
      const onChange = (file: string) => {
        // A section type's schema (src/sections/<type>/schema.json) is published to schemas/ by generate.
        if (
          /[/\\](content|schemas)[/\\]|site\.config\.yaml$|[/\\]sections[/\\][^/\\]+[/\\]schema\.json$/.test(
            file,
          )
        ) {
          regenerate(server);
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
    },
  };
}

/**
 * npm run dev renders every page on request through the same server entry, template, loader and
 * islands as npm run build (scripts/prerender.ts), from the source modules instead of built chunks.
 */
const STYLESHEET = "/src/styles.css";

function pageRenderer(): Plugin {
  return {
    name: "page-renderer",
    apply: "serve",
    configureServer(server) {
      const { root } = server.config;
      // After Vite's own middlewares: modules, images and the outbox are answered before a page is drawn.
      return () =>
        server.middlewares.use(async (req, res, next) => {
          const url = req.originalUrl ?? "/";
          const path = url.split(/[?#]/)[0];
          if (
            (req.method !== "GET" && req.method !== "HEAD") ||
            /\.[a-z0-9]+$/i.test(path) ||
            path.startsWith("/@")
          )
            return next();
          try {
            await pagesOf(path);
            devPages.lastPath = path;
            // The stylesheet the build links from the entry's import, linked here so the page is styled before its code runs.
            const html = readFileSync(join(root, "index.html"), "utf8").replace(
              "</head>",
              `  <link rel="stylesheet" crossorigin href="${STYLESHEET}">\n  </head>`,
            );
            const template = await server.transformIndexHtml(url, html);
            const entry = (await server.ssrLoadModule("/src/render/entry-server.tsx")) as {
              prepare(root: string): Promise<void>;
              render(url: string): RenderResult;
            };
            await entry.prepare(root);
            const result = entry.render(path);
            res.statusCode = result.status;
            res.setHeader("Content-Type", "text/html; charset=utf-8");
            res.setHeader("Cache-Control", "no-store");
            res.end(fillTemplate(template, result, (modules) => modules));
          } catch (error) {
            server.ssrFixStacktrace(error as Error);
            next(error);
          }
        });
    },
  };
}

/** The page's inline scripts, written in src/inline/ and minified into index.html, in the build and in npm run dev. */
function inlineScripts(): Plugin {
  return {
    name: "inline-scripts",
    transformIndexHtml: { order: "pre", handler: fillInlineScripts },
  };
}

const warnOfTypes = (error: Error) =>
  console.warn(`The types of src/generated/schema-types.ts were not written: ${error.message}`);

/**
 * In development too, leads sent without EmailJS keys land in outbox/, through the same route and
 * outbox as npm start (src/server/), checked against the forms as the content is now.
 */
function leadOutbox(): Plugin {
  return {
    name: "lead-outbox",
    apply: "serve",
    async configureServer(server) {
      const { root } = server.config;
      const leads = await createLeadServer({
        dir: resolve(root, process.env.OUTBOX_DIR ?? "outbox"),
        logStream: logStreamFor(process.stdout.isTTY, process.env.LOG_FORMAT),
        forms: () => {
          const sites = generatedSites(root);
          return {
            payloadSchema: leadPayloadSchema(sites),
            maxRequestBytes: sites[0].delivery.maxRequestBytes,
          };
        },
      });
      server.httpServer?.once("close", () => void leads.close());
      server.middlewares.use((req, res, next) =>
        req.url?.split("?")[0] === OUTBOX_PATH ? leads.routing(req, res) : next(),
      );
    },
  };
}

/**
 * The islands' code as one file: the hydrator and the island blocks with all they import (React,
 * i18next, the form), which the page's loader prefetches while the browser is idle. One file
 * instead of a dozen: every file fetched costs the page's main thread a little, and a phone a
 * round trip at the first use.
 */
function islandChunk(): Plugin {
  return {
    name: "island-chunk",
    apply: "build",
    config(_config, { isSsrBuild }) {
      if (isSsrBuild) return;
      const islands = new Set(islandModules(process.cwd()).map((file) => resolve(file)));
      /** The modules a module is imported by, statically, up to the entry or an island: what it is there for. */
      const reasons = (
        id: string,
        ctx: ChunkingContext,
        seen = new Set<string>(),
      ): { entry: boolean; island: boolean } => {
        const info = ctx.getModuleInfo(id);
        if (!info || seen.has(id)) return { entry: false, island: false };
        seen.add(id);
        if (islands.has(id)) return { entry: false, island: true };
        if (info.isEntry) return { entry: true, island: false };
        const found = info.importers.map((importer) => reasons(importer, ctx, seen));
        return { entry: found.some((f) => f.entry), island: found.some((f) => f.island) };
      };
      // Only what the islands need and the page's code does not: the page's code must never wait for this file.
      const name = (id: string, ctx: ChunkingContext) => {
        const why = reasons(id, ctx);
        return why.island && !why.entry ? ISLAND_CHUNK : null;
      };
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [{ name, debugName: ISLAND_CHUNK, includeDependenciesRecursively: false }],
              },
            },
          },
        },
      };
    },
    generateBundle(_options, bundle) {
      // Nearly every function in the file runs at the island's first start, when a visitor has
      // pressed something and waits. This hint (V8's explicit compile hints) has Chromium compile
      // them all while the file is read, off the page's main thread, instead of one by one as
      // hydration first calls them. With the CPU slowed 4x, the form's hydration went from
      // 130-220 ms to 50-80 ms.
      for (const file of Object.values(bundle))
        if (file.type === "chunk" && file.name === ISLAND_CHUNK)
          file.code = `${COMPILE_ALL_HINT}\n${file.code}`;
    },
  };
}

/** V8's magic comment, as the file's first line, asking it to compile every function of the file eagerly. */
const COMPILE_ALL_HINT = "//# allFunctionsCalledOnLoad";

/**
 * public/: files served exactly as they are, at the site's root (Vite's publicDir). The client
 * build copies them into dist/; the server entry's build, which is not served, leaves them out.
 * npm run validate names a file there that a page or the build's own files would collide with.
 */
function publicFiles(): Plugin {
  return {
    name: "public-files",
    config: (_config, { isSsrBuild }) =>
      isSsrBuild ? { build: { copyPublicDir: false } } : undefined,
  };
}

export default defineConfig({
  plugins: [
    inlineScripts(),
    contentReload(),
    pageRenderer(),
    leadOutbox(),
    islandChunk(),
    publicFiles(),
    react(),
    tailwindcss(),
  ],
  // Pages are drawn by pageRenderer, not served from index.html.
  appType: "custom",
  // No module-preload polyfill or preload helper: the page's loader (CODE_LOADER) preloads the chunks itself.
  build: { manifest: true, outDir: "dist", emptyOutDir: true, modulePreload: false },
  server: { host: "127.0.0.1", watch: { ignored: ["**/src/generated/**"] } },
  preview: { host: "127.0.0.1", port: 4173 },
});
