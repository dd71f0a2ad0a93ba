import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  nginxHeaders,
  securityHeaders,
} from "./hosting.ts";
import {
  headersFile,
  headersForPath,
  parseHeaderRules,
  parseHeadersFile,
} from "../src/server/headers-file.ts";
import {
  nginxLanguages,
  nginxRedirects,
  parseRedirectsFile,
  redirectsFile,
} from "../src/server/redirects-file.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inline script hashes", () => {
  it("hashes each script the browser runs, once, and skips data blocks and external files", () => {
    const html = `<script>a()</script><script data-languages="en fr">b()</script><script type="module">c()</script>
      <script type="application/ld+json">{"@type":"Thing"}</script><script type="application/json" id="w">{}</script>
      <script type="module" src="/assets/x.js"></script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()"), sha("c()")]);
  });
});

describe("the policy", () => {
  const policy = contentSecurityPolicy({
    scriptHashes: [sha("a()")],
    frameOrigins: ["https://www.openstreetmap.org"],
  });
  it("allows scripts only from the site and by hash, and lets leads reach only the site or the provider", () => {
    expect(policy).toContain(`script-src 'self' ${sha("a()")};`);
    expect(policy).toContain("connect-src 'self' https://api.emailjs.com;");
    expect(policy).toContain("frame-src https://www.openstreetmap.org;");
    expect(policy).not.toContain("unsafe");
  });
  it("names a counter only when the site has chosen one: its script and where it sends", () => {
    expect(policy).not.toContain("plausible");
    const counted = contentSecurityPolicy({
      scriptHashes: [sha("a()")],
      frameOrigins: [],
      counterOrigin: "https://plausible.io",
    });
    expect(counted).toContain(`script-src 'self' https://plausible.io ${sha("a()")};`);
    expect(counted).toContain("connect-src 'self' https://api.emailjs.com https://plausible.io;");
  });
  it("frames nothing when no map is configured", () => {
    expect(contentSecurityPolicy({ scriptHashes: [], frameOrigins: [] })).toContain(
      "frame-src 'none'",
    );
  });
});

describe("configuration files", () => {
  const headers = securityHeaders({ scriptHashes: [sha("a()")], frameOrigins: [] });
  it("reads back from _headers exactly what was written for every page", () => {
    expect(parseHeadersFile(headersFile(headers))).toEqual(headers);
  });
  it("gives an address under a rule of its own what every page has, less what the rule takes away, plus what it adds", () => {
    const file = headersFile(headers, [
      { path: "/tools/*", detach: ["X-Frame-Options"], set: { "X-Robots-Tag": "noindex" } },
    ]);
    expect(file).toContain("/tools/*\n  ! X-Frame-Options\n  X-Robots-Tag: noindex\n");
    const rules = parseHeaderRules(file);
    expect(parseHeadersFile(file)).toEqual(headers);
    expect(headersForPath(rules, "/about")).toEqual(headers);
    const { "X-Frame-Options": _, ...rest } = headers;
    expect(headersForPath(rules, "/tools/edit")).toEqual({ ...rest, "X-Robots-Tag": "noindex" });
    // Caching is the server's to decide, by what it answers.
    expect(headersForPath(rules, "/assets/a.js")).toEqual(headers);
  });
  it("reads back from _redirects each former address and where it leads, with or without its final slash for nginx", () => {
    const moved = { "/special-offer": "/coupon", "/fr/special-offer": "/fr/coupon" };
    expect(Object.fromEntries(parseRedirectsFile(redirectsFile(moved)))).toEqual(moved);
    expect(nginxRedirects(moved)).toContain(
      "location = /fr/special-offer/ { return 301 /fr/coupon; }",
    );
  });
  it("gives nginx each language's own not-found page, by the language's whole code", () => {
    const conf = nginxLanguages(["fr", "zh-Hans", "pt-BR"]);
    expect(conf).toContain("location ~ ^/(?<lang>fr|zh-Hans|pt-BR)/ {");
    expect(conf).toContain("error_page 404 /$lang/404.html;");
    expect(nginxLanguages([])).not.toContain("location");
  });
  it("gives nginx one add_header line per header, sent with error pages too", () => {
    const lines = nginxHeaders(headers)
      .split("\n")
      .filter((line) => line.startsWith("add_header"));
    expect(lines).toHaveLength(Object.keys(headers).length);
    expect(lines.every((line) => line.endsWith(" always;"))).toBe(true);
  });
});
