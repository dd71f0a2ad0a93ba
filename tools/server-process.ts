// npm start's server as a process of its own, as a supervisor runs it: for npm run bench:server
// and the tests that stop, starve or refuse it.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { connect, type Socket } from "node:net";

export interface ServerProcess {
  child: ChildProcess;
  /** Where it listens; "" when it stopped before listening (it refused to start). */
  origin: string;
  /** Everything it printed. */
  output: () => string;
  /** Sends SIGTERM and waits for it to exit. */
  stop: () => Promise<void>;
}

/** Starts scripts/serve.ts, the server of src/server/ (or `script`, such as npm start's scripts/start.ts) on a free port (PORT=0), with at most `descriptors` open files when given. */
export async function startServerProcess({
  env = {},
  descriptors,
  cwd,
  script = "scripts/serve.ts",
  startMs = 20_000,
}: {
  env?: Record<string, string>;
  descriptors?: number;
  cwd?: string;
  script?: string;
  startMs?: number;
} = {}): Promise<ServerProcess> {
  const command = `${descriptors ? `ulimit -n ${descriptors} && ` : ""}exec node --import tsx ${script}`;
  // exec: the server is the child itself, so its pid is the child's and SIGTERM reaches it.
  const child = spawn("bash", ["-c", command], {
    cwd,
    env: { ...process.env, PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The server did not start within ${startMs / 1000} s:\n${output}`)),
      startMs,
    );
    child.stdout!.on("data", () => {
      const found = /Serving .* at (http:\/\/[\d.]+:\d+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    child.on("exit", () => (clearTimeout(timer), resolve("")));
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    await once(child, "exit");
  };
  return { child, origin, output: () => output, stop };
}

/** Slow clients that open a request and never finish it, each holding one of the server's descriptors. */
export function holdConnections(origin: string, count: number): { release: () => void } {
  const { hostname, port } = new URL(origin);
  const sockets: Socket[] = Array.from({ length: count }, () => {
    const socket = connect(Number(port), hostname);
    socket.on("error", () => {});
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
    return socket;
  });
  return { release: () => sockets.forEach((socket) => socket.destroy()) };
}
