// public/ holds the files a site serves exactly as they are, at its root: a search engine's
// verification file, ads.txt, .well-known/security.txt. The build copies it into dist/ before it
// writes the pages, so a file there with the name of something the build writes would be lost,
// or would hide a page. Each such file is named here, with what it is in the way of; and so is a
// file a browser or a host would run or route by (a script, a page, _worker.js, _redirects), which
// a content change could use to take over the site.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { messages, type Diagnostic } from "./diagnostics.ts";
import { builtFileOf, localizedPath } from "../shared/localized-path.ts";
import { routeTable } from "../resolve/route-table.ts";
import { RESERVED_FOLDERS } from "./check-addresses.ts";
import type { SiteContent } from "../load/site-content.ts";

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

/** Files a host routes or runs by their name (Cloudflare Pages, Netlify, Apache), wherever they are. */
const HOST_FILES = ["_worker.js", "_routes.json", "_redirects", "_headers", ".htaccess"];
/** What a browser runs, or a page that could load it: a script, a page, an XML document. */
const RUN_BY_BROWSER = /\.(m?js|cjs|html?|xhtml|xml)$/i;
/**
 * The verification files search engines give an owner, the only pages public/ may hold: the name
 * they give, at the top, and their few plain words (no markup a browser could run).
 */
const VERIFICATION_FILES = [
  { name: /^google[0-9a-f]+\.html$/, says: /^google-site-verification: google[0-9a-f]+\.html\s*$/ },
  {
    name: /^BingSiteAuth\.xml$/,
    says: /^<\?xml[^<]*\?>\s*<users>\s*(<user>[0-9A-F]+<\/user>\s*)+<\/users>\s*$/,
  },
];

/** Why a file of public/ would run or route rather than be served as it is, if it would. */
function runsOrRoutes(root: string, file: string): string | undefined {
  const name = file.split("/").at(-1)!;
  const kind = HOST_FILES.includes(name)
    ? "a host routes or runs"
    : RUN_BY_BROWSER.test(name)
      ? "a browser runs"
      : undefined;
  if (!kind) return undefined;
  const verification = VERIFICATION_FILES.find((v) => v.name.test(file));
  if (verification) {
    const text = readFileSync(join(root, PUBLIC_DIR, file), "utf8");
    return verification.says.test(text)
      ? undefined
      : "This is named as a search engine's verification file but holds more than its words. Put back the file exactly as the search engine gave it.";
  }
  return `public/ holds files served exactly as they are, and this is a file ${kind} (a script, a page or a host's routing), which a change of content could use to take over the site's pages. Remove it. The only pages public/ may hold are a search engine's verification files, at its top, as the search engine gives them: google….html (Google) or BingSiteAuth.xml (Bing).`;
}

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
    const runs = runsOrRoutes(root, file);
    if (runs) at(runs);
    else if (pages.has(file)) at(messages.publicOverPage(pages.get(file)!));
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
