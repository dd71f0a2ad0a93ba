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

export default defineConfig({
  plugins: [
    inlineScripts(),
    contentReload(),
    pageRenderer(),
    leadOutbox(),
    islandChunk(),
    react(),
    tailwindcss(),
  ],
  // Pages are drawn by pageRenderer, not served from index.html.
  appType: "custom",
  // No module-preload polyfill or preload helper: the page's loader (CODE_LOADER) preloads the chunks itself.
  // public/ (served as it is by npm run dev) is left out of both bundles: they hold the engine's
  // code alone and are kept between builds, and the bundle step copies public/ (scripts/bundle.ts).
  build: {
    manifest: true,
    outDir: "dist",
    emptyOutDir: true,
    modulePreload: false,
    copyPublicDir: false,
  },
  server: { host: "127.0.0.1", watch: { ignored: ["**/src/generated/**"] } },
});
