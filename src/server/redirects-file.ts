// dist/_redirects: the addresses pages had before (a page's formerPaths), each leading to where the
// page is now, permanently (301), in the form Netlify and Cloudflare Pages read. npm run build
// writes it (scripts/hosting.ts), with deploy/redirects.conf for nginx; the server reads it.

/** The file for `moved`, old address -> new, in every language. */
export function redirectsFile(moved: Record<string, string>): string {
  const lines = Object.entries(moved).map(([from, to]) => `${from} ${to} 301`);
  return `# Written by npm run build (scripts/hosting.ts) from the pages' formerPaths. Read by Netlify and Cloudflare Pages.\n${lines.join("\n")}${lines.length ? "\n" : ""}`;
}

/** The same for nginx, included by deploy/nginx.conf: each old address, with or without its final slash. */
export function nginxRedirects(moved: Record<string, string>): string {
  const lines = Object.entries(moved).flatMap(([from, to]) => [
    `location = ${from} { return 301 ${to}; }`,
    `location = ${from}/ { return 301 ${to}; }`,
  ]);
  return `# Written by npm run build (scripts/hosting.ts) from the pages' formerPaths. Included by deploy/nginx.conf.\n${lines.join("\n")}${lines.length ? "\n" : ""}`;
}

/** The old addresses of a _redirects file and where each leads, as npm start answers them. */
export function parseRedirectsFile(text: string): Map<string, string> {
  const moved = new Map<string, string>();
  for (const line of text.split("\n")) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || from.startsWith("#") || !to?.startsWith("/") || status !== "301") continue;
    moved.set(from, to);
  }
  return moved;
}

/**
 * For nginx, the address folder of each language but the default one, whose missing pages get
 * that language's not-found page; included by deploy/nginx.conf.
 */
export function nginxLanguages(prefixes: string[]): string {
  const header =
    "# Written by npm run build (scripts/hosting.ts) from site.languages. Included by deploy/nginx.conf.";
  if (!prefixes.length) return `${header}\n`;
  return `${header}
# A missing page in a language gets that language's not-found page.
location ~ ^/(?<lang>${prefixes.map((code) => code.replace(/[^A-Za-z0-9-]/g, "")).join("|")})/ {
    include /etc/nginx/site/security-headers.conf;
    add_header Cache-Control "no-cache" always;
    error_page 404 /$lang/404.html;
    try_files $uri $uri/index.html =404;
}
`;
}
