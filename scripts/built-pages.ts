// The HTML files of a built site: every page of every language and the not-found pages.
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Build output that holds no pages. */
const NOT_PAGES = new Set(["assets", "locales", "images", ".vite"]);

export function builtPages(distDir: string): string[] {
  return readdirSync(distDir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(distDir, entry.name);
    if (entry.isDirectory()) return NOT_PAGES.has(entry.name) ? [] : builtPages(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}
