import { defineConfig, type Plugin, type ViteDevServer } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { generate } from "./scripts/generate.ts";
import { join, normalize, resolve } from "node:path";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { IMAGE_ROOT, VARIANT_DIR } from "./src/site/image-variants.ts";

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
import { CONTENT_UPDATE_EVENT, DEV_CONTENT_PATH } from "./src/render/dev-content.ts";
import { configuredMaxRequestBytes, createOutbox, handleWithNode, OUTBOX_PATH } from "./scripts/outbox.ts";
import { fillSiteParts } from "./scripts/prerender.ts";
import { fillInlineScripts } from "./scripts/inline-scripts.ts";

/**
 * In development, content edits regenerate src/generated/ and the open page shows them in place,
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
    const routesBefore = existsSync(generated("routes.json")) ? readFileSync(generated("routes.json"), "utf8") : "";
    // Taken before reading, so a save made while reading counts as a change.
    const stampAtRead = server ? contentStamp() : "";
    try {
      // In this process: no start-up cost.
      generate(root, { log: () => {}, warn: console.warn });
    } catch (error) {
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
    stopBrokenWatch();
    if (!server) return;
    // The generated files are not watched (they change as a whole), so drop what Vite holds of them.
    server.moduleGraph.invalidateAll();
    // Same pages: the open page fetches its new words in place (see entry-client.tsx). A page
    // added or removed changes the routes, which the client holds from start-up: reload.
    const routesChanged = readFileSync(generated("routes.json"), "utf8") !== routesBefore;
    server.ws.send(routesChanged ? { type: "full-reload" } : { type: "custom", event: CONTENT_UPDATE_EVENT });
  };
  /** Serves generated JSON as it is on disk now, never cached: i18next's /locales and the dev client's page data. */
  const serveGenerated = (server: ViteDevServer, url: string, dir: string) =>
    server.middlewares.use(url, (req, res, next) => {
      const file = join(generated(dir), normalize(decodeURIComponent((req.url ?? "").split("?")[0])).replace(/^([/\\.])+/, ""));
      if (!/\.json$/.test(file) || !existsSync(file)) return next();
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.setHeader("Cache-Control", "no-store");
      res.end(readFileSync(file));
    });
  return {
    name: "content-reload",
    apply: "serve",
    configResolved: (config) => {
      root = config.root;
    },
    buildStart: () => regenerate(),
    // The page shell in the site's source language, with its languages and icon, as the build writes it.
    transformIndexHtml(html) {
      if (!existsSync(generated("routes.json"))) return html;
      const { defaultLanguage } = JSON.parse(readFileSync(generated("routes.json"), "utf8")) as { defaultLanguage: string };
      return fillSiteParts(html, JSON.parse(readFileSync(generated(`site.${defaultLanguage}.json`), "utf8")));
    },
    configureServer(server) {
      // The i18next resources that the build copies to dist/locales/.
      serveGenerated(server, "/locales", "locales");
      serveGenerated(server, DEV_CONTENT_PATH, "");
      // The site's pictures, from content/images/ (npm run build copies them into dist/images/).
      server.middlewares.use("/images", (req, res, next) => {
        const file = join(root, IMAGE_ROOT, "images", normalize(decodeURIComponent((req.url ?? "").split("?")[0])).replace(/^([/\\.])+/, ""));
        const type = IMAGE_TYPES[file.split(".").pop()!.toLowerCase()];
        if (!type || !existsSync(file) || !statSync(file).isFile()) return next();
        res.setHeader("Content-Type", type);
        res.setHeader("Cache-Control", "no-cache");
        res.end(readFileSync(file));
      });
      // A photo's WebP widths, made when first asked for (npm run build writes them all).
      server.middlewares.use(VARIANT_DIR, (req, res, next) => {
        const target = VARIANT_DIR + decodeURIComponent((req.url ?? "").split("?")[0]).replace(/^\//, "");
        const job = variantJobs(root).find((candidate) => candidate.target === target);
        if (!job) return next();
        makeVariant(root, job)
          .then((file) => {
            res.setHeader("Content-Type", `image/${job.format}`);
            res.end(readFileSync(file));
          })
          .catch(next);
      });
      server.watcher.add(["content", "schemas", "site.config.yaml"].map((path) => join(root, path)));
      const onChange = (file: string) => {
        // A section type's schema (src/sections/<type>/schema.json) is published to schemas/ by generate.
        if (/[/\\](content|schemas)[/\\]|site\.config\.yaml$|[/\\]sections[/\\][^/\\]+[/\\]schema\.json$/.test(file)) regenerate(server);
      };
      server.watcher.on("change", onChange);
      server.watcher.on("add", onChange);
      server.watcher.on("unlink", onChange);
    },
  };
}

/** The page's inline scripts, written in src/inline/ and minified into index.html, in the build and in npm run dev. */
function inlineScripts(): Plugin {
  return { name: "inline-scripts", transformIndexHtml: { order: "pre", handler: fillInlineScripts } };
}

/** In development too, leads sent without EmailJS keys land in outbox/, as with npm start. */
function leadOutbox(): Plugin {
  return {
    name: "lead-outbox",
    apply: "serve",
    configureServer(server) {
      const { root } = server.config;
      // The developer tries the forms again and again from one address: no per-address limit in development.
      // Made at the first lead, once the content has been generated: the size limit is read from it.
      let accept: ReturnType<typeof handleWithNode> | undefined;
      server.middlewares.use(OUTBOX_PATH, (req, res, next) => {
        if (req.method !== "POST") return next();
        accept ??= handleWithNode(
          createOutbox({
            dir: resolve(root, process.env.OUTBOX_DIR ?? "outbox"),
            maxRequestBytes: configuredMaxRequestBytes(root),
            limits: { bytesPerHour: 1e9 },
          }),
        );
        return accept(req, res);
      });
    },
  };
}

/**
 * In the built site the browser runs only the islands (the forms), and runs them on Preact's
 * React-compatible runtime: React's own DOM runtime alone is about 65 kB gzip, over the 75 kB a
 * page may ship in all; Preact's is about 10 kB. The server renders with React, and npm run dev
 * runs React in the browser, so the blocks are written once, for React.
 */
const ISLAND_RUNTIME = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [inlineScripts(), contentReload(), leadOutbox(), react(), tailwindcss()],
  resolve: { alias: command === "build" && !isSsrBuild ? ISLAND_RUNTIME : [] },
  // No module-preload polyfill or preload helper: the page's loader (CODE_LOADER) preloads the chunks itself.
  build: { manifest: true, outDir: "dist", emptyOutDir: true, modulePreload: false },
  server: { host: "127.0.0.1", watch: { ignored: ["**/src/generated/**"] } },
  preview: { host: "127.0.0.1", port: 4173 },
}));
