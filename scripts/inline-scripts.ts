// The scripts a page carries inline (its theme, its language detection, the shell's conveniences,
// written in src/inline/, and the loader of its blocks' code, src/islands/loader.ts) are written as
// TypeScript and turned into one small line each here, with esbuild (the compiler tsx and Vite
// already use), bundled with what they import. Inline because they must run before the first
// paint, or with the page, without a download; allowed by their hash in the Content-Security-Policy
// (scripts/hosting.ts hashes every inline script of the built pages).
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";

/** Each inline script by the name index.html and the build give it, and its source file. */
const SOURCES = {
  theme: "src/inline/theme.ts",
  "detect-language": "src/inline/detect-language.ts",
  shell: "src/inline/shell.ts",
  "counter-events": "src/inline/counter-events.ts",
  "code-loader": "src/islands/loader.ts",
} as const;
export const INLINE_SCRIPTS = Object.keys(SOURCES) as InlineScript[];
export type InlineScript = keyof typeof SOURCES;

const PROJECT_DIR = fileURLToPath(new URL("../", import.meta.url));
const compiled = new Map<InlineScript, string>();

/** The script as the page carries it: minified, wrapped so its names stay its own, for browsers of the last years. */
export function inlineScript(name: InlineScript): string {
  let code = compiled.get(name);
  if (code === undefined) {
    const { outputFiles } = buildSync({
      entryPoints: [join(PROJECT_DIR, SOURCES[name])],
      bundle: true,
      write: false,
      format: "iife",
      minify: true,
      target: "es2020",
      legalComments: "none",
    });
    code = outputFiles[0].text.trim();
    compiled.set(name, code);
  }
  return code;
}

/** index.html names each inline script by a marker, /*inline:theme*\/ and so on; this puts the script in its place. */
export function fillInlineScripts(html: string): string {
  return html.replace(/\/\*inline:([a-z-]+)\*\//g, (_marker, name: string) => {
    if (!(INLINE_SCRIPTS as readonly string[]).includes(name))
      throw new Error(
        `index.html names an inline script "${name}" that src/inline/ does not have.`,
      );
    return inlineScript(name as InlineScript);
  });
}
