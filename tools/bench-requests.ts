// Requests as raw bytes, for npm run bench:server and its attacks: what fetch() would refuse to
// send, from an address of one's choosing (X-Forwarded-For, or a local address of 127.0.0.0/8).
import { connect } from "node:net";
import { OUTBOX_PATH } from "../src/server/outbox/outbox.ts";

/** Sends the bytes as they are, from `localAddress` when given; resolves with the answer's status (0: none). */
export function rawStatus(origin: string, request: string, localAddress?: string): Promise<number> {
  const { hostname, port } = new URL(origin);
  return new Promise((done) => {
    const socket = connect({ port: Number(port), host: hostname, localAddress });
    socket.on("connect", () => socket.write(request));
    let answer = "";
    socket.setTimeout(30_000, () => socket.destroy());
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => done(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
  });
}

const forwarded = (address?: string) => (address ? `X-Forwarded-For: ${address}\r\n` : "");

/** A lead posted to the outbox, as JSON unless other headers are given, from `address` (X-Forwarded-For) when given. */
export const leadRequest = (
  body: string,
  {
    headers = "Content-Type: application/json\r\n",
    address,
  }: { headers?: string; address?: string } = {},
) =>
  `POST ${OUTBOX_PATH} HTTP/1.1\r\nHost: bench\r\n${headers}${forwarded(address)}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;

/** A page asked for, from `address` (X-Forwarded-For) when given. */
export const pageRequest = (target: string, address?: string) =>
  `GET ${target} HTTP/1.1\r\nHost: bench\r\n${forwarded(address)}Connection: close\r\n\r\n`;
