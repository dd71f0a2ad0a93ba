// dist/_headers: the security headers of the built site and the caching of its assets, as Netlify
// and Cloudflare Pages read them. npm run build writes it (scripts/hosting.ts); the server reads
// its global block and sends the same headers with every answer.

/** Hashed file names never change content: cache them for a year. Pages: always ask again. */
export const CACHING = {
  assets: "public, max-age=31536000, immutable",
  pages: "no-cache",
  other: "public, max-age=3600",
} as const;

export function headersFile(headers: Record<string, string>): string {
  const block = (path: string, entries: Record<string, string>) =>
    [path, ...Object.entries(entries).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  return `# Written by npm run build (scripts/hosting.ts). Read by Netlify and Cloudflare Pages.\n${block("/*", headers)}\n${block("/assets/*", { "Cache-Control": CACHING.assets })}\n`;
}

/** The global block of a _headers file, as npm start applies it. */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inGlobal = false;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      inGlobal = line.trim() === "/*";
      continue;
    }
    const match = /^\s+([^:]+):\s*(.*)$/.exec(line);
    if (inGlobal && match) headers[match[1]] = match[2];
  }
  return headers;
}
