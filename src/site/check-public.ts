// public/ holds the files a site serves exactly as they are, at its root: a search engine's
// verification file, ads.txt, .well-known/security.txt. The build copies it into dist/ before it
// writes the pages, so a file there with the name of something the build writes would be lost,
// or would hide a page. Each such file is named here, with what it is in the way of.
import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { messages, type Diagnostic } from "./diagnostics.ts";
import { builtFileOf, localizedPath } from "./localized-path.ts";
import { routeTable } from "./route-table.ts";
import { RESERVED_FOLDERS } from "./check-addresses.ts";
import type { SiteContent } from "./site-content.ts";

export const PUBLIC_DIR = "public";

/** Folders at the top of the built site that the build or the server fills (dist/assets/, dist/images/, ...). */
const BUILD_FOLDERS = [...RESERVED_FOLDERS, ".vite"];

/** Files at the top of the built site that the build writes besides the pages, and what each is. */
const BUILD_FILES: Record<string, string> = {
  "robots.txt": "the robots file made from site.baseUrl",
  "sitemap.xml": "the sitemap of every page",
  _headers: "the security headers for static hosts",
  _redirects: "the redirects of pages' former addresses for static hosts",
  "_lead-payload.schema.json": "the description of what the forms send",
  ".build-complete": "the mark of a complete build",
};

/** Every file under public/, as paths relative to it with forward slashes. */
function publicFiles(root: string): string[] {
  const dir = join(root, PUBLIC_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .sort();
}

/** The files of public/ that collide with a page, a folder or a file the build writes. */
export function publicFileProblems(root: string, content: SiteContent): Diagnostic[] {
  const files = publicFiles(root);
  if (!files.length) return [];
  const { languages, defaultLanguage } = content.config.value.site;
  // Where each page of each language is written: /about is about/index.html, / is index.html.
  const pages = new Map<string, string>();
  for (const route of routeTable(content))
    for (const { code } of languages) {
      const path = localizedPath(route.isNotFound ? "/404" : route.path, code, defaultLanguage);
      pages.set(builtFileOf(path, route.isNotFound), path);
    }
  const pageFolders = new Map(
    [...pages].flatMap(([file, path]) =>
      file
        .split("/")
        .slice(0, -1)
        .map((_, i, parts) => [parts.slice(0, i + 1).join("/"), path] as const),
    ),
  );
  const problems: Diagnostic[] = [];
  for (const file of files) {
    const top = file.split("/")[0];
    const at = (message: string) =>
      problems.push({ file: `${PUBLIC_DIR}/${file}`, line: 1, col: 1, path: "", message });
    if (pages.has(file)) at(messages.publicOverPage(pages.get(file)!));
    else if (pageFolders.has(file)) at(messages.publicOverPage(pageFolders.get(file)!));
    else if (BUILD_FOLDERS.includes(top)) at(messages.publicInBuildFolder(top));
    else if (Object.hasOwn(BUILD_FILES, file)) at(messages.publicOverBuildFile(BUILD_FILES[file]));
    else if (
      /\.(br|gz)$/.test(file) &&
      (pages.has(file.replace(/\.(br|gz)$/, "")) ||
        Object.hasOwn(BUILD_FILES, file.replace(/\.(br|gz)$/, "")))
    )
      at(
        messages.publicOverBuildFile(
          "the compressed copy the build makes of a page or file of the same name",
        ),
      );
  }
  return problems;
}
