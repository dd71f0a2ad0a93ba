// Vite for npm run dev and for the build's two bundles (the browser's code, and the code that draws
// the pages). The site's own plugins are in scripts/vite/, one module each.
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { inlineScripts } from "./scripts/vite/inline-scripts.ts";
import { contentReload } from "./scripts/vite/content-reload.ts";
import { pageRenderer } from "./scripts/vite/page-renderer.ts";
import { leadOutbox } from "./scripts/vite/lead-outbox.ts";
import { islandChunk } from "./scripts/vite/island-chunk.ts";
import { publicFiles } from "./scripts/vite/public-files.ts";

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
