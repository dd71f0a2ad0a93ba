// The security headers the site is served with, and the ready configuration for static hosts:
// dist/_headers (Netlify, Cloudflare Pages) and deploy/security-headers.conf (nginx, included by
// deploy/nginx.conf), with the redirects of pages' former addresses (dist/_redirects,
// deploy/redirects.conf). Written by npm run build from the built pages; npm start serves the same.
import { generatedSite } from "../src/site/resolve/generated-site.ts";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { parse } from "node-html-parser";
import { join, resolve } from "node:path";
import { builtPages } from "./built-pages.ts";
import { counterOrigin } from "../src/analytics/counter.ts";
import { headersFile } from "../src/server/headers-file.ts";
import { nginxLanguages, nginxRedirects, redirectsFile } from "../src/server/redirects-file.ts";
import type { RouteManifest } from "../src/site/resolve/site-data.ts";
import { runAsCommand } from "./command-line.ts";

/** Where leads go when the EmailJS keys are set (the outbox is the site's own origin). */
export const PROVIDER_ORIGIN = "https://api.emailjs.com";

/** The scripts that run or that the browser follows: no src, and a type of code or speculation rules (data blocks such as JSON-LD are not run). */
const RUN_TYPES = new Set(["", "module", "text/javascript", "speculationrules"]);

/** sha256 of each inline script the browser runs or follows (data blocks such as JSON-LD need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = parse(html)
    .querySelectorAll("script")
    .filter((script) => !script.hasAttribute("src"))
    .filter((script) => RUN_TYPES.has((script.getAttribute("type") ?? "").toLowerCase()))
    .map(
      (script) =>
        `'sha256-${createHash("sha256").update(script.rawText, "utf8").digest("base64")}'`,
    );
  return [...new Set(hashes)];
}

export interface PolicyInputs {
  scriptHashes: string[];
  /** Origins the pages may frame: the map. */
  frameOrigins: string[];
  /** The counter's origin, only when the site has chosen one (its script, and where it sends). */
  counterOrigin?: string;
}

export function contentSecurityPolicy({
  scriptHashes,
  frameOrigins,
  counterOrigin,
}: PolicyInputs): string {
  const counter = counterOrigin ? ` ${counterOrigin}` : "";
  return [
    "default-src 'self'",
    `script-src 'self'${counter} ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self'",
    // data: is the visitor's own photo, read in the browser to shrink it before sending.
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${PROVIDER_ORIGIN}${counter}`,
    `frame-src ${frameOrigins.length ? frameOrigins.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders(inputs: PolicyInputs): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(inputs),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

export function nginxHeaders(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(
    ([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`,
  );
  return `# Written by npm run build (scripts/hosting.ts). Included by deploy/nginx.conf in each location.\n${lines.join("\n")}\n`;
}

/** The headers for the site built in distDir, from its pages and the map named in site.config.yaml (as generated). */
export function headersForBuild(distDir: string, root = process.cwd()): Record<string, string> {
  const scriptHashes = [
    ...new Set(
      builtPages(distDir).flatMap((file) => inlineScriptHashes(readFileSync(file, "utf8"))),
    ),
  ].sort();
  const site = generatedSite(root);
  const map = site.business.mapEmbedUrl;
  return securityHeaders({
    scriptHashes,
    frameOrigins: map ? [new URL(map).origin] : [],
    counterOrigin: counterOrigin(site.analytics),
  });
}

/** Every address a page had before, in every language, and where it is now (from the generated routes). */
/** Writes the headers and redirects for each kind of host; returns the headers and how many addresses moved. */
export function writeHostingConfig(
  distDir: string,
  root = process.cwd(),
): { headers: Record<string, string>; moved: number } {
  const headers = headersForBuild(distDir, root);
  const {
    routes,
    defaultLanguage,
    moved: byLanguage,
  } = JSON.parse(readFileSync(join(root, "src/generated/routes.json"), "utf8")) as RouteManifest;
  // Every address a page had before, in every language, and where it is now.
  const moved = Object.assign({}, ...Object.values(byLanguage ?? {})) as Record<string, string>;
  writeFileSync(join(distDir, "_headers"), headersFile(headers));
  writeFileSync(join(distDir, "_redirects"), redirectsFile(moved));
  mkdirSync(join(root, "deploy"), { recursive: true });
  writeFileSync(join(root, "deploy/security-headers.conf"), nginxHeaders(headers));
  writeFileSync(join(root, "deploy/redirects.conf"), nginxRedirects(moved));
  writeFileSync(
    join(root, "deploy/languages.conf"),
    nginxLanguages(Object.keys(routes).filter((code) => code !== defaultLanguage)),
  );
  return { headers, moved: Object.keys(moved).length };
}

/** The command, and a step of the build: returns the exit code. */
export async function main(): Promise<number> {
  const { headers, moved } = writeHostingConfig(resolve("dist"));
  console.log(
    `Security headers written to dist/_headers and deploy/security-headers.conf (${headers["Content-Security-Policy"].split("sha256-").length - 1} inline script hashes), redirects of former addresses to dist/_redirects and deploy/redirects.conf (${moved}).`,
  );
  return 0;
}

await runAsCommand(import.meta.url, main);
