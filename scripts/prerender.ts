// Renders every page of every language into static HTML under dist/ (or --out DIR), using the
// client build's index.html as the template. Run after vite build: npm run build does both.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { fork, type ChildProcess } from "node:child_process";
import { availableParallelism } from "node:os";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { RenderResult } from "../src/render/entry-server.tsx";
import type { RouteManifest, SiteData } from "../src/site/site-data.ts";
import { builtFileOf } from "../src/site/localized-path.ts";
import type { PageAddresses } from "../src/seo/page-urls.ts";
import { generatedSites } from "../src/site/generated-site.ts";
import { hashOf, OutputCache } from "./output-cache.ts";
import { seoHeadTags } from "../src/seo/head-tags.ts";
import { robotsTxt, sitemapXml } from "../src/seo/sitemap.ts";
import { iconPath, ICON_SIZE, IMAGE_ROOT } from "../src/site/image-variants.ts";
import { leadPayloadSchema } from "../src/leads/payload-schema.ts";
import { LEAD_PAYLOAD_SCHEMA, OUTBOX_SETTINGS } from "../src/server/outbox/outbox.ts";
import { plainText } from "../src/site/plain-text.ts";
import { escapeMarkup } from "../src/seo/escape-markup.ts";
import { counterTags } from "../src/analytics/counter.ts";
import { inlineScript } from "./inline-scripts.ts";
import { hasInteractiveBlock } from "../src/islands/marks.ts";
import { copySiteFolder } from "../src/site/check-links.ts";
import { ISLAND_CHUNK, islandModules } from "../src/site/section-folders.ts";
import { commandLine } from "./command-line.ts";

const root = process.cwd();
const dist = join(root, "dist");
const TEMPLATE_COPY = join(root, ".build/template.html");

export interface ServerEntry {
  prepare(root?: string): Promise<void>;
  render(url: string): RenderResult;
  routeManifest(): RouteManifest;
}

function headFor(result: RenderResult): string {
  const { page } = result;
  return [
    `<meta name="description" content="${escapeMarkup(plainText(page.description))}" />`,
    // Canonical address, noindex, hreflang, Open Graph and JSON-LD.
    ...seoHeadTags(result),
    // The counter the site chose, if any (site.config.yaml analytics:).
    ...counterTags(result.site.analytics),
  ].join("\n    ");
}

/** Starts the code of the page's interactive blocks when first wanted: src/islands/loader.ts, as a page with such a block carries it. */
export const CODE_LOADER = inlineScript("code-loader");
/** The shell's conveniences, run as the page is read: src/inline/shell.ts, as every page carries it. */
export const SHELL_SCRIPT = inlineScript("shell");

/**
 * Takes Vite's entry script and module preloads out of the head. On a page with an interactive
 * block, CODE_LOADER starts them when first wanted; `onUse` are the chunks of the page's islands,
 * fetched when the visitor first uses one: listed in data-on-use, where the budgets count them.
 * A page without one fetches no script. Every page ends with the shell's script.
 */
function deferCode(html: string, preload: string[], onUse: string[], hasBlocks: boolean): string {
  const entries: string[] = [];
  const chunks: string[] = [];
  const rest = html
    // npm run dev's own client (/@vite/client) stays: it brings the error overlay and the reload on an edit.
    .replace(
      /\s*<script type="module"[^>]*\ssrc="((?!\/@)[^"]+)"[^>]*><\/script>/g,
      (_, src: string) => (entries.push(src), ""),
    )
    .replace(
      /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g,
      (_, href: string) => (chunks.push(href), ""),
    );
  if (entries.length !== 1)
    throw new Error(
      `The page template should hold one entry script from Vite, found ${entries.length}. Run npm run build again.`,
    );
  const modules = [...new Set([...entries, ...chunks, ...preload.map((file) => `/${file}`)])];
  const later = [...new Set(onUse.map((file) => `/${file}`))].filter(
    (file) => !modules.includes(file),
  );
  const onUseAttribute = later.length ? ` data-on-use="${later.join(" ")}"` : "";
  const loader = hasBlocks
    ? `  <script data-modules="${modules.join(" ")}"${onUseAttribute}>${CODE_LOADER}</script>\n`
    : "";
  // The shell's script last: it marks the page interactive, and the loader is in place by then.
  return rest.replace("</body>", `${loader}  <script>${SHELL_SCRIPT}</script>\n  </body>`);
}

