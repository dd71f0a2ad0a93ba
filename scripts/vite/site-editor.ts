// The plugin that serves the content editor with npm run edit (scripts/edit.ts adds it): its page at /admin/,
// Decap CMS's local backend at /api/v1 (behind the validator, scripts/editor/local-backend.ts) and
// the preview of an entry at /api/editor/preview. npm run dev and the built site have none of it.
import type { Plugin, ViteDevServer } from "vite";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import type * as LocalBackendModule from "../editor/local-backend.ts";
import type * as PreviewModule from "../editor/preview.ts";

export const EDITOR_PATH = "/admin/";
const PREVIEW_PATH = "/api/editor/preview";

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (text += chunk));
    req.on("end", () => resolve(text));
    req.on("error", reject);
  });
}

/** The page a preview is drawn in: index.html as npm run dev serves it, with the stylesheet. */
async function pageTemplate(server: ViteDevServer): Promise<string> {
  const html = readFileSync(join(server.config.root, "index.html"), "utf8").replace(
    "</head>",
    `  <link rel="stylesheet" href="/src/styles.css">\n  </head>`,
  );
  return server.transformIndexHtml("/", html);
}

/** Answers the editor's preview pane with the entry's page, or with what stops it being drawn. */
async function preview(
  server: ViteDevServer,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { previewHtml, problemsPage } = (await server.ssrLoadModule(
    "/scripts/editor/preview.ts",
  )) as typeof PreviewModule;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  try {
    const origin = `http://${req.headers.host}`;
    const request = JSON.parse(await body(req));
    res.end(
      JSON.stringify(
        await previewHtml(server.config.root, request, await pageTemplate(server), origin),
      ),
    );
  } catch (error) {
    server.ssrFixStacktrace(error as Error);
    res.statusCode = 500;
    const html = problemsPage("The preview could not be drawn", [
      (error as Error).stack ?? String(error),
    ]);
    res.end(JSON.stringify({ html, lang: "", languages: [] }));
  }
}

export function siteEditor(): Plugin {
  return {
    name: "site-editor",
    apply: "serve",
    // The editor saves to the working copy here, not to a repository (src/editor/config/backend.ts).
    config: () => ({ define: { __EDITOR_PUBLISHED__: "null" } }),
    async configureServer(server) {
      const { root } = server.config;
      // Through Vite's own loader, as the outbox's schema: the config's bundle must not hold them.
      const backend = (await server.ssrLoadModule(
        "/scripts/editor/local-backend.ts",
      )) as typeof LocalBackendModule;
      const app = await backend.localBackend(root);
      server.middlewares.use(async (req, res, next) => {
        const path = req.url?.split("?")[0] ?? "";
        try {
          if (path === "/api/v1") return void app(req as never, res as never, next);
          if (path === "/admin" || path === EDITOR_PATH || path === `${EDITOR_PATH}index.html`) {
            const html = readFileSync(join(root, "src/editor/index.html"), "utf8");
            res.setHeader("Content-Type", "text/html; charset=utf-8");
            res.setHeader("Cache-Control", "no-store");
            return void res.end(await server.transformIndexHtml(EDITOR_PATH, html));
          }
          if (path === PREVIEW_PATH && req.method === "POST")
            return void (await preview(server, req, res));
        } catch (error) {
          server.ssrFixStacktrace(error as Error);
          return next(error);
        }
        next();
      });
    },
  };
}
