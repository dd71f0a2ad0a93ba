import { defineConfig, type Plugin, type ViteDevServer } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { generate } from "./scripts/generate.ts";
import { join, normalize, resolve } from "node:path";
import { existsSync, readFileSync } from "node:fs";
import { configuredMaxRequestBytes, createOutbox, OUTBOX_PATH } from "./scripts/outbox.ts";

/**
 * In development, content edits regenerate src/generated/ and reload the open page. A broken file
 * shows its message over the page instead of a blank screen.
 */
function contentReload(): Plugin {
  let root = process.cwd();
  const regenerate = (server?: ViteDevServer) => {
    try {
      // In this process: no start-up cost, so an edit shows within about a second.
      generate(root, { log: () => {}, warn: console.warn });
      // The generated files are not watched (they change as a whole), so drop what Vite holds of them.
      server?.moduleGraph.invalidateAll();
      server?.ws.send({ type: "full-reload" });
    } catch (error) {
      const message = (error as Error).message;
      console.error(message);
      server?.ws.send({ type: "error", err: { message, stack: "", plugin: "content" } });
    }
  };
  return {
    name: "content-reload",
    apply: "serve",
    configResolved: (config) => {
      root = config.root;
    },
    buildStart: () => regenerate(),
    configureServer(server) {
      // The i18next resources that the build copies to dist/locales/.
      server.middlewares.use("/locales", (req, res, next) => {
        const file = join(root, "src/generated/locales", normalize(decodeURIComponent(req.url ?? "")).replace(/^([/\\.])+/, ""));
        if (!/\.json$/.test(file) || !existsSync(file)) return next();
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        res.end(readFileSync(file));
      });
      server.watcher.add(["content", "schemas", "site.config.yaml"].map((path) => join(root, path)));
      const onChange = (file: string) => {
        if (/[/\\](content|schemas)[/\\]|site\.config\.yaml$/.test(file)) regenerate(server);
      };
      server.watcher.on("change", onChange);
      server.watcher.on("add", onChange);
      server.watcher.on("unlink", onChange);
    },
  };
}

/** In development too, leads sent without EmailJS keys land in outbox/, as with npm start. */
function leadOutbox(): Plugin {
  return {
    name: "lead-outbox",
    apply: "serve",
    configureServer(server) {
      const { root } = server.config;
      const accept = createOutbox({ dir: resolve(root, process.env.OUTBOX_DIR ?? "outbox"), maxRequestBytes: configuredMaxRequestBytes(root) });
      server.middlewares.use(OUTBOX_PATH, (req, res, next) => (req.method === "POST" ? void accept(req, res) : next()));
    },
  };
}

export default defineConfig({
  plugins: [contentReload(), leadOutbox(), react(), tailwindcss()],
  build: { manifest: true, outDir: "dist", emptyOutDir: true },
  server: { host: "127.0.0.1", watch: { ignored: ["**/src/generated/**"] } },
  preview: { host: "127.0.0.1", port: 4173 },
});
