// dist/_headers: the security headers of the built site and the caching of its assets, as Netlify
// and Cloudflare Pages read them. npm run build writes it (scripts/hosting.ts); the server reads
// its global block and sends the same headers with every answer.

/** Hashed file names never change content: cache them for a year. Pages: always ask again. */
export const CACHING = {
  assets: "public, max-age=31536000, immutable",
  pages: "no-cache",
  other: "public, max-age=3600",
} as const;

/**
 * Headers for the addresses under one path (`/admin/*`) besides those every answer carries: some
 * taken away (Cloudflare Pages' "! Name" lines), some added. A request whose path matches several
 * rules gets all of them, in the file's order.
 */
export interface HeaderRule {
  path: string;
  detach?: string[];
  set?: Record<string, string>;
}

export function headersFile(headers: Record<string, string>, rules: HeaderRule[] = []): string {
  const block = ({ path, detach = [], set = {} }: HeaderRule) =>
    [
      path,
      ...detach.map((name) => `  ! ${name}`),
      ...Object.entries(set).map(([name, value]) => `  ${name}: ${value}`),
    ].join("\n");
  const blocks = [
    { path: "/*", set: headers },
    { path: "/assets/*", set: { "Cache-Control": CACHING.assets } },
    ...rules,
  ];
  return `# Written by npm run build (scripts/hosting.ts). Read by Netlify and Cloudflare Pages.\n${blocks.map(block).join("\n")}\n`;
}

/** Every block of a _headers file, in its order. */
export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: Required<HeaderRule>[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), detach: [], set: {} });
      continue;
    }
    const rule = rules.at(-1);
    const detached = /^\s+!\s*(\S+)\s*$/.exec(line);
    const match = /^\s+([^:]+):\s*(.*)$/.exec(line);
    if (rule && detached) rule.detach.push(detached[1]);
    else if (rule && match) rule.set[match[1]] = match[2];
  }
  return rules;
}

const matches = (pattern: string, path: string) =>
  pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) : path === pattern;

/**
 * The headers an answer at `path` carries, as a static host reads the rules: each matching rule
 * in turn takes away what it detaches and adds what it sets. Caching is left to the server's
 * own answers (static-site.ts), which know a page from an asset and a miss.
 */
export function headersForPath(rules: HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!matches(rule.path, path)) continue;
    for (const name of rule.detach ?? []) delete headers[name];
    for (const [name, value] of Object.entries(rule.set ?? {}))
      if (name !== "Cache-Control") headers[name] = value;
  }
  return headers;
}

/** The global block of a _headers file: what every answer carries. */
export function parseHeadersFile(text: string): Record<string, string> {
  return { ...parseHeaderRules(text).find((rule) => rule.path === "/*")?.set };
}