const ICON_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  avif: "image/avif",
};

/** The browser tab's icon: the business's logo when it has one, as a PNG when it is a drawing (iconPath). */
const iconLink = (logo?: string) => {
  if (!logo) return "";
  const icon = iconPath(logo);
  const size = icon === logo ? "" : ` sizes="${ICON_SIZE}x${ICON_SIZE}"`;
  return `<link rel="icon" href="${escapeMarkup(icon)}" type="${ICON_TYPES[icon.split(".").pop()!.toLowerCase()]}"${size} />`;
};

/**
 * What the page template takes from the site rather than the page: the language of <html>, the
 * languages the detection script knows (the source language first) and the tab's icon. npm run
 * dev fills the same parts into index.html.
 */
export function fillSiteParts(
  template: string,
  site: Pick<SiteData, "lang" | "dir" | "defaultLanguage" | "languages" | "business">,
): string {
  const codes = [
    site.defaultLanguage,
    ...site.languages.map((l) => l.code).filter((c) => c !== site.defaultLanguage),
  ];
  return template
    .replace(
      /<html lang="[^"]*" dir="[^"]*">/,
      () => `<html lang="${site.lang}" dir="${site.dir}">`,
    )
    .replace(/data-languages="[^"]*"/, () => `data-languages="${codes.join(" ")}"`)
    .replace("<!--site-icon-->", () => iconLink(site.business.logo));
}

/** What the page's islands are drawn with, for the browser to hydrate them (src/islands/hydrate.tsx); nothing on a page without. */
function islandData(result: RenderResult): string {
  if (!result.islands) return "";
  return `<script type="application/json" id="island-data">${JSON.stringify(result.islands).replace(/</g, "\\u003c")}</script>`;
}

/**
 * A page as the visitor gets it: the template filled with the page's HTML, head and code. `chunksOf`
 * names the files of the source modules the page's code needs: the built chunks (chunksFor) in the
 * build, the modules themselves under npm run dev, which renders every page through this too.
 */
export function fillTemplate(
  template: string,
  result: RenderResult,
  chunksOf: (modules: string[]) => string[],
): string {
  const code = deferCode(
    template,
    chunksOf(result.dataModules),
    chunksOf(result.onUseModules),
    hasInteractiveBlock(result.html),
  );
  // Replaced by functions, so a "$" in the page's words is never read as a replacement pattern.
  return fillSiteParts(code, result.site)
    .replace(
      /<title>.*?<\/title>/,
      () => `<title>${escapeMarkup(plainText(result.page.title))}</title>`,
    )
    .replace(/\s*<meta name="description" content="" \/>/, "")
    .replace("<!--page-head-->", () => headFor(result))
    .replace("<!--page-html-->", () => result.html + islandData(result));
}

export type ViteManifest = Record<
  string,
  { file: string; name?: string; imports?: string[]; isEntry?: boolean }
>;

/** The built chunks of these source modules with everything they import, less what the entry already loads. */
export function chunksFor(
  manifest: ViteManifest,
  modules: string[],
  grouped: string[] = islandModules(root),
): string[] {
  // The islands' modules are all in one chunk (vite.config.ts), which the manifest names by its group.
  const islandChunk = Object.keys(manifest).find(
    (key) => key.startsWith("_") && manifest[key].name === ISLAND_CHUNK,
  );
  const keyOf = (module: string) =>
    !manifest[module] && grouped.includes(module) && islandChunk ? islandChunk : module;
  const entryChunks = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`The client build has no chunk for ${key}. Run npm run build again.`);
    if (into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryChunks);
  const chunks = new Set<string>();
  for (const module of modules) collect(keyOf(module), chunks);
  return [...chunks].filter((file) => !entryChunks.has(file));
}

