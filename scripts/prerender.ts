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
import { dirname, join, relative, resolve } from "node:path";
import type { RouteManifest } from "../src/site/resolve/site-data.ts";
import { builtFileOf } from "../src/site/shared/localized-path.ts";
import type { PageAddresses } from "../src/seo/page-urls.ts";
import { generatedSites } from "../src/site/resolve/generated-site.ts";
import { hashOf, OutputCache } from "./output-cache.ts";
import { robotsTxt, sitemapXml } from "../src/seo/sitemap.ts";
import { IMAGE_ROOT } from "../src/site/resolve/image-variants.ts";
import { leadPayloadSchema } from "../src/leads/payload-schema.ts";
import { LEAD_PAYLOAD_SCHEMA, OUTBOX_SETTINGS } from "../src/server/outbox/outbox.ts";
import { copySiteFolder } from "../src/site/check/check-links.ts";
import { commandLine, runAsCommand } from "./command-line.ts";
import type { ViteManifest } from "./prerender-chunks.ts";
import { drawInWorkers, workerCount, type PageJob, type PrerenderSetup } from "./prerender-pool.ts";

// What npm run dev, npm run budgets and the tests take from the drawing of pages.
export { codeLoader, SHELL_SCRIPT, fillTemplate } from "./prerender-template.ts";
export { chunksFor } from "./prerender-chunks.ts";

const root = process.cwd();
const dist = join(root, "dist");
const TEMPLATE_COPY = join(root, ".build/template.html");

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
    // Each file by its path within the project, so a project moved or copied keeps its pages.
    ...sources.flatMap((file) => [relative(root, file), readFileSync(file)]),
  );
}

/** The page template: the client build's index.html, from the copy kept under .build/. */
function pageTemplate(): string {
  // vite build writes dist/index.html; keep it as the template before the home page replaces it.
  if (
    existsSync(join(dist, "index.html")) &&
    readFileSync(join(dist, "index.html"), "utf8").includes("<!--page-html-->")
  ) {
    mkdirSync(dirname(TEMPLATE_COPY), { recursive: true });
    copyFileSync(join(dist, "index.html"), TEMPLATE_COPY);
  }
  return readFileSync(TEMPLATE_COPY, "utf8");
}

/** Every page to draw: each route of each language, then a not-found page per language. */
function pageJobs(manifest: RouteManifest): PageJob[] {
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
  return jobs;
}

/** The hash of each language's site data and interface words, by language. */
function languageHashesOf(manifest: RouteManifest, generated: string): Record<string, string> {
  return Object.fromEntries(
    Object.keys(manifest.routes).map((lang) => [
      lang,
      hashOf(
        ...[`site.${lang}.json`, `locales/${lang}/common.json`, `locales/${lang}/nav.json`].map(
          (file) => readFileSync(join(generated, file)),
        ),
      ),
    ]),
  );
}

/** The files beside the pages: what the forms send, the outbox's settings, the sitemap (in the pages' order) and robots.txt. */
function writeSiteFiles(outDir: string, jobs: PageJob[], pages: PageAddresses[]): void {
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
}

export async function prerender(
  outDir = dist,
): Promise<{ files: string[]; seconds: number; drawn: number }> {
  const started = performance.now();
  const template = pageTemplate();
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
  const jobs = pageJobs(manifest);
  const languageHashes = languageHashesOf(manifest, generated);
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
  writeSiteFiles(outDir, jobs, pages);
  return {
    files: jobs.map((job) => job.file),
    seconds: (performance.now() - started) / 1000,
    drawn,
  };
}

/** The command, and a step of the build: returns the exit code. */
export async function main(args: string[]): Promise<number> {
  const { values } = commandLine({
    usage: "Usage: tsx scripts/prerender.ts [--out DIR]",
    options: { out: { type: "string" } },
    args,
  });
  const outDir = values.out ? resolve(values.out) : dist;
  const { files, seconds, drawn } = await prerender(outDir);
  console.log(
    `Prerendered ${files.length} pages into ${outDir} in ${seconds.toFixed(2)}s (${drawn} drawn, ${files.length - drawn} unchanged since the last build).`,
  );
  return 0;
}

await runAsCommand(import.meta.url, main);
