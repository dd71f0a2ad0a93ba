// The plugin that draws npm run dev's pages on the server, as the build does.
import type { Plugin } from "vite";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { fillTemplate } from "../prerender-template.ts";
import type { RenderResult } from "../../src/render/entry-server.tsx";
import { devPages, pagesOf } from "./dev-languages.ts";

/** The site's stylesheet, as Vite serves it from its source. */
const STYLESHEET = "/src/styles.css";

/**
 * npm run dev renders every page on request through the same server entry, template, loader and
 * islands as npm run build (scripts/prerender.ts), from the source modules instead of built chunks.
 */
export function pageRenderer(): Plugin {
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
