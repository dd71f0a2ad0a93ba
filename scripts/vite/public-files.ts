// The plugin that leaves public/ out of both builds' bundles.
import type { Plugin } from "vite";

/**
 * public/: files served exactly as they are, at the site's root (Vite's publicDir, which npm run
 * dev serves). Neither build copies them: the bundles hold the engine's code alone, and are kept
 * from one build to the next; the bundle step copies public/ into dist/ (scripts/bundle.ts).
 * npm run validate names a file there that a page or the build's own files would collide with.
 */
export function publicFiles(): Plugin {
  return {
    name: "public-files",
    config: () => ({ build: { copyPublicDir: false } }),
  };
}
