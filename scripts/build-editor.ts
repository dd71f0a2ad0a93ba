// npm run build:editor: the content editor, built into dist/admin/ beside a complete build, to
// save to the site's GitHub repository (EDITOR_REPO, "owner/name"; EDITOR_BRANCH, main by
// default) through pull requests; the deploy job runs it after npm run build. Its code is in no
// visitor's page: the editor's page has its own policy (a meta tag, as Decap CMS needs eval and
// inline styles), and dist/_headers takes the site's policy and opener isolation away from
// /admin/ alone, which GitHub's sign-in window needs. DEPLOY.md, "The content editor".
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { build } from "vite";
import react from "@vitejs/plugin-react";
import { validateSite } from "../src/site/check/validate-site.ts";
import { formatDiagnostic } from "../src/site/check/diagnostics.ts";
import { BUILD_COMPLETE } from "../src/server/served-build.ts";
import {
  CACHING,
  headersFile,
  parseHeadersFile,
  type HeaderRule,
} from "../src/server/headers-file.ts";
import type { PublishedRepository } from "../src/editor/config/backend.ts";
import { writeEditorConfig } from "./editor-config.ts";
import { runAsCommand } from "./command-line.ts";

export const EDITOR_DIR = "admin";

/** What the editor's page may load and reach: its own code, GitHub's API and its pictures. */
export const EDITOR_POLICY = [
  "default-src 'self'",
  // Decap CMS checks its configuration with compiled schemas (new Function).
  "script-src 'self' 'unsafe-eval'",
  // Its components write their styles as they draw.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' https://api.github.com",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

/** The editor's headers on a static host, after every page's (Cloudflare Pages' and npm start's reading). */
export const EDITOR_RULES: HeaderRule[] = [
  {
    path: `/${EDITOR_DIR}/*`,
    // Its page carries its own policy; a sign-in window must be able to answer the page that opened it.
    detach: ["Content-Security-Policy", "Cross-Origin-Opener-Policy"],
    set: { "X-Robots-Tag": "noindex" },
  },
  { path: `/${EDITOR_DIR}/assets/*`, set: { "Cache-Control": CACHING.assets } },
];

/** The repository named in the environment, or what is wrong with it. */
export function publishedRepository(env: NodeJS.ProcessEnv): PublishedRepository | string {
  const repo = env.EDITOR_REPO?.trim();
  if (!repo)
    return "Set EDITOR_REPO to the GitHub repository the editor saves to, such as EDITOR_REPO=owner/site (the deploy job sets it to its own repository).";
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo))
    return `EDITOR_REPO is "${repo}", which is not a GitHub repository's name: write it as owner/name.`;
  return { repo, branch: env.EDITOR_BRANCH?.trim() || "main" };
}

/** The editor's built page with its policy first in <head>, before any script. */
export function withPolicy(html: string): string {
  return html.replace(
    /<meta charset="utf-8" \/>/,
    (charset) =>
      `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${EDITOR_POLICY}" />`,
  );
}

export async function buildEditor(
  root: string,
  published: PublishedRepository,
  distDir = join(root, "dist"),
): Promise<void> {
  const { content, diagnostics } = validateSite(root);
  if (!content)
    throw new Error(
      `${diagnostics.map(formatDiagnostic).join("\n\n")}\n\nThe editor is built for a valid site: fix these first.`,
    );
  writeEditorConfig(root, content.config.value.site);
  const out = join(root, ".build/editor");
  await build({
    configFile: false,
    root,
    base: `/${EDITOR_DIR}/`,
    publicDir: false,
    logLevel: "error",
    plugins: [react()],
    define: { __EDITOR_PUBLISHED__: JSON.stringify(published) },
    build: {
      outDir: out,
      emptyOutDir: true,
      chunkSizeWarningLimit: 10_000,
      rollupOptions: { input: join(root, "src/editor/index.html") },
    },
  });
  const target = join(distDir, EDITOR_DIR);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  renameSync(join(out, "assets"), join(target, "assets"));
  const page = readFileSync(join(out, "src/editor/index.html"), "utf8");
  writeFileSync(join(target, "index.html"), withPolicy(page));
  rmSync(out, { recursive: true, force: true });
  const headers = join(distDir, "_headers");
  writeFileSync(
    headers,
    headersFile(parseHeadersFile(readFileSync(headers, "utf8")), EDITOR_RULES),
  );
}

export async function main(): Promise<number> {
  const root = process.cwd();
  const published = publishedRepository(process.env);
  if (typeof published === "string") {
    console.error(published);
    return 1;
  }
  if (!existsSync(resolve("dist", BUILD_COMPLETE))) {
    console.error(
      "There is no complete build in dist/ to add the editor to: run npm run build first.",
    );
    return 1;
  }
  await buildEditor(root, published);
  console.log(
    `The content editor is in dist/${EDITOR_DIR}/, saving to ${published.repo} (${published.branch}) through pull requests.`,
  );
  return 0;
}

await runAsCommand(import.meta.url, main);