/** One page to draw: its address, the file it goes to, and where its data is. */
export interface PageJob {
  path: string;
  file: string;
  lang: string;
  key: string;
}

/** What a worker is started with: the same for every page (scripts/prerender-worker.ts). */
export interface PrerenderSetup {
  root: string;
  outDir: string;
  template: string;
  viteManifest: ViteManifest;
  /** The hash of the code that draws pages and of each language's site data and words: with a page's data, what its drawing depends on. */
  codeHash: string;
  languageHashes: Record<string, string>;
}

/** How many pages a worker is sent at a time: enough to keep it busy, few enough that the workers finish together. */
const BATCH = 40;

/** Every file of these folders, sorted, for hashing. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
    );
}

/**
 * What every page's drawing depends on besides its own data: the server build, the template and
 * the client build's manifest, the source of the engine (the head tags and the inline scripts are
 * drawn from it here), and this script.
 */
function codeHash(template: string, viteManifest: ViteManifest): string {
  const sources = [
    ...filesUnder(join(root, ".build/server")),
    ...filesUnder(join(root, "src")).filter((file) => !file.includes("/generated/")),
    ...filesUnder(join(root, "scripts")),
  ];
  return hashOf(
    template,
    JSON.stringify(viteManifest),
    ...sources.flatMap((file) => [file, readFileSync(file)]),
  );
}

/** A pool of `count` worker processes drawing the jobs in batches; resolves with what each page is, for the sitemap. */
function drawInWorkers(
  setup: PrerenderSetup,
  jobs: PageJob[],
  count: number,
): Promise<{ pages: PageAddresses[]; used: string[]; drawn: number }> {
  return new Promise((done, fail) => {
    const pages: PageAddresses[] = [];
    const used: string[] = [];
    let drawn = 0;
    let next = 0;
    let running = 0;
    // React's production build: its development one checks every element and draws pages three times slower.
    const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" };
    const workers = Array.from({ length: count }, () =>
      fork(new URL("./prerender-worker.ts", import.meta.url), [], {
        execArgv: process.execArgv,
        env,
      }),
    );
    const stopAll = () => workers.forEach((worker) => worker.kill());
    const feed = (worker: ChildProcess) => {
      if (next >= jobs.length) {
        worker.send({ type: "end" });
        return;
      }
      running++;
      worker.send({ type: "draw", jobs: jobs.slice(next, (next += BATCH)) });
    };
    let ended = 0;
    for (const worker of workers) {
      worker.on("message", (message: WorkerReply) => {
        if (message.type === "failed") {
          stopAll();
          fail(new Error(message.error));
          return;
        }
        if (message.type === "drawn") {
          running--;
          pages.push(...message.pages);
          used.push(...message.used);
          drawn += message.drawn;
        }
        feed(worker);
      });
      worker.on("exit", (code) => {
        if (code !== 0 && code !== null) {
          stopAll();
          fail(new Error(`A prerender worker stopped with exit code ${code}.`));
        } else if (++ended === workers.length && running === 0) done({ pages, used, drawn });
      });
      worker.send({ type: "setup", setup });
    }
  });
}

export type WorkerReply =
  | { type: "ready" }
  | { type: "drawn"; pages: PageAddresses[]; used: string[]; drawn: number }
  | { type: "failed"; error: string };

/** As many workers as the machine has cores, and no more than the pages need. */
const workerCount = (jobs: number) =>
  Math.max(1, Math.min(availableParallelism(), Math.ceil(jobs / BATCH)));

