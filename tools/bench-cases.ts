// npm run bench:server's crash and abuse cases: requests no browser sends, leads the server must
// refuse, and dist/ emptied while serving; each must be answered as expected, and the server must
// still serve / after it.
import { cpSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { leadRequest, pageRequest, rawStatus } from "./bench-requests.ts";
import { sampleLead, type PayloadSchema } from "./bench-lead.ts";
import { nextAddress, pageStatus, row, startServer, type BenchSite } from "./bench-site.ts";

/** A case: what it is, how it is sent (resolving with the status answered), and the statuses that answer it right. */
type Case = [string, () => Promise<number>, (status: number) => boolean];

/** A lead posted as raw bytes; each from an address of its own unless one is given. */
const post = (body: string, headers?: string, from = nextAddress()) =>
  leadRequest(body, { headers, address: from });
const raw = rawStatus;

/** Requests no browser would send: broken addresses, a request line that is not HTTP, a huge header. */
const requestCases = (origin: string): Case[] => [
  ...["//:99999/", "//[", "//a%20b/", "//x:y/", "/%E0%A4%A", "/%00"].map((target): Case => [
    `GET ${target}`,
    () => raw(origin, pageRequest(target)),
    (s) => s >= 400 && s < 500,
  ]),
  ["a request line that is not HTTP", () => raw(origin, "HELLO\r\n\r\n"), (s) => s === 400],
  [
    "a 100 kB header",
    () => raw(origin, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(100_000)}\r\n\r\n`),
    (s) => s === 431 || s === 400,
  ],
];

/** Leads from elsewhere, too big, too deep or wrong, and one address sending too many. */
function leadCases(origin: string, schema: PayloadSchema): Case[] {
  const valid = JSON.stringify(sampleLead(schema));
  /** A lead whose message is `depth` arrays inside each other, written as text (no parser here could hold it). */
  const nested = (depth: number) =>
    valid.replace(/"name":"[^"]*"/, `"name":${"[".repeat(depth)}${"]".repeat(depth)}`);
  return [
    [
      "a lead as text/plain (another site's form)",
      () => raw(origin, post(valid, "Content-Type: text/plain\r\n")),
      (s) => s === 415,
    ],
    [
      "a lead from another site's page (Origin)",
      () =>
        raw(
          origin,
          post(valid, "Content-Type: application/json\r\nOrigin: https://elsewhere.example\r\n"),
        ),
      (s) => s === 403,
    ],
    ["an empty lead", () => raw(origin, post("{}")), (s) => s === 400],
    [
      "290 kB of nested template params",
      () => raw(origin, post(nested(145_000))),
      (s) => s === 413,
    ],
    [
      "60 kB of nested template params (under the size limit)",
      () => raw(origin, post(nested(30_000))),
      (s) => s === 400,
    ],
    ["a 5 MB body", () => raw(origin, post("x".repeat(5 * 1024 * 1024))), (s) => s === 413],
    [
      "a lead with a GIF as its photo",
      () =>
        raw(
          origin,
          post(JSON.stringify(sampleLead(schema, "data:image/gif;base64,R0lGODlhAQABAAAAACw="))),
        ),
      (s) => s === 400,
    ],
    [
      "a lead with the hidden field filled (kept: none)",
      () =>
        raw(
          origin,
          post(
            JSON.stringify({
              ...sampleLead(schema),
              template_params: { ...sampleLead(schema).template_params, website: "x" },
            }),
          ),
        ),
      (s) => s === 200,
    ],
    [
      "a 6th lead in a minute from one address",
      async () => {
        for (let i = 0; i < 5; i++) await raw(origin, post(valid, undefined, "10.200.0.1"));
        return raw(origin, post(valid, undefined, "10.200.0.1"));
      },
      (s) => s === 429,
    ],
  ];
}

/** dist/ emptied by a rebuild while serving, then put back. */
const rebuildCase = (origin: string, site: BenchSite): Case => [
  "dist/ emptied by a rebuild while serving",
  async () => {
    rmSync(site.dist, { recursive: true, force: true });
    const status = await pageStatus(`${origin}/`);
    cpSync(join(site.root, "dist"), site.dist, { recursive: true });
    return status;
  },
  (s) => s === 200,
];

/** Every case in turn, against one server with its outbox in `outbox`; returns whether each was answered right, with the server still serving, and only the 5 good leads kept. */
export async function crashCases(site: BenchSite, outbox: string): Promise<boolean> {
  let held = true;
  const server = await startServer(site.env(outbox));
  const cases: Case[] = [
    ...requestCases(server.origin),
    ...leadCases(server.origin, site.schema),
    rebuildCase(server.origin, site),
  ];
  for (const [label, run, isAnswered] of cases) {
    const status = await run();
    const alive = (await pageStatus(`${server.origin}/`)) === 200 && server.child.exitCode === null;
    if (!isAnswered(status) || !alive) held = false;
    row(label, `${status || "no answer"}${alive ? ", still serving" : ", NOT SERVING"}`);
  }
  const caseLeads = readdirSync(outbox).filter((n) => n.endsWith(".json")).length;
  row("leads kept from those cases (5 good ones only)", `${caseLeads}`);
  if (caseLeads !== 5) held = false;
  await server.stop();
  return held;
}
