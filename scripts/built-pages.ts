// The HTML files of a built site: every page of every language and the not-found pages. A file
// the site serves as it is, from public/ (a search engine's verification page), is not a page.
import { existsSync, readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";

/** Build output that holds no pages. */
const NOT_PAGES = new Set(["assets", "locales", "images", ".vite"]);

/** `publicDir` is the site's public/ folder, whose files are copied into dist/ as they are: beside dist/ by default. */
export function builtPages(
  distDir: string,
  publicDir = join(dirname(distDir), "public"),
): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return NOT_PAGES.has(entry.name) ? [] : walk(path);
      const isOwnersFile = existsSync(join(publicDir, relative(distDir, path)));
      return entry.name.endsWith(".html") && !isOwnersFile ? [path] : [];
    });
  return walk(distDir);
}