export async function prerender(
  outDir = dist,
): Promise<{ files: string[]; seconds: number; drawn: number }> {
  const started = performance.now();
  // vite build writes dist/index.html; keep it as the template before the home page replaces it.
  if (
    existsSync(join(dist, "index.html")) &&
    readFileSync(join(dist, "index.html"), "utf8").includes("<!--page-html-->")
  ) {
    mkdirSync(dirname(TEMPLATE_COPY), { recursive: true });
    copyFileSync(join(dist, "index.html"), TEMPLATE_COPY);
  }
  const template = readFileSync(TEMPLATE_COPY, "utf8");
  const viteManifest: ViteManifest = JSON.parse(
    readFileSync(join(dist, ".vite/manifest.json"), "utf8"),
  );
  const generated = join(root, "src/generated");
  const manifest = JSON.parse(
    readFileSync(join(generated, "routes.json"), "utf8"),
  ) as RouteManifest;
  // The site's pictures, at the same /images/ addresses as in development.
  if (existsSync(join(root, IMAGE_ROOT, "images")))
    copySiteFolder(join(root, IMAGE_ROOT, "images"), join(outDir, "images"));
  const jobs: PageJob[] = [];
  for (const [lang, routes] of Object.entries(manifest.routes))
    for (const [path, key] of Object.entries(routes))
      jobs.push({ path, file: builtFileOf(path), lang, key });
  // One not-found page per language: dist/404.html, dist/fr/404.html, ...
  for (const lang of Object.keys(manifest.routes)) {
    const prefix = lang === manifest.defaultLanguage ? "" : `${lang}/`;
    jobs.push({
      path: `/${prefix}404`,
      file: builtFileOf(`/${prefix}404`, true),
      lang,
      key: "not-found",
    });
  }
  const languageHashes = Object.fromEntries(
    Object.keys(manifest.routes).map((lang) => [
      lang,
      hashOf(
        ...[`site.${lang}.json`, `locales/${lang}/common.json`, `locales/${lang}/nav.json`].map(
          (file) => readFileSync(join(generated, file)),
        ),
      ),
    ]),
  );
  const setup: PrerenderSetup = {
    root,
    outDir,
    template,
    viteManifest,
    codeHash: codeHash(template, viteManifest),
    languageHashes,
  };
  const { pages, used, drawn } = await drawInWorkers(setup, jobs, workerCount(jobs.length));
  // The cache keeps this build's pages only.
  new OutputCache(root, "pages").prune(used);
  // What the forms send, in every language: npm start's outbox keeps only leads that match it.
  const sites = generatedSites(root);
  if (Object.keys(sites[0].forms).length)
    writeFileSync(
      join(outDir, LEAD_PAYLOAD_SCHEMA),
      JSON.stringify(leadPayloadSchema(sites), null, 2) + "\n",
    );
  const outboxSettings = { maxRequestBytes: sites[0].delivery.maxRequestBytes };
  writeFileSync(join(outDir, OUTBOX_SETTINGS), JSON.stringify(outboxSettings, null, 2) + "\n");
  const { baseUrl } = sites[0];
  const sitemapOrder = new Map(jobs.map((job, i) => [job.path, i]));
  pages.sort((a, b) => sitemapOrder.get(a.path)! - sitemapOrder.get(b.path)!);
  writeFileSync(join(outDir, "sitemap.xml"), sitemapXml(baseUrl, pages));
  writeFileSync(join(outDir, "robots.txt"), robotsTxt(baseUrl));
  return {
    files: jobs.map((job) => job.file),
    seconds: (performance.now() - started) / 1000,
    drawn,
  };
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { values } = commandLine({
    usage: "Usage: tsx scripts/prerender.ts [--out DIR]",
    options: { out: { type: "string" } },
  });
  const outDir = values.out ? resolve(values.out) : dist;
  const { files, seconds, drawn } = await prerender(outDir);
  console.log(
    `Prerendered ${files.length} pages into ${outDir} in ${seconds.toFixed(2)}s (${drawn} drawn, ${files.length - drawn} unchanged since the last build).`,
  );
}
