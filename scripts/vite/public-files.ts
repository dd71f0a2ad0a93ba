// The plugin that copies public/ into the client build only.
import type { Plugin } from "vite";

/**
 * public/: files served exactly as they are, at the site's root (Vite's publicDir). The client
 * build copies them into dist/; the server entry's build, which is not served, leaves them out.
 * npm run validate names a file there that a page or the build's own files would collide with.
 */
export function publicFiles(): Plugin {
  return {
    name: "public-files",
    config: (_config, { isSsrBuild }) =>
      isSsrBuild ? { build: { copyPublicDir: false } } : undefined,
  };
}
