// The server's connections, held so that neither a few clients nor many can fill its table of
// open files: at most `perClient` for one client (an IPv4 address or an IPv6 /64), and `total`
// together, kept below what ulimit -n allows. When the table is full, a new client still gets in:
// the client holding the most connections loses its oldest one, as long as it holds more than a
// fair share; otherwise the newcomer is answered 503 with Retry-After, never reset.
import type { Server } from "node:http";
import type { Socket } from "node:net";
import { readFileSync } from "node:fs";
import { addressGroup } from "./outbox/limits.ts";

/** Connections a client may keep when the table is full: what a browser opens to one site. */
const FAIR_SHARE = 6;

const BUSY = "Busy, please try again in a few seconds";
/** The answer to a connection the table has no room for: written whole at once, then closed. */
const BUSY_ANSWER = `HTTP/1.1 503 Service Unavailable\r\nRetry-After: 5\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${BUSY.length}\r\nConnection: close\r\n\r\n${BUSY}`;

/** The files this process may open (ulimit -n), from Linux's /proc; undefined elsewhere. */
export function openFilesLimit(): number | undefined {
  try {
    const line = /^Max open files\s+(\d+)/m.exec(readFileSync("/proc/self/limits", "utf8"));
    return line ? Number(line[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** The connections to hold at most when the process may open `files` files: a quarter kept for files, at least 64. */
export const connectionsFor = (files: number | undefined) =>
  files === undefined ? 10_000 : Math.max(16, files - Math.max(64, Math.floor(files / 4)));

/**
 * Holds the server's connections to `total`, and each client's to `perClient` when given (not
 * behind a proxy, whose connections carry every visitor: there the newcomer gets the 503).
 */
export function limitConnections(server: Server, total: number, perClient?: number): void {
  /** Each client's open connections, oldest first. */
  const byClient = new Map<string, Set<Socket>>();
  let all = 0;
  const forget = (client: string, socket: Socket) => {
    const mine = byClient.get(client);
    if (!mine?.delete(socket)) return;
    all--;
    if (!mine.size) byClient.delete(client);
  };
  const busiest = () => {
    let most: [string, Set<Socket>] | undefined;
    for (const entry of byClient) if (!most || entry[1].size > most[1].size) most = entry;
    return most;
  };
  server.on("connection", (socket: Socket) => {
    socket.on("error", () => {});
    const client = perClient === undefined ? "" : addressGroup(socket.remoteAddress ?? "");
    const held = byClient.get(client)?.size ?? 0;
    if (perClient !== undefined && held >= perClient) return void socket.destroy();
    if (all >= total) {
      server.closeIdleConnections();
      const most = perClient === undefined ? undefined : busiest();
      if (!most || most[1].size <= Math.max(FAIR_SHARE, held + 1))
        return void socket.end(BUSY_ANSWER);
      const oldest = most[1].values().next().value!;
      forget(most[0], oldest);
      oldest.destroy();
    }
    if (!byClient.has(client)) byClient.set(client, new Set());
    byClient.get(client)!.add(socket);
    all++;
    socket.once("close", () => forget(client, socket));
  });
}
