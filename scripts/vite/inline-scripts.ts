// The plugin that writes the page's inline scripts into index.html.
import type { Plugin } from "vite";
import { fillInlineScripts } from "../inline-scripts.ts";

/** The page's inline scripts, written in src/inline/ and minified into index.html, in the build and in npm run dev. */
export function inlineScripts(): Plugin {
  return {
    name: "inline-scripts",
    transformIndexHtml: { order: "pre", handler: fillInlineScripts },
  };
}
