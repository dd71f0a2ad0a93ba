// npm start's server (and scripts/serve.ts's): the site's server made from the environment (PORT,
// HOST, DIST_DIR, OUTBOX_DIR, TRUST_PROXY, LOG_FORMAT and the OUTBOX_ limits, DEPLOY.md; also from
// site.env, the file the service reads), with a
// message that says what to do when it cannot start.
import type { FastifyInstance } from "fastify";
import pretty from "pino-pretty";
import { isIP } from "node:net";
import { resolve, sep } from "node:path";
import { createSiteServer, type SiteServerOptions } from "./app.ts";
import { limitsFromEnvironment, type OutboxLimits } from "./outbox/limits.ts";
import { prepareOutbox } from "./outbox/storage.ts";
import { withSiteEnv } from "./site-env.ts";

/**
 * TRUST_PROXY as Fastify's trustProxy takes it, and only as a proxy can be believed: a whole
 * number, that many hops in front of the server ("1": the reverse proxy on this machine), or a list
 * of the proxies' addresses or ranges. "true" would believe the first address of X-Forwarded-For,
 * which any client writes itself, so one client could pass for many: it is read as 1, with a
 * warning. A value that fits none of these believes no proxy, with a warning, rather than stop
 * the server.
 */
export function trustProxySetting(value: string | undefined): {
  setting: string | number | false;
  warning?: string;
} {
  const text = (value ?? "").trim();
  if (text === "" || text === "false") return { setting: false };
  if (text === "true")
    return {
      setting: 1,
      warning:
        "TRUST_PROXY=true would believe any address a client writes in X-Forwarded-For, so one client could pass for many and get around the lead limits. It is read as 1, the one proxy in front of this server. Write 1, or the proxy's own address such as 127.0.0.1 (DEPLOY.md).",
    };
  if (/^\d+$/.test(text)) return { setting: Number(text) };
  const isAddress = (part: string) =>
    isIP(part.split("/")[0]) !== 0 && (!part.includes("/") || /^\d{1,3}$/.test(part.split("/")[1]));
  const parts = text.split(",").map((part) => part.trim());
  if (parts.every(isAddress)) return { setting: parts.join(",") };
  return {
    setting: false,
    warning: `TRUST_PROXY is "${text}", which is neither a number of proxies nor a list of their addresses such as 127.0.0.1 or 10.0.0.0/8, so no proxy is believed and visitors behind one share its limits. Write 1, or the proxy's address (DEPLOY.md).`,
  };
}

/**
 * Where the server's log goes: one JSON object a line when no person reads it (systemd, a file, a
 * pipe), and readable lines in a terminal (pino-pretty). LOG_FORMAT=json or pretty chooses.
 */
export function logStreamFor(
  isTerminal: boolean | undefined,
  format = "",
  destination: NodeJS.WritableStream = process.stdout,
): SiteServerOptions["logStream"] {
  if (format === "json" || (format !== "pretty" && !isTerminal)) return undefined;
  return pretty({
    colorize: Boolean(isTerminal),
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname",
    singleLine: true,
    destination,
    sync: true,
  });
}

export async function startServer(): Promise<FastifyInstance> {
  // site.env, which the service reads too (DEPLOY.md), under what the environment itself sets.
  let settingsFile: string | undefined;
  try {
    const site = withSiteEnv(process.env, process.cwd());
    settingsFile = site.file;
    Object.assign(process.env, site.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? "127.0.0.1";
  const distDir = resolve(process.env.DIST_DIR ?? "dist");
  const outboxDir = resolve(process.env.OUTBOX_DIR ?? "outbox");
  const fail = (message: string): never => {
    console.error(message);
    process.exit(1);
  };
  if (outboxDir === distDir || outboxDir.startsWith(distDir + sep))
    fail(
      `OUTBOX_DIR (${outboxDir}) is inside the served folder ${distDir}. Choose a folder outside it, so leads are never served.`,
    );
  let removed = 0;
  try {
    ({ removed } = prepareOutbox(outboxDir));
  } catch (error) {
    fail((error as Error).message);
  }
  let limits: Partial<OutboxLimits> = {};
  try {
    limits = limitsFromEnvironment();
  } catch (error) {
    fail((error as Error).message);
  }
  const proxy = trustProxySetting(process.env.TRUST_PROXY);
  const app = await createSiteServer({
    distDir,
    logStream: logStreamFor(process.stdout.isTTY, process.env.LOG_FORMAT),
    outbox: { dir: outboxDir, limits },
    trustProxy: proxy.setting,
    connectionsPerClient: Number(process.env.CONNECTIONS_PER_CLIENT ?? 32),
    maxConnections:
      Number(process.env.MAX_CONNECTIONS) > 0 ? Number(process.env.MAX_CONNECTIONS) : undefined,
  }).catch((error: Error) => fail(error.message));
  if (removed)
    app.log.info(
      { removed },
      `Removed ${removed} half-written file(s) and photo(s) of unfinished leads a stopped server left in ${outboxDir}; every lead it answered OK is whole.`,
    );
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  let address = "";
  try {
    address = await app.listen({ port, host });
  } catch (error) {
    fail(`Cannot listen on ${host}:${port}: ${(error as Error).message}. Set PORT to a free port.`);
  }
  if (proxy.warning) app.log.warn(proxy.warning);
  if (settingsFile) app.log.info(`Settings read from ${settingsFile}`);
  app.log.info(`Serving ${distDir} at ${address}`);
  app.log.info(`Leads sent to this server's outbox are kept in ${outboxDir}`);
  return app;
}
